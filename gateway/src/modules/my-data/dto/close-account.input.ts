import { InputType } from 'type-graphql';
import { CurrentSecretInput } from '../../auth/index.js';

@InputType('CloseAccountInput', {
  description: 'The current password (and a code when two-step sign-in is on).',
})
export class CloseAccountInput extends CurrentSecretInput {}
