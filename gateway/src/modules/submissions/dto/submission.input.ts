import { IsBoolean, IsDate, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';
import { NewsCategory } from '../../../values/news-category.js';
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
  @Field(() => String, { description: "The news item's title." })
  @IsString()
  title!: string;

  @Field(() => String, { description: 'The text; line breaks separate paragraphs.' })
  @IsString()
  content!: string;

  @Field(() => String, { description: 'A short summary (optional).', nullable: true })
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

  @Field(() => String, { description: 'Related social media links (optional).', nullable: true })
  @IsOptional()
  @IsString()
  socialMediaLinks?: string | null;

  @Field(() => Date, { nullable: true, description: 'Published at this time (at once if none).' })
  @IsOptional()
  @IsDate()
  scheduledDate?: Date | null;

  @Field(() => SubmissionPriority, {
    description: 'How urgent it is (default normal).',
    nullable: true,
    defaultValue: SubmissionPriority.NORMAL,
  })
  @IsOptional()
  @IsIn(Object.values(SubmissionPriority))
  priority?: SubmissionPriority | null;
}

@InputType('SubmitEventInput', { description: 'Spec §3 "Event submission".' })
export class SubmitEventInput {
  @Field(() => String, { description: "The event's title." })
  @IsString()
  title!: string;

  @Field(() => String, { description: 'What the event is about.' })
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

  @Field(() => String, { description: 'Where it takes place (optional).', nullable: true })
  @IsOptional()
  @IsString()
  location?: string | null;

  @Field(() => EventCategory, { description: 'The kind of event.', nullable: true })
  @IsOptional()
  @IsIn(Object.values(EventCategory))
  category?: EventCategory | null;

  @Field(() => Boolean, {
    description: 'Attendees must register.',
    nullable: true,
    defaultValue: false,
  })
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

  @Field(() => Boolean, {
    description: 'The association may promote it on social media.',
    nullable: true,
    defaultValue: true,
  })
  @IsOptional()
  @IsBoolean()
  socialMediaPromotion?: boolean | null;

  @Field(() => SubmissionPriority, {
    description: 'How urgent it is (default normal).',
    nullable: true,
    defaultValue: SubmissionPriority.NORMAL,
  })
  @IsOptional()
  @IsIn(Object.values(SubmissionPriority))
  priority?: SubmissionPriority | null;
}

@InputType('SubmitSocialPostInput', { description: 'Spec §3 "Social submission".' })
export class SubmitSocialPostInput {
  @Field(() => String, { description: "The post's text." })
  @IsString()
  content!: string;

  @Field(() => SocialPlatform, { nullable: true, description: 'Labelled required, not enforced.' })
  @IsOptional()
  @IsIn(Object.values(SocialPlatform))
  platform?: SocialPlatform | null;

  @Field(() => String, { description: 'A link to share, http(s) (optional).', nullable: true })
  @IsOptional()
  @IsString()
  postUrl?: string | null;

  @Field(() => String, { description: 'Hashtags (optional).', nullable: true })
  @IsOptional()
  @IsString()
  hashtags?: string | null;

  @Field(() => Date, { nullable: true, description: 'Published at this time (at once if none).' })
  @IsOptional()
  @IsDate()
  scheduledShare?: Date | null;

  @Field(() => TargetAudience, { description: 'Who the post is for (optional).', nullable: true })
  @IsOptional()
  @IsIn(Object.values(TargetAudience))
  targetAudience?: TargetAudience | null;
}

@InputType('ResubmitContentInput', {
  description: 'A rejected submission, edited by its author and sent again.',
})
export class ResubmitContentInput {
  @Field(() => UUIDScalar, { description: 'The rejected submission.' })
  @IsString()
  id!: string;

  @Field(() => String, {
    nullable: true,
    description: 'News and events: the title (required, at most 200 characters).',
  })
  @IsOptional()
  @IsString()
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'News: the excerpt (at most 500).' })
  @IsOptional()
  @IsString()
  excerpt?: string | null;

  @Field(() => String, { description: 'The text or description (required).' })
  @IsString()
  content!: string;
}
