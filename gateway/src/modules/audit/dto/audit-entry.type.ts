import { IsDate, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../../values/audit-values.js';
import { type AuditActor, type AuditEntryRow, changesOf } from '../audit.service.js';

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What was done (stored and answered by REST as e.g. moderation.rejected).',
  valuesConfig: {
    MODERATION_APPROVED: { description: 'A moderator approved an item.' },
    MODERATION_REJECTED: { description: 'A moderator rejected an item.' },
    POST_EDITED: { description: "Staff edited a member's discussion post." },
    POST_DELETED: { description: "Staff deleted a member's discussion post." },
    EVENT_UPDATED: { description: 'Staff edited an approved event.' },
    EVENT_CANCELLED: { description: 'Staff cancelled an event.' },
    API_TOKEN_CREATED: { description: 'A staff member created a personal access token.' },
    API_TOKEN_REVOKED: { description: "Staff revoked a member's personal access token." },
    WEBHOOK_CREATED: { description: 'An admin registered a webhook endpoint.' },
    WEBHOOK_UPDATED: { description: 'An admin changed a webhook endpoint.' },
    WEBHOOK_DELETED: { description: 'An admin removed a webhook endpoint.' },
    CONSULTATION_ANSWERED: { description: 'A lawyer accepted or declined a consultation request.' },
    MEMBER_SUSPENDED: {
      description: 'An admin suspended a member: sign-in refused, sessions and tokens ended.',
    },
    MEMBER_REINSTATED: { description: 'An admin reinstated a suspended member.' },
    MEMBER_ROLE_CHANGED: { description: "An admin changed a member's role." },
    INVITATION_RESENT: {
      description: 'Staff sent a pending invitation again with a new link (the old one stops).',
    },
    ACCOUNT_CLOSED: {
      description: 'A member closed their own account (their name is pseudonymised since).',
    },
  },
});

registerEnumType(AuditSubjectKind, {
  name: 'AuditSubjectKind',
  description: 'What kind of item an entry is about.',
  valuesConfig: {
    NEWS: { description: 'A news item.' },
    REVIEW: { description: "A review of a lawyer's consultation." },
    SUBMITTED_NEWS: { description: 'A news item submitted by a member.' },
    SUBMITTED_EVENT: { description: 'An event submitted by a member.' },
    SUBMITTED_SOCIAL: { description: 'A social media post submitted by a member.' },
    DISCUSSION: { description: "A discussion's opening post." },
    REPLY: { description: 'A reply in a discussion.' },
    EVENT: { description: 'An approved event.' },
    API_TOKEN: { description: 'A personal access token.' },
    WEBHOOK: { description: 'A webhook endpoint.' },
    CONSULTATION: { description: 'A consultation request.' },
    MEMBER: { description: "A member's account." },
    INVITATION: { description: 'An invitation to join the portal.' },
  },
});

registerEnumType(AuditScope, {
  name: 'AuditScope',
  description: 'Who may read an entry: every staff member (MODERATION) or admins only (ADMIN).',
  valuesConfig: {
    MODERATION: { description: 'Moderation acts: every staff member reads them.' },
    ADMIN: { description: 'Administration acts: admins only.' },
  },
});

// Lengths and formats are checked by the service, which names each bad field.
@InputType('AuditFilter', { description: 'Filters of the audit trail; the fields combine.' })
export class AuditFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "The actor's id, or part of their name or e-mail address (up to 200 characters).",
  })
  @IsOptional()
  @IsString()
  actor?: string | null;

  @Field(() => AuditAction, { nullable: true, description: 'Only entries of this kind.' })
  @IsOptional()
  action?: AuditAction | null;

  @Field(() => String, {
    nullable: true,
    description: "The item's id: entries about it (and about a discussion's replies).",
  })
  @IsOptional()
  @IsString()
  subject?: string | null;

  @Field(() => Date, { nullable: true, description: 'Entries at or after this instant.' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Entries before this instant.' })
  @IsOptional()
  @IsDate()
  to?: Date | null;
}

@ObjectType('AuditActor', { description: 'The member who acted.' })
export class AuditActorType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;

  @Field(() => String, { description: "The member's e-mail address." })
  email!: string;

  static from(row: AuditActor | null): AuditActorType | null {
    return row ? Object.assign(new AuditActorType(), row) : null;
  }
}

@ObjectType('AuditChange', { description: 'One field an act changed.' })
export class AuditChangeType {
  @Field(() => String, { description: 'The field, e.g. status or title.' })
  field!: string;

  @Field(() => String, { nullable: true, description: 'Its value before, as text (JSON if not).' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'Its value after, as text (JSON if not).' })
  after!: string | null;
}

@ObjectType('AuditEntry', { description: 'One recorded act of the audit trail (staff only).' })
export class AuditEntryType {
  @Field(() => ID, { description: 'The entry id.' })
  id!: string;

  @Field(() => Date, { description: 'When it was done.' })
  createdAt!: Date;

  @Field(() => AuditActorType, {
    nullable: true,
    description: 'Who did it; null once that account is removed.',
  })
  actor!: AuditActorType | null;

  @Field(() => AuditAction, { description: 'What was done.' })
  action!: AuditAction;

  @Field(() => AuditSubjectKind, { description: 'What kind of item it was done to.' })
  subjectKind!: AuditSubjectKind;

  @Field(() => ID, { description: "The item's id." })
  subjectId!: string;

  @Field(() => String, { nullable: true, description: "The item's title at the time." })
  subjectTitle!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The item's page in the portal (a path), when it has one.",
  })
  subjectPath!: string | null;

  @Field(() => String, { nullable: true, description: 'Why, as the actor gave it.' })
  reason!: string | null;

  @Field(() => [AuditChangeType], { description: 'What changed, field by field.' })
  changes!: AuditChangeType[];

  @Field(() => AuditScope, { description: 'Who may read it.' })
  scope!: AuditScope;

  static from(row: AuditEntryRow): AuditEntryType {
    return Object.assign(new AuditEntryType(), {
      ...row,
      actor: AuditActorType.from(row.actor),
      changes: changesOf(row).map((change) => Object.assign(new AuditChangeType(), change)),
    });
  }
}

@ObjectType('AuditEntryConnection', { description: 'A page of the audit trail.' })
export class AuditEntryConnectionType {
  @Field(() => [AuditEntryType], { description: 'Newest first.' })
  entries!: AuditEntryType[];

  @Field(() => Boolean, {
    description: "More entries match: ask again with after = the last entry's id.",
  })
  hasMore!: boolean;
}
