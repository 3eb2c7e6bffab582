import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../../graphql/uuid-scalar.js';
import type { MembershipApplicationRow } from '../membership.service.js';

export enum MembershipApplicationStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}

registerEnumType(MembershipApplicationStatus, {
  valuesConfig: {
    PENDING: { description: 'Waiting for staff.' },
    APPROVED: { description: 'Approved: the applicant is invited.' },
    REJECTED: { description: 'Declined.' },
  },
  name: 'MembershipApplicationStatus',
  description: 'Where an application to join the association stands.',
});

// Lengths and formats are checked by the service (after trimming), which names each bad field.
@InputType('MembershipApplicationInput', {
  description: 'An application to join the association, from the public site.',
})
export class MembershipApplicationInput {
  @Field(() => String, { description: '2 to 120 characters.' })
  @IsString()
  fullName!: string;

  @Field(() => String, { description: 'A valid e-mail address.' })
  @IsString()
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional; digits, spaces, + ( ) - .' })
  @IsOptional()
  @IsString()
  phone?: string | null;

  @Field(() => String, { description: 'The bar registration number, 2 to 60 characters.' })
  @IsString()
  barNumber!: string;

  @Field(() => String, { description: 'Your field of law (optional).', nullable: true })
  @IsOptional()
  @IsString()
  specialization?: string | null;

  @Field(() => String, { description: 'Where you practise (optional).', nullable: true })
  @IsOptional()
  @IsString()
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional, up to 2000 characters.' })
  @IsOptional()
  @IsString()
  message?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Leave empty: a hidden field that only robots fill in.',
  })
  @IsOptional()
  @IsString()
  website?: string | null;
}

@InputType('DecideMembershipApplicationInput', {
  description: 'A staff decision on a membership application.',
})
export class DecideMembershipApplicationInput {
  @Field(() => UUIDScalar, { description: 'The application.' })
  @IsString()
  id!: string;

  @Field(() => Boolean, {
    description: 'true approves (and invites the applicant), false declines.',
  })
  @IsBoolean()
  approve!: boolean;

  @Field(() => String, { nullable: true, description: 'Optional, up to 1000 characters.' })
  @IsOptional()
  @IsString()
  reason?: string | null;
}

@ObjectType('MembershipApplication', {
  description: 'An application to join the association, as staff see it.',
})
export class MembershipApplicationType {
  @Field(() => ID, { description: 'The application id.' })
  id!: string;

  @Field(() => String, { description: "The applicant's full name." })
  fullName!: string;

  @Field(() => String, { description: "The applicant's e-mail address." })
  email!: string;

  @Field(() => String, { description: "The applicant's phone number, if given.", nullable: true })
  phone!: string | null;

  @Field(() => String, { description: "The applicant's bar registration number." })
  barNumber!: string;

  @Field(() => String, { description: "The applicant's field of law, if given.", nullable: true })
  specialization!: string | null;

  @Field(() => String, { description: 'Where the applicant practises, if given.', nullable: true })
  city!: string | null;

  @Field(() => String, { description: 'What the applicant wrote, if anything.', nullable: true })
  message!: string | null;

  @Field(() => MembershipApplicationStatus, { description: 'Pending, approved or declined.' })
  status!: MembershipApplicationStatus;

  @Field(() => Date, { description: 'When the application was sent.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When staff decided; null while pending.', nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { description: 'Why it was declined, if said.', nullable: true })
  decisionReason!: string | null;

  static from(row: MembershipApplicationRow): MembershipApplicationType {
    return Object.assign(new MembershipApplicationType(), {
      ...row,
      status: row.status as MembershipApplicationStatus,
    });
  }
}

@ObjectType('MembershipDecision', {
  description: 'The outcome of a decision on a membership application.',
})
export class MembershipDecisionType {
  @Field(() => MembershipApplicationType, { description: 'The application as decided.' })
  application!: MembershipApplicationType;

  @Field(() => Boolean, {
    description:
      'Whether the applicant was invited to create an account (approvals of an address without one).',
  })
  invited!: boolean;
}
