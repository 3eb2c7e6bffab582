// The server's rules (gateway/src/modules/invitations/invitations.service.ts), checked before
// sending so that most mistakes are explained at once, beside their field.

export const FULL_NAME_LENGTH = { min: 2, max: 120 } as const;
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,40}$/;
export const PASSWORD_LENGTH = { min: 12, max: 256 } as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidFullName(value: string): boolean {
  const name = value.trim();
  return name.length >= FULL_NAME_LENGTH.min && name.length <= FULL_NAME_LENGTH.max;
}

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value.trim());
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_LENGTH.min && value.length <= PASSWORD_LENGTH.max;
}
