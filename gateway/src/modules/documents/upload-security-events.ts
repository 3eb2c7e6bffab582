// The one place where the document library reports security-relevant events. For now each one
// is a structured log line on stdout; the security log will take them from this function.

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

type Sink = (line: string) => void;

let sink: Sink = (line) => {
  process.stdout.write(`${line}\n`);
};

/** Emits `event` as one JSON line: `{"time":…,"event":"upload.refused",…}`. */
export function emitUploadSecurityEvent(event: UploadSecurityEvent): void {
  sink(JSON.stringify({ time: new Date().toISOString(), level: 'warn', ...event }));
}

/** Where the lines go (tests read them); answers the previous sink to restore it. */
export function setUploadSecurityEventSink(next: Sink): Sink {
  const previous = sink;
  sink = next;
  return previous;
}
