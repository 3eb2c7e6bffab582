import { MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Required } from '../../../errors/input-decorators.js';
import type { SessionSummary } from '../../users/index.js';
import { readUserAgent } from '../user-agent.js';
import { ViewerType } from './viewer.type.js';

/** A TOTP code has 6 digits, a recovery code 19 characters with its dashes; room for spaces. */
export const MFA_CODE_MAX_LENGTH = 64;

@ObjectType('SignInResult', {
  description:
    'The answer to the password step: signed in (viewer), or a second step is needed (mfaRequired).',
})
export class SignInResultType {
  @Field(() => ViewerType, {
    nullable: true,
    description: 'The signed-in person; null while the second step is pending.',
  })
  viewer!: ViewerType | null;

  @Field(() => Boolean, {
    description:
      'The account has two-step sign-in: send a code (or a recovery code) with completeSignIn. A short-lived httpOnly challenge cookie holds the half-signed-in state; it grants no rights.',
  })
  mfaRequired!: boolean;
}

@InputType('MfaCodeInput', { description: 'A code of the authenticator app or a recovery code.' })
export class MfaCodeInput {
  @Field(() => String, {
    description: 'The 6-digit code of the authenticator app, or one of the recovery codes.',
  })
  @Required()
  @MaxLength(MFA_CODE_MAX_LENGTH)
  code!: string;
}

@InputType('DisableMfaInput', {
  description: 'Proof that the account owner is here: the password or a current code.',
})
export class DisableMfaInput {
  @Field(() => String, { description: 'The account password (or a code instead).', nullable: true })
  @MaxLength(256)
  password?: string | null;

  @Field(() => String, {
    description: 'A current code of the authenticator app (or the password instead).',
    nullable: true,
  })
  @MaxLength(MFA_CODE_MAX_LENGTH)
  code?: string | null;
}

@InputType('ReauthenticateInput', {
  description:
    'The password, and a code when two-step sign-in is on: proof that the account owner is here.',
})
export class ReauthenticateInput {
  @Field(() => String, { description: 'The account password.' })
  @Required()
  @MaxLength(256)
  password!: string;

  @Field(() => String, {
    description: 'A current code of the authenticator app, or a recovery code (two-step on).',
    nullable: true,
  })
  @MaxLength(MFA_CODE_MAX_LENGTH)
  code?: string | null;
}

@ObjectType('MfaEnrolment', {
  description: 'A new TOTP secret to add to an authenticator app; confirm it with a code.',
})
export class MfaEnrolmentType {
  @Field(() => String, { description: 'Base32, to type in when the QR code cannot be scanned.' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// URI (what the QR code holds).' })
  otpauthUri!: string;

  @Field(() => String, { description: 'The QR code as an SVG data: URL for an <img>.' })
  qrCodeDataUrl!: string;
}

@ObjectType('MfaRecoveryCodes', {
  description: 'One-time recovery codes, shown once: only their hashes are kept.',
})
export class MfaRecoveryCodesType {
  @Field(() => [String], {
    description: 'One-time codes for signing in without the app, shown once: keep them safe.',
  })
  recoveryCodes!: string[];

  @Field(() => ViewerType, { description: 'The viewer, now with two-step sign-in on.' })
  viewer!: ViewerType;
}

@ObjectType('MfaStatus', { description: "The viewer's two-step sign-in." })
export class MfaStatusType {
  @Field(() => Boolean, { description: 'Two-step sign-in is on.' })
  enabled!: boolean;

  @Field(() => Boolean, {
    description: 'Staff must have it on; until they do, everything else answers MFA_REQUIRED.',
  })
  required!: boolean;

  @Field(() => Int, { description: 'Unused recovery codes.' })
  recoveryCodesLeft!: number;
}

@ObjectType('MemberSession', { description: 'A browser or device signed in to the account.' })
export class MemberSessionType {
  @Field(() => ID, { description: 'A handle for signing this session out (not its token).' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'The browser’s User-Agent at sign-in.' })
  userAgent!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The browser and its major version, read from the User-Agent ("Chrome 131").',
  })
  browser!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The operating system, read from the User-Agent ("Android 14").',
  })
  operatingSystem!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What kind of device: desktop, mobile, tablet, tv or bot; null when unknown.',
  })
  deviceType!: string | null;

  @Field(() => String, { nullable: true, description: 'The address it signed in from.' })
  ipAddress!: string | null;

  @Field(() => Date, { description: 'When the session was signed in.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'Last request, to within a few minutes.' })
  lastUsedAt!: Date;

  @Field(() => Boolean, { description: 'The session of this very request.' })
  current!: boolean;

  static from(summary: SessionSummary, currentHandle: string | undefined): MemberSessionType {
    return Object.assign(new MemberSessionType(), {
      id: summary.handle,
      userAgent: summary.userAgent,
      ...readUserAgent(summary.userAgent),
      ipAddress: summary.ip,
      createdAt: summary.createdAt,
      lastUsedAt: summary.lastSeenAt,
      current: summary.handle === currentHandle,
    });
  }
}
