// HTTP to the stack under test as a load balancer would send it: each request goes to the next
// gateway that is up; every answer is recorded (status, time, which gateway, whether the suite
// killed that gateway while the request was on its way).

import { randomUUID } from 'node:crypto';
import { signInOverHttp } from '../lib/demo-sign-in.ts';
import type { Stack } from './stack.ts';

export interface Answer {
  /** HTTP status, or 'network' (connection refused/reset) or 'timeout'. */
  status: number | 'network' | 'timeout';
  ms: number;
  body: Record<string, unknown> | unknown[] | undefined;
  retryAfter: string | null;
  gateway: number;
  /** The gateway was killed or stopped by the suite while this request was in flight. */
  cut: boolean;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  cookie?: string;
  json?: unknown;
  multipart?: Upload;
  /** Send to this gateway rather than the next one up. */
  gateway?: number;
}

export interface Upload {
  fields: Record<string, string>;
  fileName: string;
  bytes: number;
  bytesPerSecond: number;
}

export class Client {
  private next = 0;
  /** Requests in flight per gateway index. */
  readonly inFlight = new Map<number, { total: number; uploads: number }>();

  private readonly stack: Stack;
  private readonly timeoutMs: number;

  constructor(stack: Stack, timeoutMs: number) {
    this.stack = stack;
    this.timeoutMs = timeoutMs;
  }

  get busy(): number {
    let total = 0;
    for (const counts of this.inFlight.values()) total += counts.total;
    return total;
  }

  async send(spec: RequestSpec): Promise<Answer> {
    const live = this.stack.liveGateways();
    const target =
      spec.gateway !== undefined
        ? { index: spec.gateway, url: this.stack.gatewayUrl(spec.gateway) }
        : live[this.next++ % Math.max(1, live.length)];
    if (!target) {
      return {
        status: 'network',
        ms: 0,
        body: undefined,
        retryAfter: null,
        gateway: -1,
        cut: true,
      };
    }
    const generation = this.stack.generationOf('gateway', target.index);
    const counts = this.inFlight.get(target.index) ?? { total: 0, uploads: 0 };
    this.inFlight.set(target.index, counts);
    counts.total += 1;
    if (spec.multipart) counts.uploads += 1;
    const began = performance.now();
    const headers: Record<string, string> = {};
    if (spec.cookie) headers.cookie = spec.cookie;
    let body: RequestInit['body'];
    if (spec.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.json);
    } else if (spec.multipart) {
      const boundary = `chaos-${randomUUID()}`;
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      headers['x-requested-with'] = 'chaos';
      body = ReadableStream.from(multipartBody(boundary, spec.multipart)) as ReadableStream;
    }
    try {
      const response = await fetch(`${target.url}${spec.path}`, {
        method: spec.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        ...(spec.multipart ? { duplex: 'half' } : {}),
      } as RequestInit);
      const text = await response.text();
      let parsed: Answer['body'];
      try {
        parsed = text === '' ? undefined : (JSON.parse(text) as Answer['body']);
      } catch {
        parsed = { text: text.slice(0, 200) };
      }
      return {
        status: response.status,
        ms: performance.now() - began,
        body: parsed,
        retryAfter: response.headers.get('retry-after'),
        gateway: target.index,
        cut: false,
      };
    } catch (error) {
      const timeout = (error as Error).name === 'TimeoutError';
      return {
        status: timeout ? 'timeout' : 'network',
        ms: performance.now() - began,
        body: { error: String((error as Error).cause ?? error) },
        retryAfter: null,
        gateway: target.index,
        cut: this.stack.generationOf('gateway', target.index) !== generation,
      };
    } finally {
      counts.total -= 1;
      if (spec.multipart) counts.uploads -= 1;
    }
  }

  /** Signs in and returns the session cookie ("name=value"). */
  async signIn(email: string, password: string): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const live = this.stack.liveGateways()[0];
      if (!live) throw new Error('no gateway is up');
      try {
        return await signInOverHttp(live.url, email, password, AbortSignal.timeout(this.timeoutMs));
      } catch (error) {
        if (attempt >= 3) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const encoder = new TextEncoder();
// Plain UTF-8 text (the upload accepts it as text/plain), 64 KiB at a time.
const CHUNK = encoder.encode(
  Array.from(
    { length: 1024 },
    (_, n) => `chaos upload line ${String(n).padStart(6, '0')} ${'x'.repeat(40)}\n`,
  ).join(''),
);

/** A multipart body sent at `bytesPerSecond`, so that an upload stays in flight for a while. */
async function* multipartBody(boundary: string, upload: Upload): AsyncGenerator<Uint8Array> {
  for (const [name, value] of Object.entries(upload.fields)) {
    yield encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  }
  yield encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${upload.fileName}"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
  let sent = 0;
  while (sent < upload.bytes) {
    const size = Math.min(CHUNK.length, upload.bytes - sent);
    yield CHUNK.subarray(0, size);
    sent += size;
    await new Promise((resolve) => setTimeout(resolve, (size / upload.bytesPerSecond) * 1000));
  }
  yield encoder.encode(`\r\n--${boundary}--\r\n`);
}
