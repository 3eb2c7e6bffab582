import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';

// The same answer for an unknown e-mail and a wrong password: it must not reveal which accounts exist.
export const invalidCredentials = (): DomainError =>
  new DomainError(ErrorCode.INVALID_CREDENTIALS, 'Incorrect e-mail or password.');

export const tooManySignInAttempts = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many failed sign-in attempts. Try again in ${waitOf(retryAfterSeconds)}.`,
    { retryAfterSeconds },
  );

export const signInUnavailable = (): DomainError =>
  new DomainError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'Signing in is temporarily unavailable. Please try again in a moment.',
  );

function waitOf(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
