import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.js';

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

/**
 * A multipart/form-data body as a browser's upload form sends it (fields, then each file under
 * "files"), with the headers POST /api/documents needs (its CSRF header included).
 */
export function multipart(fields: Record<string, string>, files: readonly UploadFile[]) {
  const boundary = `----portal${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
    },
  };
}

/** POST /api/documents with the files, as the member signed in with session `token`. */
export function uploadDocuments(app: FastifyInstance, token: string, files: readonly UploadFile[]) {
  const { payload, headers } = multipart({}, files);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers,
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
}
