import { badUserInput, DomainError } from '../../../errors/domain-error.js';
import { ErrorCode } from '../../../errors/error-code.js';

// One answer for a used, replaced, expired or made-up link: nothing tells them apart.
export const invalidAccountLink = (): DomainError =>
  new DomainError(
    ErrorCode.NOT_FOUND,
    'This link is no longer valid: it was used, replaced by a newer one, or has expired.',
  );

export const tooManyAccountEmails = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many requests for this account or address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );

export const accountEmailsUnavailable = (): DomainError =>
  new DomainError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'This is temporarily unavailable. Please try again in a moment.',
  );

/** The field problems the web reads to say what is wrong (stable texts). */
export const SAME_EMAIL_PROBLEM = 'is already the address of this account';
export const EMAIL_TAKEN_PROBLEM = 'is used by another account';

export const emailTaken = (): DomainError => badUserInput({ newEmail: EMAIL_TAKEN_PROBLEM });
