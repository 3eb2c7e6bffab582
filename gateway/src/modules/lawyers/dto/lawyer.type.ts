import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { LawyerRow } from '../lawyers.service.js';

@ObjectType('Lawyer', { description: 'A public lawyer profile (spec §3 "Public lawyer").' })
export class LawyerType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "The address of the lawyer's page: /lawyers/<slug>." })
  slug!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  specialization!: string;

  @Field(() => [String])
  practiceAreas!: string[];

  @Field(() => [String])
  languages!: string[];

  @Field(() => String, { nullable: true })
  experience!: string | null;

  @Field(() => String, { nullable: true })
  bio!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The path of the lawyer's uploaded photo on the portal (e.g. /api/lawyers/photos/<id>), or none. Set with PUT /api/lawyers/me/photo.",
  })
  profileImage!: string | null;

  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => Float, { description: 'Average of the approved reviews, 0 without any.' })
  averageRating!: number;

  @Field(() => Int, { description: 'Approved reviews.' })
  totalReviews!: number;

  @Field(() => String, { nullable: true })
  consultationRate!: string | null;

  @Field(() => Boolean)
  publicConsultationAvailable!: boolean;

  @Field(() => String, { nullable: true })
  contactPhone!: string | null;

  @Field(() => String, { nullable: true })
  officeAddress!: string | null;

  @Field(() => String, { nullable: true })
  websiteUrl!: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl!: string | null;

  static from(row: LawyerRow): LawyerType {
    return Object.assign(new LawyerType(), row);
  }
}
