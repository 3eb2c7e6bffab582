// The one place where the document library reports security-relevant events: each goes to the
// security log (a row for the admin page, and a structured log line).
import { recordSecurityEvent, type SecurityLogTarget } from '../security-log/index.js';

/** An upload refused (type, name, size, quota, rate) or a file quarantined by the scanner. */
export type UploadSecurityEvent =
  | {
      event: 'upload.refused';
      memberId: string;
      fileName: string | null;
      /** The answer's status and code (415 UNSUPPORTED_MEDIA_TYPE, 429 RATE_LIMITED, …). */
      status: number;
      code: string;
      reason: string;
    }
  | {
      event: 'upload.quarantined';
      memberId: string;
      documentId: string;
      fileName: string;
      checksum: string;
      signature: string;
    };

/** Where the request came from, when a request caused the event (not for the worker's scans). */
export interface UploadEventOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** Records `event` in the security log; never throws (see recordSecurityEvent). */
export function reportUploadSecurityEvent(
  target: SecurityLogTarget,
  { event: type, memberId, ...details }: UploadSecurityEvent,
  origin: UploadEventOrigin = {},
): Promise<void> {
  return recordSecurityEvent(target, {
    type,
    actorUserId: memberId,
    subjectUserId: memberId,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
    details,
  });
}
