/** What the server answered about a refused upload (413, 415, 429, 400). */
export type UploadProblem =
  | { kind: 'tooLarge' }
  | { kind: 'archiveTooLarge' }
  | { kind: 'quotaExceeded' }
  | { kind: 'rateLimited' }
  | { kind: 'typeRefused' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; status: number };

export class UploadError extends Error {
  override name = 'UploadError';

  constructor(
    readonly problem: UploadProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadRequest {
  file: File;
  title: string;
  description: string;
  practiceAreaId: string | null;
  /** 0 to 1 as the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The upload route (multipart; one document per file). */
export const UPLOAD_URL = '/api/documents';

/**
 * Sends one file through XMLHttpRequest, whose upload events report progress (fetch has none).
 * Resolves with the created document's id; rejects with an UploadError saying why.
 */
export function uploadDocument({
  file,
  title,
  description,
  practiceAreaId,
  onProgress,
  signal,
}: UploadRequest): Promise<string> {
  const form = new FormData();
  // Fields first: the server reads them as the stream arrives.
  if (title) form.append('title', title);
  if (description) form.append('description', description);
  if (practiceAreaId) form.append('practiceAreaId', practiceAreaId);
  form.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    request.withCredentials = true;
    // The server accepts multipart only with this header (a cross-site form cannot send it).
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status === 201 && Array.isArray(body) && typeof body[0]?.id === 'string') {
        onProgress?.(1);
        resolve(body[0].id);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : request.statusText;
      if (request.status === 413 && body?.code === 'QUOTA_EXCEEDED')
        reject(new UploadError({ kind: 'quotaExceeded' }, message));
      else if (request.status === 413 && body?.code === 'ARCHIVE_TOO_LARGE')
        reject(new UploadError({ kind: 'archiveTooLarge' }, message));
      else if (request.status === 413) reject(new UploadError({ kind: 'tooLarge' }, message));
      else if (request.status === 429) reject(new UploadError({ kind: 'rateLimited' }, message));
      else if (request.status === 415) reject(new UploadError({ kind: 'typeRefused' }, message));
      else if (request.status === 400)
        reject(new UploadError({ kind: 'invalid', message }, message));
      else
        reject(
          new UploadError(
            { kind: 'failed', status: request.status },
            `${request.status}: ${message}`,
          ),
        );
    };
    request.onerror = () => reject(new UploadError({ kind: 'failed', status: 0 }, 'network error'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the body is checked field by field.
function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
