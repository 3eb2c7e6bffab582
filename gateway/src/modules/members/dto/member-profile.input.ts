import { IsArray, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { ContactVisibility } from '../../../values/contact-visibility.js';

// Lengths are checked by the service (after trimming); every field is replaced.
@InputType('MemberProfileInput', { description: "The signed-in member's profile." })
export class MemberProfileInput {
  @Field(() => String, { nullable: true, description: 'Up to 120 characters.' })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Field of law, up to 120 characters.' })
  @IsOptional()
  @IsString()
  specialization?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to 3000 characters.' })
  @IsOptional()
  @IsString()
  bio?: string | null;

  @Field(() => [String], { description: 'Up to 12 entries of 80 characters.' })
  @IsArray()
  @IsString({ each: true })
  practiceAreas!: string[];

  @Field(() => [String], { description: 'Up to 12 entries of 80 characters.' })
  @IsArray()
  @IsString({ each: true })
  languages!: string[];

  @Field(() => String, { nullable: true, description: 'Up to 120 characters.' })
  @IsOptional()
  @IsString()
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to 40 characters.' })
  @IsOptional()
  @IsString()
  phone?: string | null;

  @Field(() => ContactVisibility, { description: 'Who sees the phone number.' })
  phoneVisibility!: ContactVisibility;

  @Field(() => ContactVisibility, { description: 'Who sees the e-mail address.' })
  emailVisibility!: ContactVisibility;
}
