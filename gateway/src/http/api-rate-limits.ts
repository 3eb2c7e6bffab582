import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isDependencyOutage } from '../errors/dependency-outage.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import { type RateLimitState, rateLimitsOf } from '../redis/rate-limit.js';
import { LeasedRateLimit, leaseSizeFor } from '../redis/rate-limit-lease.js';
import type { ApiRateLimits } from '../settings/api-rate-limits.js';
import { isApiPath } from './access-control.js';
import { addressGroupOf } from './address-group.js';
import { bearerTokenOf } from './authentication.js';
import { GRAPHQL_PATH } from './graphql-path.js';

interface Limit {
  name: 'address' | 'token';
  limit: LeasedRateLimit;
}

/**
 * Rate limits on /graphql and /api in Redis (shared by every gateway process), on the one
 * rate-limit factory (redis/rate-limit.ts): per client address, and per token for Bearer
 * requests. Both counts of a token request are sent together, so that deciding a request waits
 * for one Redis round trip. Answers carry the IETF RateLimit-Limit / -Remaining / -Reset headers
 * of the tighter limit and a RateLimit-Policy naming each; a refused request answers 429
 * RATE_LIMITED with Retry-After.
 *
 * Redis down: a token request answers 503 at once (the integrator retries after Retry-After:
 * the limit that protects the portal from programs is never skipped). The per-address limit is
 * skipped with a warning instead, so that members' pages keep working on what PostgreSQL alone
 * serves (sessions, reading), as they did before this limit existed.
 */
export function registerApiRateLimits(
  app: FastifyInstance,
  { redis, redisPrefix, limits }: { redis: Redis; redisPrefix: string; limits: ApiRateLimits },
): void {
  const inRedis = rateLimitsOf(redis, redisPrefix, 'api-rate');
  const rule = (points: number) => ({ points, windowSeconds: limits.windowSeconds });
  // Every request's limit, counted in leases (rate-limit-lease.ts): most are decided without a
  // round trip to Redis, and it is skipped when Redis is down anyway.
  const addressRule = rule(limits.perAddress);
  const perAddress: Limit = {
    name: 'address',
    limit: new LeasedRateLimit(
      inRedis('address', addressRule),
      leaseSizeFor(addressRule.points),
      () => redis.status === 'ready',
    ),
  };
  // A program's: counted at every request, so that it is refused (503) as soon as Redis is down.
  const perToken: Limit = {
    name: 'token',
    limit: new LeasedRateLimit(inRedis('token', rule(limits.perToken)), 1),
  };
  const policy = [perAddress, perToken]
    .map(
      (limit) => `${limit.limit.rule.points};w=${limits.windowSeconds};comment="per ${limit.name}"`,
    )
    .join(', ');

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A page's form post does what a GraphQL mutation does: the same limits.
    if (path !== GRAPHQL_PATH && !isApiPath(path) && !request.routeOptions.config.pageForm) return;
    const token = bearerTokenOf(request);
    const counts = await Promise.all([
      counted(perAddress, addressGroupOf(request.ip), request, { failOpen: true }),
      // Counted before the token is looked up, so that a flood of (even bogus) tokens costs
      // PostgreSQL nothing.
      token === undefined ? null : counted(perToken, token, request, { failOpen: false }),
    ]);
    const states = counts.filter((state) => state !== null);
    if (states.length === 0) return;
    answerHeaders(reply, states, policy);
  });
}

async function counted(
  { name, limit }: Limit,
  key: string,
  request: FastifyRequest,
  { failOpen }: { failOpen: boolean },
): Promise<RateLimitState | null> {
  try {
    return await limit.hit(key);
  } catch (error) {
    if (!failOpen || !isDependencyOutage(error)) throw error;
    request.log.warn({ err: error }, `rate limit per ${name} skipped: Redis is down`);
    return null;
  }
}

function answerHeaders(
  reply: FastifyReply,
  states: readonly RateLimitState[],
  policy: string,
): void {
  const exceeded = states.filter((state) => state.exceeded);
  // The limit closest to refusing is the one a client must pace itself by.
  const tightest = [...states].sort((a, b) => a.remaining - b.remaining)[0] as RateLimitState;
  reply.header('ratelimit-policy', policy);
  reply.header('ratelimit-limit', tightest.limit);
  reply.header('ratelimit-remaining', tightest.remaining);
  reply.header('ratelimit-reset', tightest.resetSeconds);
  if (exceeded.length === 0) return;
  const retryAfter = Math.max(1, ...exceeded.map((state) => state.resetSeconds));
  reply.header('ratelimit-reset', retryAfter);
  throw new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many requests: wait ${retryAfter} s before trying again.`,
    { retryAfterSeconds: retryAfter },
  );
}
