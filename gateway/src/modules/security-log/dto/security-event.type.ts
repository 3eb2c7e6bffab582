import { IsDate, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { SecurityEventType, SecurityOutcome } from '../../../values/security-event-type.js';
import type { SecurityEventMember, SecurityEventRow } from '../security-events.service.js';

registerEnumType(SecurityEventType, {
  valuesConfig: {
    AUTH_SIGNIN_SUCCEEDED: { description: 'A sign-in succeeded.' },
    AUTH_SIGNIN_FAILED: { description: 'A sign-in failed (wrong e-mail or password).' },
    AUTH_SIGNIN_THROTTLED: { description: 'A sign-in was held back by the throttle.' },
    AUTH_ACCOUNT_LIMIT_REACHED: {
      description: 'An account reached its sign-in failure limit: every address now waits.',
    },
    AUTH_SIGNOUT: { description: 'Someone signed out.' },
    AUTH_MFA_ENROLLED: { description: 'Two-step sign-in was turned on.' },
    AUTH_MFA_DISABLED: { description: 'Two-step sign-in was turned off.' },
    AUTH_MFA_FAILED: { description: 'A wrong second-step code.' },
    AUTH_RECOVERY_CODE_USED: { description: 'A recovery code was used.' },
    AUTH_RECOVERY_CODES_REGENERATED: { description: 'New recovery codes replaced the old ones.' },
    AUTH_REAUTHENTICATED: { description: 'A member confirmed the password again in a session.' },
    AUTH_REAUTHENTICATION_FAILED: {
      description: 'A wrong password or code when confirming it again in a session.',
    },
    AUTH_SESSION_REVOKED: { description: 'A session was signed out from the sessions page.' },
    AUTH_SESSIONS_REVOKED_OTHERS: { description: 'Every other session was signed out.' },
    AUTH_PASSWORD_RESET_REQUESTED: {
      description: 'A password reset link was asked for (the answer is the same for any address).',
    },
    AUTH_PASSWORD_RESET: { description: 'A password was set anew from a reset link.' },
    AUTH_PASSWORD_RESET_FAILED: {
      description: 'A reset link that was used, replaced or expired was tried.',
    },
    AUTH_PASSWORD_CHANGED: { description: 'A member changed the password on the security page.' },
    AUTH_EMAIL_CHANGE_REQUESTED: {
      description: 'A member asked to change the e-mail address (a link went to the new one).',
    },
    AUTH_EMAIL_CHANGED: { description: 'A new e-mail address was confirmed from its link.' },
    USER_ROLE_CHANGED: { description: 'A member’s role changed.' },
    API_TOKEN_CREATED: { description: 'A member created a personal access token.' },
    API_TOKEN_REVOKED: {
      description: 'A personal access token was revoked, by its member or by staff.',
    },
    UPLOAD_REFUSED: { description: 'An upload was refused (type, size, quota or rate).' },
    UPLOAD_QUARANTINED: { description: 'An upload was found infected and quarantined.' },
  },
  name: 'SecurityEventType',
  description:
    'What happened (stored and logged as e.g. auth.signin.failed): sign-ins, sign-outs, MFA, sessions, password and e-mail changes, role changes, personal access tokens, refused uploads.',
});

registerEnumType(SecurityOutcome, {
  valuesConfig: {
    SUCCESS: { description: 'It worked.' },
    FAILURE: { description: 'It failed (e.g. a wrong password).' },
    BLOCKED: { description: 'A control refused it (e.g. the sign-in throttle).' },
  },
  name: 'SecurityOutcome',
  description:
    'Whether the attempt worked, failed (e.g. a wrong password) or was blocked by a control.',
});

// Lengths and formats are checked by the service, which names each bad field.
@InputType('SecurityEventFilter', {
  description: 'Filters of the security log; the fields combine (all must match).',
})
export class SecurityEventFilterInput {
  @Field(() => SecurityEventType, { description: 'Only events of this type.', nullable: true })
  @IsOptional()
  type?: SecurityEventType | null;

  @Field(() => SecurityOutcome, { description: 'Only events with this outcome.', nullable: true })
  @IsOptional()
  outcome?: SecurityOutcome | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Part of the name or e-mail address of the member who acted or whose account it concerns (up to 200 characters).',
  })
  @IsOptional()
  @IsString()
  member?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The start of the client address, e.g. "203.0.113." (up to 64 characters).',
  })
  @IsOptional()
  @IsString()
  ip?: string | null;

  @Field(() => Date, { nullable: true, description: 'Events at or after this instant.' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Events before this instant.' })
  @IsOptional()
  @IsDate()
  to?: Date | null;
}

@ObjectType('SecurityEventMember', { description: 'A member named by a security event.' })
export class SecurityEventMemberType {
  @Field(() => ID, { description: "The member's id." })
  id!: string;

  @Field(() => String, { description: "The member's full name." })
  fullName!: string;

  @Field(() => String, { description: "The member's e-mail address." })
  email!: string;

  static from(row: SecurityEventMember | null): SecurityEventMemberType | null {
    return row ? Object.assign(new SecurityEventMemberType(), row) : null;
  }
}

@ObjectType('SecurityEvent', { description: 'One entry of the security log (admins only).' })
export class SecurityEventObject {
  @Field(() => ID, { description: 'The event id.' })
  id!: string;

  @Field(() => Date, { description: 'When it happened.' })
  occurredAt!: Date;

  @Field(() => SecurityEventType, { description: 'What happened.' })
  type!: SecurityEventType;

  @Field(() => SecurityOutcome, { description: 'Whether it worked, failed or was blocked.' })
  outcome!: SecurityOutcome;

  @Field(() => SecurityEventMemberType, {
    nullable: true,
    description: 'Who acted; null for an anonymous attempt.',
  })
  actor!: SecurityEventMemberType | null;

  @Field(() => SecurityEventMemberType, {
    nullable: true,
    description: 'Whose account the event concerns, when it names one.',
  })
  subject!: SecurityEventMemberType | null;

  @Field(() => String, { nullable: true, description: 'The client address.' })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'The browser, truncated to 256 characters.' })
  userAgent!: string | null;

  @Field(() => String, {
    description: 'Context as a JSON object, e.g. {"kind":"account"}; never secrets.',
  })
  details!: string;

  static from(row: SecurityEventRow): SecurityEventObject {
    return Object.assign(new SecurityEventObject(), {
      ...row,
      actor: SecurityEventMemberType.from(row.actor),
      subject: SecurityEventMemberType.from(row.subject),
      details: JSON.stringify(row.details),
    });
  }
}

@ObjectType('SecurityEventConnection', { description: 'A page of the security log.' })
export class SecurityEventConnectionType {
  @Field(() => [SecurityEventObject], { description: 'Newest first.' })
  events!: SecurityEventObject[];

  @Field(() => Boolean, {
    description: "More events match: ask again with after = the last event's id.",
  })
  hasMore!: boolean;
}
