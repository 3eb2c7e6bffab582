export {
  PASSWORD_TOO_WEAK,
  type ServerRefusal,
  serverRefusal,
} from '../../lib/accountRules.js';

// The exact wording the gateway uses for these refusals.
export const USERNAME_TAKEN = 'is already taken';
export const ALREADY_MEMBER = 'already belongs to a member';
