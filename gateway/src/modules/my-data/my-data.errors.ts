import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';

export const tooManyDataExports = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    `You asked for a copy of your data less than a day ago. Try again in ${Math.ceil(retryAfterSeconds / 3600)} hours.`,
    { retryAfterSeconds },
  );

// One answer for a used, expired, made-up or someone else's link: nothing tells them apart.
export const invalidDataExportLink = (): DomainError =>
  new DomainError(
    ErrorCode.NOT_FOUND,
    'This link is no longer valid: it was used, has expired, or is not for this account.',
  );
