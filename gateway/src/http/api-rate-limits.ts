import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isDependencyOutage } from '../errors/dependency-outage.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import { hashToken } from '../modules/users/index.js';
import type { ApiRateLimits } from '../settings/api-rate-limits.js';
import { isApiPath } from './access-control.js';
import { addressGroupOf } from './address-group.js';
import { bearerTokenOf } from './authentication.js';
import { GRAPHQL_PATH } from './graphql-path.js';

interface Limit {
  name: 'address' | 'token';
  max: number;
  check: ReturnType<FastifyInstance['createRateLimit']>;
}

type Outcome = Exclude<Awaited<ReturnType<Limit['check']>>, { isAllowed: true }>;

/**
 * Rate limits on /graphql and /api with @fastify/rate-limit's Redis store (shared by every
 * gateway process): per client address, and per token for Bearer requests. Answers carry the
 * IETF RateLimit-Limit / -Remaining / -Reset headers of the tighter limit and a RateLimit-Policy
 * naming each; a refused request answers 429 RATE_LIMITED with Retry-After.
 *
 * Redis down: a token request answers 503 at once (the integrator retries after Retry-After:
 * the limit that protects the portal from programs is never skipped). The per-address limit is
 * skipped with a warning instead, so that members' pages keep working on what PostgreSQL alone
 * serves (sessions, reading), as they did before this limit existed.
 */
export async function registerApiRateLimits(
  app: FastifyInstance,
  { redis, redisPrefix, limits }: { redis: Redis; redisPrefix: string; limits: ApiRateLimits },
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${redisPrefix}:api-rate:`,
    enableDraftSpec: true,
  });
  const timeWindow = limits.windowSeconds * 1000;
  const perAddress: Limit = {
    name: 'address',
    max: limits.perAddress,
    check: app.createRateLimit({
      max: limits.perAddress,
      timeWindow,
      keyGenerator: (request) => `address:${addressGroupOf(request.ip)}`,
    }),
  };
  const perToken: Limit = {
    name: 'token',
    max: limits.perToken,
    check: app.createRateLimit({
      max: limits.perToken,
      timeWindow,
      // Counted before the token is looked up, so that a flood of (even bogus) tokens costs
      // PostgreSQL nothing; the hash keeps the secret out of Redis.
      keyGenerator: (request) => `token:${hashToken(bearerTokenOf(request) ?? '')}`,
    }),
  };
  const policy = [perAddress, perToken]
    .map((limit) => `${limit.max};w=${limits.windowSeconds};comment="per ${limit.name}"`)
    .join(', ');

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A page's form post does what a GraphQL mutation does: the same limits.
    if (path !== GRAPHQL_PATH && !isApiPath(path) && !request.routeOptions.config.pageForm) return;
    const outcomes: Outcome[] = [];
    const address = await counted(perAddress, request, { failOpen: true });
    if (address) outcomes.push(address);
    if (bearerTokenOf(request) !== undefined) {
      const token = await counted(perToken, request, { failOpen: false });
      if (token) outcomes.push(token);
    }
    if (outcomes.length === 0) return;
    answerHeaders(reply, outcomes, policy);
  });
}

async function counted(
  limit: Limit,
  request: FastifyRequest,
  { failOpen }: { failOpen: boolean },
): Promise<Outcome | null> {
  try {
    const outcome = await limit.check(request);
    return outcome.isAllowed ? null : outcome;
  } catch (error) {
    if (!failOpen || !isDependencyOutage(error)) throw error;
    request.log.warn({ err: error }, `rate limit per ${limit.name} skipped: Redis is down`);
    return null;
  }
}

function answerHeaders(reply: FastifyReply, outcomes: readonly Outcome[], policy: string): void {
  const exceeded = outcomes.filter((outcome) => outcome.isExceeded);
  // The limit closest to refusing is the one a client must pace itself by.
  const tightest = [...outcomes].sort((a, b) => a.remaining - b.remaining)[0] as Outcome;
  reply.header('ratelimit-policy', policy);
  reply.header('ratelimit-limit', tightest.max);
  reply.header('ratelimit-remaining', tightest.remaining);
  reply.header('ratelimit-reset', tightest.ttlInSeconds);
  if (exceeded.length === 0) return;
  const retryAfter = Math.max(1, ...exceeded.map((outcome) => outcome.ttlInSeconds));
  reply.header('ratelimit-reset', retryAfter);
  throw new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many requests: wait ${retryAfter} s before trying again.`,
    { retryAfterSeconds: retryAfter },
  );
}
