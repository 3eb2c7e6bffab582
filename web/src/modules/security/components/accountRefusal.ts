import { PASSWORD_TOO_WEAK, serverRefusal } from '../../../lib/accountRules.js';

/** The fields of the security page's account forms that a refusal can name. */
export type AccountField = 'currentPassword' | 'code' | 'newPassword' | 'newEmail';

/** The gateway's wording for these refusals (gateway auth/account/account.errors.ts). */
const SAME_EMAIL = 'is already the address of this account';
const EMAIL_TAKEN = 'is used by another account';

/** A refusal as the forms show it: message keys by field, or one for the whole form. */
export interface AccountRefusal {
  fields: Partial<Record<AccountField, string>>;
  form: string | null;
}

const ERRORS = 'pages.security.account.errors';

/** The message keys of a refused password or address change. */
export function accountRefusal(error: unknown): AccountRefusal {
  const { code, fields } = serverRefusal(error);
  if (code === 'INVALID_MFA_CODE') return { fields: { code: `${ERRORS}.invalidCode` }, form: null };
  if (code === 'RATE_LIMITED') return { fields: {}, form: `${ERRORS}.rateLimited` };
  if (code !== 'BAD_USER_INPUT') return { fields: {}, form: `${ERRORS}.unknown` };
  const keys: Partial<Record<AccountField, string>> = {};
  if (fields.currentPassword) keys.currentPassword = `${ERRORS}.wrongPassword`;
  if (fields.newPassword) {
    keys.newPassword =
      fields.newPassword === PASSWORD_TOO_WEAK
        ? `${ERRORS}.passwordWeak`
        : `${ERRORS}.passwordLength`;
  }
  if (fields.newEmail) {
    keys.newEmail =
      fields.newEmail === SAME_EMAIL
        ? `${ERRORS}.sameEmail`
        : fields.newEmail === EMAIL_TAKEN
          ? `${ERRORS}.emailTaken`
          : `${ERRORS}.email`;
  }
  return Object.keys(keys).length > 0
    ? { fields: keys, form: null }
    : { fields: {}, form: `${ERRORS}.unknown` };
}
