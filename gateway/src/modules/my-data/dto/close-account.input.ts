import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Required } from '../../../errors/input-decorators.js';
import { MFA_CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../auth/index.js';

@InputType('CloseAccountInput', {
  description: 'The current password (and a code when two-step sign-in is on).',
})
// The same proof as ChangePasswordInput's (TypeGraphQL 2 rc has no abstract input types).
export class CloseAccountInput {
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
