import { Field, InputType, Int } from 'type-graphql';
import { NewsCategory } from '../../news/news-category.js';
import {
  EventCategory,
  SocialPlatform,
  SubmissionPriority,
  TargetAudience,
} from './submission-enums.js';

// The service validates (one rule set for REST and GraphQL); these only carry the fields. The
// author is the signed-in member; there is no authorId, type or status to send.

@InputType('SubmitNewsInput', { description: 'Spec §3 "News submission".' })
export class SubmitNewsInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  excerpt?: string | null;

  @Field(() => NewsCategory, {
    nullable: true,
    description: 'LEGAL_UPDATES, MEMBER_SPOTLIGHT, LEGAL_EDUCATION, COMMUNITY or ASSOCIATION_NEWS.',
  })
  category?: NewsCategory | null;

  @Field(() => String, { nullable: true })
  socialMediaLinks?: string | null;

  @Field(() => Date, { nullable: true, description: 'Published at this time (at once if none).' })
  scheduledDate?: Date | null;

  @Field(() => SubmissionPriority, { nullable: true, defaultValue: SubmissionPriority.NORMAL })
  priority?: SubmissionPriority | null;
}

@InputType('SubmitEventInput', { description: 'Spec §3 "Event submission".' })
export class SubmitEventInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Date)
  eventDate!: Date;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => EventCategory, { nullable: true })
  category?: EventCategory | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  registrationRequired?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Counts only when registrationRequired is true (ignored otherwise).',
  })
  maxAttendees?: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  socialMediaPromotion?: boolean | null;

  @Field(() => SubmissionPriority, { nullable: true, defaultValue: SubmissionPriority.NORMAL })
  priority?: SubmissionPriority | null;
}

@InputType('SubmitSocialPostInput', { description: 'Spec §3 "Social submission".' })
export class SubmitSocialPostInput {
  @Field(() => String)
  content!: string;

  @Field(() => SocialPlatform, { nullable: true, description: 'Labelled required, not enforced.' })
  platform?: SocialPlatform | null;

  @Field(() => String, { nullable: true })
  postUrl?: string | null;

  @Field(() => String, { nullable: true })
  hashtags?: string | null;

  @Field(() => Date, { nullable: true, description: 'Published at this time (at once if none).' })
  scheduledShare?: Date | null;

  @Field(() => TargetAudience, { nullable: true })
  targetAudience?: TargetAudience | null;
}
