import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Lengths and URLs are checked by the service (after trimming).
@InputType('LawyerProfileInput', { description: "The signed-in lawyer's public profile." })
export class LawyerProfileInput {
  @Field(() => String, { description: 'Required, up to 120 characters.' })
  @IsString()
  specialization!: string;

  @Field(() => [String], { description: 'Up to 12 entries of 80 characters.' })
  @IsArray()
  @IsString({ each: true })
  practiceAreas!: string[];

  @Field(() => [String], { description: 'Up to 12 entries of 80 characters.' })
  @IsArray()
  @IsString({ each: true })
  languages!: string[];

  @Field(() => String, { description: 'Years or description of experience.', nullable: true })
  @IsOptional()
  @IsString()
  experience?: string | null;

  @Field(() => String, { description: "The lawyer's own presentation.", nullable: true })
  @IsOptional()
  @IsString()
  bio?: string | null;

  @Field(() => String, { description: 'The rate, as free text.', nullable: true })
  @IsOptional()
  @IsString()
  consultationRate?: string | null;

  @Field(() => Boolean, {
    description: 'List the profile in the public directory and take consultation requests.',
  })
  @IsBoolean()
  publicConsultationAvailable!: boolean;

  @Field(() => String, { description: 'The office phone number.', nullable: true })
  @IsOptional()
  @IsString()
  contactPhone?: string | null;

  @Field(() => String, { description: 'Where the office is.', nullable: true })
  @IsOptional()
  @IsString()
  officeAddress?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  @IsOptional()
  @IsString()
  websiteUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  @IsOptional()
  @IsString()
  linkedinUrl?: string | null;
}
