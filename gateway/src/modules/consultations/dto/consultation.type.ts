import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConsultationStatus } from '../consultation-status.js';
import type { ConsultationRow, PendingReviewRow } from '../consultations.service.js';
import { ReviewStatus } from '../review-status.js';

registerEnumType(ConsultationStatus, {
  name: 'ConsultationStatus',
  description:
    'Spec §4: PENDING waits for the lawyer; APPROVED = the lawyer accepted; REJECTED = declined.',
});

registerEnumType(ReviewStatus, {
  name: 'ReviewStatus',
  description: 'PENDING waits for moderation; only APPROVED reviews count in ratings.',
});

@ObjectType('ConsultationReview')
export class ConsultationReviewType {
  @Field(() => Int)
  rating!: number;

  @Field(() => String)
  text!: string;

  @Field(() => ReviewStatus)
  status!: ReviewStatus;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Consultation', {
  description: 'A consultation request, as its requester (tracking link) or its lawyer sees it.',
})
export class ConsultationType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  lawyerId!: string;

  @Field(() => String)
  lawyerName!: string;

  @Field(() => String)
  clientName!: string;

  @Field(() => String)
  clientEmail!: string;

  @Field(() => String, { nullable: true })
  clientPhone!: string | null;

  @Field(() => String, {
    description: 'initial, legal-advice, representation or document-review.',
  })
  consultationType!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Date, { nullable: true })
  preferredDate!: Date | null;

  @Field(() => ConsultationStatus)
  status!: ConsultationStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  respondedAt!: Date | null;

  @Field(() => ConsultationReviewType, { nullable: true })
  review!: ConsultationReviewType | null;

  @Field(() => Boolean, { description: 'Accepted and not reviewed yet.' })
  canReview!: boolean;

  static from(row: ConsultationRow): ConsultationType {
    return Object.assign(new ConsultationType(), {
      ...row,
      review: row.review && Object.assign(new ConsultationReviewType(), row.review),
      canReview: row.status === ConsultationStatus.APPROVED && row.review === null,
    });
  }
}

@ObjectType('PendingLawyerReview', { description: 'Spec §3 "Pending review".' })
export class PendingLawyerReviewType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  rating!: number;

  @Field(() => String)
  text!: string;

  @Field(() => String)
  clientName!: string;

  @Field(() => String)
  consultationType!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ReviewStatus)
  status!: ReviewStatus;

  @Field(() => String)
  lawyerName!: string;

  static from(row: PendingReviewRow): PendingLawyerReviewType {
    return Object.assign(new PendingLawyerReviewType(), {
      ...row,
      lawyerName: row.lawyer.fullName,
    });
  }
}
