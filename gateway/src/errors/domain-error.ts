import { ErrorCode } from './error-code.js';

/** Field path → what is wrong with it, for forms that show the error beside the field. */
export type FieldErrors = Record<string, string>;

export interface DomainErrorDetails {
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  /** Uploads: the file that was refused (null when the request as a whole was). */
  fileName?: string | null;
}

/**
 * An expected failure whose message is written for the person using the portal. Services throw
 * these; the one error mapper turns them into a REST status or a GraphQL extensions.code.
 */
export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

export const unauthenticated = (): DomainError =>
  new DomainError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');

export const forbidden = (): DomainError =>
  new DomainError(ErrorCode.FORBIDDEN, 'You do not have permission to do this.');

export const notFound = (message = 'Not found.'): DomainError =>
  new DomainError(ErrorCode.NOT_FOUND, message);

export const badUserInput = (fields: FieldErrors): DomainError =>
  new DomainError(ErrorCode.BAD_USER_INPUT, describeFieldErrors(fields), { fields });

export function describeFieldErrors(fields: FieldErrors): string {
  const parts = Object.entries(fields).map(([field, problem]) => `${field} ${problem}`);
  return `Invalid input: ${parts.join('; ')}.`;
}
