import { IsBoolean, IsDate, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
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
  @IsString()
  title!: string;

  @Field(() => String)
  @IsString()
  content!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  excerpt?: string | null;

  @Field(() => NewsCategory, {
    nullable: true,
    description: 'LEGAL_UPDATES, MEMBER_SPOTLIGHT, LEGAL_EDUCATION, COMMUNITY or ASSOCIATION_NEWS.',
  })
  @IsOptional()
  @IsIn(Object.values(NewsCategory))
  category?: NewsCategory | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  socialMediaLinks?: string | null;

  @Field(() => Date, { nullable: true, description: 'Published at this time (at once if none).' })
  @IsOptional()
  @IsDate()
  scheduledDate?: Date | null;

  @Field(() => SubmissionPriority, { nullable: true, defaultValue: SubmissionPriority.NORMAL })
  @IsOptional()
  @IsIn(Object.values(SubmissionPriority))
  priority?: SubmissionPriority | null;
}

@InputType('SubmitEventInput', { description: 'Spec §3 "Event submission".' })
export class SubmitEventInput {
  @Field(() => String)
  @IsString()
  title!: string;

  @Field(() => String)
  @IsString()
  description!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'Required: BAD_USER_INPUT naming eventDate when missing.',
  })
  @IsOptional()
  @IsDate()
  eventDate?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The IANA time zone of the event (Africa/Mogadishu when omitted).',
  })
  @IsOptional()
  @IsString()
  timeZone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  location?: string | null;

  @Field(() => EventCategory, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(EventCategory))
  category?: EventCategory | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @IsOptional()
  @IsBoolean()
  registrationRequired?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Counts only when registrationRequired is true (ignored otherwise).',
  })
  @IsOptional()
  @IsInt()
  maxAttendees?: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean()
  socialMediaPromotion?: boolean | null;

  @Field(() => SubmissionPriority, { nullable: true, defaultValue: SubmissionPriority.NORMAL })
  @IsOptional()
  @IsIn(Object.values(SubmissionPriority))
  priority?: SubmissionPriority | null;
}

@InputType('SubmitSocialPostInput', { description: 'Spec §3 "Social submission".' })
export class SubmitSocialPostInput {
  @Field(() => String)
  @IsString()
  content!: string;

  @Field(() => SocialPlatform, { nullable: true, description: 'Labelled required, not enforced.' })
  @IsOptional()
  @IsIn(Object.values(SocialPlatform))
  platform?: SocialPlatform | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  postUrl?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  hashtags?: string | null;

  @Field(() => Date, { nullable: true, description: 'Published at this time (at once if none).' })
  @IsOptional()
  @IsDate()
  scheduledShare?: Date | null;

  @Field(() => TargetAudience, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(TargetAudience))
  targetAudience?: TargetAudience | null;
}
