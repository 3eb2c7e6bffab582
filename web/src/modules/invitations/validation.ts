// The server's rules (gateway/src/modules/invitations/invitations.service.ts), checked before
// sending so that most mistakes are explained at once, beside their field.

export const FULL_NAME_LENGTH = { min: 2, max: 120 } as const;
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,40}$/;
export { isValidEmail, isValidPassword, PASSWORD_LENGTH } from '../../lib/accountRules.js';

export function isValidFullName(value: string): boolean {
  const name = value.trim();
  return name.length >= FULL_NAME_LENGTH.min && name.length <= FULL_NAME_LENGTH.max;
}

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value.trim());
}
