import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { LawyerRow } from '../lawyers.service.js';

@ObjectType('Lawyer', { description: 'A public lawyer profile (spec §3 "Public lawyer").' })
export class LawyerType {
  @Field(() => ID, { description: 'The lawyer profile id (what consultation requests name).' })
  id!: string;

  @Field(() => String, { description: "The address of the lawyer's page: /lawyers/<slug>." })
  slug!: string;

  @Field(() => String, { description: "The lawyer's full name." })
  fullName!: string;

  @Field(() => String, { description: "The lawyer's main field." })
  specialization!: string;

  @Field(() => [String], { description: 'The areas of law the lawyer practises.' })
  practiceAreas!: string[];

  @Field(() => [String], { description: 'Languages the lawyer works in.' })
  languages!: string[];

  @Field(() => String, {
    description: 'Years or description of experience, as the lawyer states it.',
    nullable: true,
  })
  experience!: string | null;

  @Field(() => String, { description: "The lawyer's own presentation.", nullable: true })
  bio!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The path of the lawyer's uploaded photo on the portal (e.g. /api/lawyers/photos/<id>), or none. Set with PUT /api/lawyers/me/photo.",
  })
  profileImage!: string | null;

  @Field(() => Boolean, { description: "The association has verified the lawyer's registration." })
  verified!: boolean;

  @Field(() => Float, { description: 'Average of the approved reviews, 0 without any.' })
  averageRating!: number;

  @Field(() => Int, { description: 'Approved reviews.' })
  totalReviews!: number;

  @Field(() => String, {
    description: 'The rate as the lawyer states it (free text).',
    nullable: true,
  })
  consultationRate!: string | null;

  @Field(() => Boolean, { description: 'Takes consultation requests from the public directory.' })
  publicConsultationAvailable!: boolean;

  @Field(() => String, { description: 'The office phone number.', nullable: true })
  contactPhone!: string | null;

  @Field(() => String, { description: 'Where the office is.', nullable: true })
  officeAddress!: string | null;

  @Field(() => String, { description: "The lawyer's website (http(s) only).", nullable: true })
  websiteUrl!: string | null;

  @Field(() => String, {
    description: "The lawyer's LinkedIn page (http(s) only).",
    nullable: true,
  })
  linkedinUrl!: string | null;

  static from(row: LawyerRow): LawyerType {
    return Object.assign(new LawyerType(), row);
  }
}
