import { IsBoolean, IsOptional, IsString, IsUUID } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type {
  AdminConsultationRow,
  AdminStats,
  DecisionOutcome,
  PendingNewsRow,
  PendingReviewRow,
} from '../moderation.service.js';
// Registers the submissions' GraphQL enums (its dto/submission-enums.ts) before these types.
import '../../submissions/index.js';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';
import { SubmissionStatus } from '../../../values/submission-values.js';
import { NewsCategory } from '../../news/index.js';

const statusOf = (value: string): SubmissionStatus =>
  (Object.values(SubmissionStatus) as string[]).includes(value)
    ? (value as SubmissionStatus)
    : SubmissionStatus.PENDING;

@ObjectType('AdminStats', {
  description: 'Spec §3 "Admin stats" (the four cards) + pendingContent.',
})
export class AdminStatsType {
  @Field(() => Int, { description: 'News items awaiting moderation.' })
  pendingNews!: number;

  @Field(() => Int, { description: 'Client reviews awaiting moderation.' })
  pendingReviews!: number;

  @Field(() => Int, { description: 'Consultation requests ever made.' })
  totalConsultations!: number;

  @Field(() => Int, { description: 'Accounts on the portal.' })
  totalMembers!: number;

  @Field(() => Int, { description: 'Submitted content awaiting a decision.' })
  pendingContent!: number;

  @Field(() => Int, {
    description:
      "The news queue: news items and members' submitted news awaiting a decision (each once).",
  })
  newsQueue!: number;

  @Field(() => Int, { description: 'The events queue: submitted events awaiting a decision.' })
  eventsQueue!: number;

  @Field(() => Int, {
    description: 'The social posts queue: submitted social posts awaiting a decision.',
  })
  socialQueue!: number;

  @Field(() => Int, { description: 'Posts with members’ flags waiting for a moderator.' })
  flaggedPosts!: number;

  static from(stats: AdminStats): AdminStatsType {
    return Object.assign(new AdminStatsType(), stats);
  }
}

@ObjectType('ModerationName', { description: 'A person named in a moderation list.' })
export class ModerationNameType {
  @Field(() => String, { description: "The person's full name." })
  fullName!: string;
}

@ObjectType('PendingNews', { description: 'Spec §3 "News item" with its status (admin list).' })
export class PendingNewsType {
  @Field(() => ID, { description: 'The news item id.' })
  id!: string;

  @Field(() => String, { description: "The news item's title." })
  title!: string;

  @Field(() => String, { description: 'A short summary, if given.', nullable: true })
  excerpt!: string | null;

  @Field(() => String, { description: 'The text; line breaks separate paragraphs.' })
  content!: string;

  @Field(() => NewsCategory, { description: 'Its category.' })
  category!: NewsCategory;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => SubmissionStatus, { description: 'Pending until a moderator decides.' })
  status!: SubmissionStatus;

  @Field(() => ModerationNameType, { description: 'Who wrote it.' })
  author!: ModerationNameType;

  static from(row: PendingNewsRow): PendingNewsType {
    return Object.assign(new PendingNewsType(), {
      ...row,
      status: statusOf(row.status),
      author: Object.assign(new ModerationNameType(), row.author),
    });
  }
}

@ObjectType('PendingReview', { description: 'Spec §3 "Pending review".' })
export class PendingReviewType {
  @Field(() => ID, { description: 'The review id.' })
  id!: string;

  @Field(() => Int, { description: '1 to 5.' })
  rating!: number;

  @Field(() => String, { description: 'What the client wrote.' })
  reviewText!: string;

  @Field(() => String, { description: 'The client who wrote it.' })
  clientName!: string;

  @Field(() => String, { description: 'initial, legal-advice, representation, document-review.' })
  consultationType!: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => SubmissionStatus, { description: 'Pending until a moderator decides.' })
  status!: SubmissionStatus;

  @Field(() => ModerationNameType, { description: 'The lawyer reviewed.' })
  lawyer!: ModerationNameType;

  static from(row: PendingReviewRow): PendingReviewType {
    return Object.assign(new PendingReviewType(), {
      ...row,
      status: statusOf(row.status),
      lawyer: Object.assign(new ModerationNameType(), row.lawyer),
    });
  }
}

@ObjectType('AdminConsultation', { description: 'Spec §3 "Consultation (admin list)".' })
export class AdminConsultationType {
  @Field(() => ID, { description: 'The consultation request id.' })
  id!: string;

  @Field(() => String, { description: 'The client who asked.' })
  clientName!: string;

  @Field(() => String, { description: 'Where the lawyer answers the client.' })
  clientEmail!: string;

  @Field(() => String, { description: "The client's phone number, if given.", nullable: true })
  clientPhone!: string | null;

  @Field(() => String, { description: 'initial, legal-advice, representation, document-review.' })
  consultationType!: string;

  @Field(() => String, { description: 'What the client needs help with.' })
  description!: string;

  @Field(() => Date, { nullable: true, description: "Null shows as 'Non spécifié'." })
  preferredDate!: Date | null;

  @Field(() => Date, { description: 'When the request was made.' })
  createdAt!: Date;

  @Field(() => SubmissionStatus, { description: 'Pending, accepted or declined by the lawyer.' })
  status!: SubmissionStatus;

  @Field(() => ModerationNameType, { description: 'The lawyer asked.' })
  lawyer!: ModerationNameType;

  static from(row: AdminConsultationRow): AdminConsultationType {
    return Object.assign(new AdminConsultationType(), {
      ...row,
      status: statusOf(row.status),
      lawyer: Object.assign(new ModerationNameType(), row.lawyer),
    });
  }
}

@ObjectType('ModerationResult', {
  description:
    'A decision recorded by the portal: applied already, or accepted and applied shortly by the worker.',
})
export class ModerationResultType {
  @Field(() => ID, { description: 'The item decided on.' })
  id!: string;

  @Field(() => SubmissionStatus, {
    description:
      'APPROVED or REJECTED once applied; PENDING while the decision waits to be applied.',
  })
  status!: SubmissionStatus;

  @Field(() => Boolean, {
    description:
      'true: applied, visible to the next read. false: recorded and accepted; the worker applies it shortly (the lists refresh then).',
  })
  applied!: boolean;

  @Field(() => Boolean, { description: 'true: approved; false: rejected.' })
  approved!: boolean;

  @Field(() => String, { description: 'The reason given, if any.', nullable: true })
  reason!: string | null;

  static from(outcome: DecisionOutcome): ModerationResultType {
    return Object.assign(new ModerationResultType(), {
      id: outcome.id,
      status: statusOf(outcome.status),
      approved: outcome.approved,
      reason: outcome.reason,
      applied: outcome.applied,
    });
  }
}

@InputType('DecisionInput', { description: 'Spec §7: { approved } (+ an optional reason).' })
export class DecisionInput {
  @Field(() => UUIDScalar, { description: 'The item decided on.' })
  @IsUUID()
  id!: string;

  @Field(() => Boolean, { description: 'true approves (publishes), false rejects.' })
  @IsBoolean()
  approved!: boolean;

  @Field(() => String, { nullable: true, description: 'Shown to the submitter when rejected.' })
  @IsOptional()
  @IsString()
  reason?: string | null;
}
