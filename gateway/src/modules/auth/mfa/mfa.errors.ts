import { DomainError } from '../../../errors/domain-error.js';
import { ErrorCode } from '../../../errors/error-code.js';

// One answer for a wrong, reused or replayed code: an attacker learns nothing from the difference.
export const invalidMfaCode = (): DomainError =>
  new DomainError(ErrorCode.INVALID_MFA_CODE, 'That code is not valid. Try a new one.');

export const mfaChallengeExpired = (): DomainError =>
  new DomainError(
    ErrorCode.UNAUTHENTICATED,
    'This sign-in has expired. Enter your e-mail and password again.',
  );

export const mfaAlreadyOn = (): DomainError =>
  new DomainError(
    ErrorCode.CONFLICT,
    'Two-step sign-in is already on. Turn it off first to set it up again.',
  );

export const mfaNotStarted = (): DomainError =>
  new DomainError(ErrorCode.CONFLICT, 'Start setting up two-step sign-in first.');

export const mfaNotOn = (): DomainError =>
  new DomainError(ErrorCode.CONFLICT, 'Two-step sign-in is not on.');
