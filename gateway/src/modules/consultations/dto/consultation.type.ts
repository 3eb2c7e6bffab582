import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConsultationStatus } from '../../../values/consultation-status.js';
import { ReviewStatus } from '../../../values/review-status.js';
import type { ConsultationRow, PendingReviewRow } from '../consultations.service.js';

registerEnumType(ConsultationStatus, {
  valuesConfig: {
    PENDING: { description: 'Waiting for the lawyer.' },
    APPROVED: { description: 'The lawyer accepted.' },
    REJECTED: { description: 'The lawyer declined.' },
    EXPIRED: { description: 'The lawyer did not answer in time; the request expired.' },
  },
  name: 'ConsultationStatus',
  description:
    'Spec §4: PENDING waits for the lawyer; APPROVED = the lawyer accepted; REJECTED = declined.',
});

registerEnumType(ReviewStatus, {
  valuesConfig: {
    PENDING: { description: 'Waiting for moderation.' },
    APPROVED: { description: 'Approved: shown and counted in ratings.' },
    REJECTED: { description: 'Rejected by a moderator.' },
  },
  name: 'ReviewStatus',
  description: 'PENDING waits for moderation; only APPROVED reviews count in ratings.',
});

@ObjectType('ConsultationReview', { description: "A client's review of a consultation." })
export class ConsultationReviewType {
  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => String, { description: 'What the client wrote.' })
  text!: string;

  @Field(() => ReviewStatus, { description: 'Pending until a moderator approves or rejects it.' })
  status!: ReviewStatus;

  @Field(() => Date, { description: 'When the review was written.' })
  createdAt!: Date;
}

@ObjectType('Consultation', {
  description: 'A consultation request, as its requester (tracking link) or its lawyer sees it.',
})
export class ConsultationType {
  @Field(() => ID, { description: 'The consultation request id.' })
  id!: string;

  @Field(() => ID, { description: 'The lawyer profile asked.' })
  lawyerId!: string;

  @Field(() => String, { description: "The lawyer's full name." })
  lawyerName!: string;

  @Field(() => String, { description: 'The client who asked.' })
  clientName!: string;

  @Field(() => String, { description: 'Where the lawyer answers the client.' })
  clientEmail!: string;

  @Field(() => String, { description: "The client's phone number, if given.", nullable: true })
  clientPhone!: string | null;

  @Field(() => String, {
    description: 'initial, legal-advice, representation or document-review.',
  })
  consultationType!: string;

  @Field(() => String, { description: 'What the client needs help with.' })
  description!: string;

  @Field(() => Date, { description: 'The day the client would like, if given.', nullable: true })
  preferredDate!: Date | null;

  @Field(() => ConsultationStatus, { description: 'Pending, accepted or declined by the lawyer.' })
  status!: ConsultationStatus;

  @Field(() => Date, { description: 'When the request was made.' })
  createdAt!: Date;

  @Field(() => Date, {
    description: 'When the lawyer accepted or declined; null while pending.',
    nullable: true,
  })
  respondedAt!: Date | null;

  @Field(() => String, {
    description: "The lawyer's message to the client with their answer; null while pending.",
    nullable: true,
  })
  responseMessage!: string | null;

  @Field(() => String, {
    description: 'With an acceptance: how and when the lawyer proposes to talk.',
    nullable: true,
  })
  proposedContact!: string | null;

  @Field(() => Date, {
    description: 'Until when the lawyer may answer; a request still pending then expires.',
  })
  answerBy!: Date;

  @Field(() => ConsultationReviewType, {
    description: "The client's review after an accepted consultation, if written.",
    nullable: true,
  })
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
  @Field(() => ID, { description: 'The review id.' })
  id!: string;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => String, { description: 'What the client wrote.' })
  text!: string;

  @Field(() => String, { description: 'The client who wrote it.' })
  clientName!: string;

  @Field(() => String, { description: 'The kind of consultation reviewed.' })
  consultationType!: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => ReviewStatus, { description: 'Pending until a moderator decides.' })
  status!: ReviewStatus;

  @Field(() => String, { description: 'The lawyer reviewed.' })
  lawyerName!: string;

  static from(row: PendingReviewRow): PendingLawyerReviewType {
    return Object.assign(new PendingLawyerReviewType(), {
      ...row,
      lawyerName: row.lawyer.fullName,
    });
  }
}
