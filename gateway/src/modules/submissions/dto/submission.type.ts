import { Field, ID, Int, ObjectType } from 'type-graphql';
import { storedEnum } from '../../../graphql/stored-enum.js';
import { NewsCategory } from '../../news/index.js';
import type { SocialActivityRow, SubmissionRow } from '../submissions.service.js';
import {
  EventCategory,
  SocialPlatform,
  SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
  TargetAudience,
} from './submission-enums.js';

@ObjectType('SubmissionEarlierDecision', {
  description: 'A rejected submission, as the one sending it again recalls it.',
})
export class SubmissionEarlierDecisionType {
  @Field(() => ID, { description: 'The earlier submission.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'Its title then.' })
  title!: string | null;

  @Field(() => String, { description: 'Its text then.' })
  content!: string;

  @Field(() => String, { nullable: true, description: "The moderator's reason for rejecting it." })
  rejectionReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was rejected.' })
  decidedAt!: Date | null;
}

@ObjectType('SubmissionAuthor', { description: 'Who submitted the content.' })
export class SubmissionAuthorType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;
}

@ObjectType('Submission', {
  description:
    'Spec §3 "Pending submitted content" with every type-specific field (null for other types).',
})
export class SubmissionObjectType {
  @Field(() => ID, { description: 'The submission id.' })
  id!: string;

  @Field(() => SubmissionType, { description: 'News, event or social post.' })
  type!: SubmissionType;

  @Field(() => SubmissionStatus, { description: 'Pending, approved or rejected.' })
  status!: SubmissionStatus;

  @Field(() => String, { nullable: true, description: 'Null for social posts.' })
  title!: string | null;

  @Field(() => String, { description: 'News: a short summary, if given.', nullable: true })
  excerpt!: string | null;

  @Field(() => String, { description: 'News content, event description or the social post.' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The spec value: a news category (legal-updates…) or an event category.',
    deprecationReason: 'Use newsCategory or eventCategory (enums).',
  })
  category!: string | null;

  @Field(() => NewsCategory, { nullable: true, description: 'News: its category, if given.' })
  newsCategory!: NewsCategory | null;

  @Field(() => EventCategory, { nullable: true, description: 'Events: its category, if given.' })
  eventCategory!: EventCategory | null;

  @Field(() => SubmissionPriority, { description: 'How urgent the submitter says it is.' })
  priority!: SubmissionPriority;

  @Field(() => SubmissionAuthorType, { description: 'The member who submitted it.' })
  author!: SubmissionAuthorType;

  @Field(() => Date, { description: 'When it was submitted.' })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'News: scheduledDate; event: eventDate; social: scheduledShare.',
  })
  scheduledDate!: Date | null;

  @Field(() => String, { description: 'News: related social media links, if any.', nullable: true })
  socialMediaLinks!: string | null;

  @Field(() => Date, { description: 'Events: when it takes place.', nullable: true })
  eventDate!: Date | null;

  @Field(() => String, { description: 'Events: where it takes place, if given.', nullable: true })
  location!: string | null;

  @Field(() => Boolean, { description: 'Events: attendees must register.' })
  registrationRequired!: boolean;

  @Field(() => Int, { description: 'Events: the most attendees, if limited.', nullable: true })
  maxAttendees!: number | null;

  @Field(() => Boolean, { description: 'Events: the association may promote it on social media.' })
  socialMediaPromotion!: boolean;

  @Field(() => SocialPlatform, {
    nullable: true,
    description: 'Social posts: the platform, if given.',
  })
  platform!: SocialPlatform | null;

  @Field(() => String, { description: 'Social posts: the link shared, if any.', nullable: true })
  postUrl!: string | null;

  @Field(() => String, { description: 'Social posts: the hashtags, if any.', nullable: true })
  hashtags!: string | null;

  @Field(() => Date, {
    description: 'Social posts: when to publish it, if scheduled.',
    nullable: true,
  })
  scheduledShare!: Date | null;

  @Field(() => TargetAudience, {
    nullable: true,
    description: 'Social posts: who the post is for, if given.',
  })
  targetAudience!: TargetAudience | null;

  @Field(() => String, { nullable: true, description: "The moderator's reason when rejected." })
  rejectionReason!: string | null;

  @Field(() => Date, {
    description: 'When a moderator decided; null while pending.',
    nullable: true,
  })
  decidedAt!: Date | null;

  @Field(() => SubmissionEarlierDecisionType, {
    nullable: true,
    description:
      'The rejected submission this one sends again (edited by its author), with its decision.',
  })
  resubmissionOf!: SubmissionEarlierDecisionType | null;

  @Field(() => Boolean, {
    description: 'Whether its author has sent it again after a rejection (once at most).',
  })
  resubmitted!: boolean;

  static from(row: SubmissionRow): SubmissionObjectType {
    return Object.assign(new SubmissionObjectType(), {
      ...row,
      newsCategory:
        row.type === SubmissionType.NEWS ? storedEnum(NewsCategory, row.category) : null,
      eventCategory:
        row.type === SubmissionType.EVENT ? storedEnum(EventCategory, row.category) : null,
      platform: storedEnum(SocialPlatform, row.platform),
      targetAudience: storedEnum(TargetAudience, row.targetAudience),
      author: Object.assign(new SubmissionAuthorType(), row.author),
      resubmissionOf:
        row.resubmissionOf &&
        Object.assign(new SubmissionEarlierDecisionType(), row.resubmissionOf),
    });
  }
}

@ObjectType('SocialActivity', {
  description: 'A published social post (the recent activity of /social-connect).',
})
export class SocialActivityType {
  @Field(() => ID, { description: 'The publication id.' })
  id!: string;

  @Field(() => SocialPlatform, { description: 'Where it was published.' })
  platform!: SocialPlatform;

  @Field(() => String, { description: 'record (kept by the portal) or webhook.' })
  publisher!: string;

  @Field(() => String, { description: "The post's text." })
  content!: string;

  @Field(() => String, { description: 'Its hashtags, if any.', nullable: true })
  hashtags!: string | null;

  @Field(() => String, { description: 'The link the post shares, if any.', nullable: true })
  postUrl!: string | null;

  @Field(() => String, {
    description: 'Where it was published, if the network answered an address.',
    nullable: true,
  })
  externalUrl!: string | null;

  @Field(() => Date, { description: 'When it was scheduled for, if it was.', nullable: true })
  scheduledFor!: Date | null;

  @Field(() => Date, { description: 'When it was published.' })
  publishedAt!: Date;

  static from(row: SocialActivityRow): SocialActivityType {
    // A post without a platform is published as 'multiple' (social-publisher.ts).
    const platform = storedEnum(SocialPlatform, row.platform) ?? SocialPlatform.MULTIPLE;
    return Object.assign(new SocialActivityType(), { ...row, platform });
  }
}
