// The "fair" baseline's protections (RAW_MODE=fair): what the gateway does on every request,
// done the simplest way — the gateway's own security headers with a fresh CSP nonce, one Redis
// INCR per request for the rate limit, and a request log line — so that each ratio can be read
// against a server that pays for the same protections as well as against the bare one.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** A gateway answer's headers that are its protections (not its content's). */
const CONTENT_HEADERS =
  /^(content-|date$|connection$|keep-alive$|etag$|vary$|transfer-encoding$|ratelimit|x-ratelimit|retry-after$|set-cookie$)/;

export function protectionHeadersOf(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !CONTENT_HEADERS.test(name)));
}

export function installFairProtections(
  app: FastifyInstance,
  redis: Redis,
  headers: Record<string, string>,
): void {
  const policy = headers['content-security-policy'] ?? "default-src 'self'";
  const rest = Object.entries(headers).filter(([name]) => name !== 'content-security-policy');
  app.addHook('onRequest', async (request, reply) => {
    const window = Math.floor(Date.now() / 60_000);
    await redis.incr(`raw:rate:${request.ip}:${window}`);
    for (const [name, value] of rest) reply.header(name, value);
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', `${policy}; script-src 'self' 'nonce-${nonce}'`);
  });
}
