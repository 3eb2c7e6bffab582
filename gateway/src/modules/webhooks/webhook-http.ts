import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface PostAnswer {
  /** The receiver's HTTP status; null when there was none (refused, timed out, unreachable). */
  status: number | null;
  /** The start of the answer's body (at most `excerptChars`). */
  excerpt: string | null;
  error: string | null;
}

/**
 * POSTs a JSON body with node:http(s) rather than fetch: its `lookup` option lets the caller
 * check the addresses the socket really connects to. No redirects are followed (a 3xx is an
 * answer like any other), the whole exchange has a deadline, and only the first characters of
 * the answer are read before the connection is dropped.
 */
export function postJson(
  url: string,
  body: string,
  options: {
    headers: Record<string, string>;
    timeoutMs: number;
    lookup: LookupFunction;
    excerptChars: number;
  },
): Promise<PostAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: PostAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(answer);
    };
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: options.lookup,
        // A fresh connection each time: a pooled socket would skip the address check.
        agent: false,
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'bar-portal-webhooks/1',
        },
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= options.excerptChars) {
            response.destroy();
            done({
              status: response.statusCode ?? null,
              excerpt: excerpt.slice(0, options.excerptChars),
              error: null,
            });
          }
        });
        response.on('end', () =>
          done({ status: response.statusCode ?? null, excerpt, error: null }),
        );
        response.on('error', () =>
          done({ status: response.statusCode ?? null, excerpt, error: null }),
        );
      },
    );
    const deadline = setTimeout(() => {
      request.destroy();
      done({ status: null, excerpt: null, error: `no answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    request.on('error', (error) =>
      done({ status: null, excerpt: null, error: error.message.slice(0, 300) }),
    );
    request.end(body);
  });
}
