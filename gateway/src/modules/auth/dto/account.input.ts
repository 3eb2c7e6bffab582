import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsEmailAddress, Required } from '../../../errors/input-decorators.js';
import { MFA_CODE_MAX_LENGTH } from './mfa.type.js';
import { PASSWORD_MAX_LENGTH } from './sign-in.input.js';

// Tokens are 43 characters; a longer one cannot be a link's and is refused unread.
export const LINK_TOKEN_MAX_LENGTH = 200;

@InputType('RequestPasswordResetInput', {
  description: 'The address of the account whose password is forgotten.',
})
export class RequestPasswordResetInput {
  @Field(() => String, { description: "The account's e-mail address." })
  @IsEmailAddress()
  email!: string;
}

@InputType('ResetPasswordInput', { description: 'A reset link’s token and the new password.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token at the end of the link in the e-mail.' })
  @Required()
  @MaxLength(LINK_TOKEN_MAX_LENGTH)
  token!: string;

  @Field(() => String, { description: 'The new password (the same rules as at sign-up).' })
  @Required()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

/**
 * What a sensitive change asks again: the password used today and, with two-step sign-in on, a
 * code. The inputs that need it extend it (their fields with these); never an argument itself,
 * so the schema has no type of this name.
 */
@InputType('CurrentSecretInput')
export class CurrentSecretInput {
  @Field(() => String, { description: 'The password used today.' })
  @Required()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword!: string;

  @Field(() => String, {
    nullable: true,
    description: 'A current code of the authenticator app, or a recovery code (two-step on).',
  })
  @MaxLength(MFA_CODE_MAX_LENGTH)
  code?: string | null;
}

@InputType('ChangePasswordInput', {
  description: 'The current password (and a code when two-step sign-in is on), then the new one.',
})
export class ChangePasswordInput extends CurrentSecretInput {
  @Field(() => String, { description: 'The new password (the same rules as at sign-up).' })
  @Required()
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword!: string;
}

@InputType('RequestEmailChangeInput', {
  description: 'The current password (and code), and the address to confirm.',
})
export class RequestEmailChangeInput extends CurrentSecretInput {
  @Field(() => String, { description: 'The new address; a link sent to it confirms it.' })
  @IsEmailAddress()
  newEmail!: string;
}

@InputType('ConfirmEmailChangeInput', { description: 'The token of a confirmation link.' })
export class ConfirmEmailChangeInput {
  @Field(() => String, { description: 'The token at the end of the link in the e-mail.' })
  @Required()
  @MaxLength(LINK_TOKEN_MAX_LENGTH)
  token!: string;
}
