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
  name: 'MembershipApplicationStatus',
  description: 'Where an application to join the association stands.',
});

// Lengths and formats are checked by the service (after trimming), which names each bad field.
@InputType('MembershipApplicationInput')
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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  specialization?: string | null;

  @Field(() => String, { nullable: true })
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

@InputType('DecideMembershipApplicationInput')
export class DecideMembershipApplicationInput {
  @Field(() => UUIDScalar)
  @IsString()
  id!: string;

  @Field(() => Boolean)
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
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String)
  barNumber!: string;

  @Field(() => String, { nullable: true })
  specialization!: string | null;

  @Field(() => String, { nullable: true })
  city!: string | null;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => MembershipApplicationStatus)
  status!: MembershipApplicationStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true })
  decisionReason!: string | null;

  static from(row: MembershipApplicationRow): MembershipApplicationType {
    return Object.assign(new MembershipApplicationType(), {
      ...row,
      status: row.status as MembershipApplicationStatus,
    });
  }
}

@ObjectType('MembershipDecision')
export class MembershipDecisionType {
  @Field(() => MembershipApplicationType)
  application!: MembershipApplicationType;

  @Field(() => Boolean, {
    description:
      'Whether the applicant was invited to create an account (approvals of an address without one).',
  })
  invited!: boolean;
}
