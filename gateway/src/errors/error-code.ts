/** Stable error codes: GraphQL `extensions.code` and the REST body's `code` (shared contract). */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  FORBIDDEN = 'FORBIDDEN',
  /** An admin suspended the account: sign-in is refused (told only after the password is right). */
  ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED',
  /** Staff without multi-factor sign-in: everything but enrolling answers this until they enrol. */
  MFA_REQUIRED = 'MFA_REQUIRED',
  /** A personal access token without the scope the field or route needs (or a session-only one). */
  INSUFFICIENT_SCOPE = 'INSUFFICIENT_SCOPE',
  /** The second sign-in step's code is wrong, already used, or its time step was used before. */
  INVALID_MFA_CODE = 'INVALID_MFA_CODE',
  /**
   * A sensitive account change (two-step sign-in, recovery codes, signing out other sessions)
   * whose session has not proved the password (and code) recently: reauthenticate, then retry.
   */
  REAUTHENTICATION_REQUIRED = 'REAUTHENTICATION_REQUIRED',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  /** An upload larger than its limit (a file's size, or too many files at once). */
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  /** A DOCX/XLSX/PPTX/ODF upload that unpacks past what can be scanned (size, or files in it). */
  ARCHIVE_TOO_LARGE = 'ARCHIVE_TOO_LARGE',
  /** An upload that would pass the member's storage quota for documents. */
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
  /** An upload whose content is not one of the accepted file types. */
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED = 'RATE_LIMITED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.BAD_USER_INPUT:
      return 400;
    case ErrorCode.UNAUTHENTICATED:
    case ErrorCode.INVALID_CREDENTIALS:
    case ErrorCode.INVALID_MFA_CODE:
      return 401;
    case ErrorCode.FORBIDDEN:
    case ErrorCode.ACCOUNT_SUSPENDED:
    case ErrorCode.MFA_REQUIRED:
    case ErrorCode.INSUFFICIENT_SCOPE:
    case ErrorCode.REAUTHENTICATION_REQUIRED:
      return 403;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.CONFLICT:
      return 409;
    case ErrorCode.PAYLOAD_TOO_LARGE:
    case ErrorCode.ARCHIVE_TOO_LARGE:
    case ErrorCode.QUOTA_EXCEEDED:
      return 413;
    case ErrorCode.UNSUPPORTED_MEDIA_TYPE:
      return 415;
    case ErrorCode.RATE_LIMITED:
      return 429;
    case ErrorCode.SERVICE_UNAVAILABLE:
      return 503;
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return 500;
  }
}
