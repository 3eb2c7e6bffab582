import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { SocialActivityRow, SubmissionRow } from '../submissions.service.js';
import { SubmissionPriority, SubmissionStatus, SubmissionType } from './submission-enums.js';

@ObjectType('SubmissionAuthor', { description: 'Who submitted the content.' })
export class SubmissionAuthorType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  fullName!: string;
}

@ObjectType('Submission', {
  description:
    'Spec §3 "Pending submitted content" with every type-specific field (null for other types).',
})
export class SubmissionObjectType {
  @Field(() => ID)
  id!: string;

  @Field(() => SubmissionType)
  type!: SubmissionType;

  @Field(() => SubmissionStatus)
  status!: SubmissionStatus;

  @Field(() => String, { nullable: true, description: 'Null for social posts.' })
  title!: string | null;

  @Field(() => String, { nullable: true })
  excerpt!: string | null;

  @Field(() => String, { description: 'News content, event description or the social post.' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The spec value: a news category (legal-updates…) or an event category.',
  })
  category!: string | null;

  @Field(() => SubmissionPriority)
  priority!: SubmissionPriority;

  @Field(() => SubmissionAuthorType)
  author!: SubmissionAuthorType;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'News: scheduledDate; event: eventDate; social: scheduledShare.',
  })
  scheduledDate!: Date | null;

  @Field(() => String, { nullable: true })
  socialMediaLinks!: string | null;

  @Field(() => Date, { nullable: true })
  eventDate!: Date | null;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => Boolean)
  registrationRequired!: boolean;

  @Field(() => Int, { nullable: true })
  maxAttendees!: number | null;

  @Field(() => Boolean)
  socialMediaPromotion!: boolean;

  @Field(() => String, { nullable: true, description: 'The spec value (facebook…multiple).' })
  platform!: string | null;

  @Field(() => String, { nullable: true })
  postUrl!: string | null;

  @Field(() => String, { nullable: true })
  hashtags!: string | null;

  @Field(() => Date, { nullable: true })
  scheduledShare!: Date | null;

  @Field(() => String, { nullable: true, description: 'The spec value (members…international).' })
  targetAudience!: string | null;

  @Field(() => String, { nullable: true, description: "The moderator's reason when rejected." })
  rejectionReason!: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  static from(row: SubmissionRow): SubmissionObjectType {
    return Object.assign(new SubmissionObjectType(), {
      ...row,
      author: Object.assign(new SubmissionAuthorType(), row.author),
    });
  }
}

@ObjectType('SocialActivity', {
  description: 'A published social post (the recent activity of /social-connect).',
})
export class SocialActivityType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, {
    description: 'facebook, linkedin, twitter, instagram, youtube, multiple.',
  })
  platform!: string;

  @Field(() => String, { description: 'record (kept by the portal) or webhook.' })
  publisher!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  hashtags!: string | null;

  @Field(() => String, { nullable: true })
  postUrl!: string | null;

  @Field(() => String, { nullable: true })
  externalUrl!: string | null;

  @Field(() => Date, { nullable: true })
  scheduledFor!: Date | null;

  @Field(() => Date)
  publishedAt!: Date;

  static from(row: SocialActivityRow): SocialActivityType {
    return Object.assign(new SocialActivityType(), row);
  }
}
