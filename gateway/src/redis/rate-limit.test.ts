import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import {
  closeRedis,
  commandsSentBy,
  deleteRedisKeys,
  testRedisPrefix,
} from '../test/test-redis.js';
import { rateLimitsOf } from './rate-limit.js';
import { connectRequestRedis, untilRedisReady } from './redis-connection.js';

const refusals = {
  tooMany: (retryAfterSeconds: number) =>
    new DomainError(ErrorCode.RATE_LIMITED, 'too many', { retryAfterSeconds }),
  unavailable: () => new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'down'),
};

describe('RedisRateLimit', () => {
  const redis = connectRequestRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = testRedisPrefix();
  const limitNamed = rateLimitsOf(redis, prefix, 'test');

  beforeAll(async () => {
    await untilRedisReady(redis, 10_000);
  });

  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await closeRedis(redis);
  });

  it('counts hits in a window and says when it is exceeded', async () => {
    const limit = limitNamed('counts', { points: 2, windowSeconds: 60 });
    const states = [await limit.hit('a'), await limit.hit('a'), await limit.hit('a')];
    expect(states.map((state) => [state.consumed, state.remaining, state.exceeded])).toEqual([
      [1, 1, false],
      [2, 0, false],
      [3, 0, true],
    ]);
    for (const state of states) {
      expect(state.limit).toBe(2);
      expect(state.resetSeconds).toBeGreaterThan(0);
      expect(state.resetSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limit.peek('a')).toMatchObject({ consumed: 3, exceeded: true });
    expect(await limit.peek('b')).toMatchObject({ consumed: 0, remaining: 2, resetSeconds: 0 });
  });

  it('decides a hit in one Redis command', async () => {
    const limit = limitNamed('commands', { points: 5, windowSeconds: 60 });
    await limit.hit('warm'); // loads the script once
    const sent = await commandsSentBy(redis, () => limit.hit('one-trip'));
    expect(sent).toEqual(['evalsha']);
  });

  it('keeps what it counts by out of Redis (keys are digests)', async () => {
    await limitNamed('digests', { points: 5, windowSeconds: 60 }).hit('member@example.org');
    const keys = await redis.keys(`${prefix}:test:digests:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('member@example.org');
    expect(keys[0]).toMatch(/:[0-9a-f]{64}$/);
  });

  it('take refuses past the allowance with the seconds left; assertAllowed does not count', async () => {
    const limit = limitNamed('take', { points: 1, windowSeconds: 120 });
    await limit.assertAllowed('x', refusals);
    await limit.take('x', refusals);
    const refused = await limit.assertAllowed('x', refusals).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    const taken = await limit.take('x', refusals).catch((error: unknown) => error);
    expect(taken).toMatchObject({ code: 'RATE_LIMITED' });
    const seconds = (taken as DomainError).details.retryAfterSeconds;
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(120);
  });

  it('blocks a key for a given time and forgets it', async () => {
    const limit = limitNamed('block', { points: 1, windowSeconds: 1 });
    await limit.block('k', 300);
    const blocked = await limit.peek('k');
    expect(blocked.exceeded).toBe(true);
    expect(blocked.resetSeconds).toBeGreaterThan(290);
    await limit.forget('k');
    expect(await limit.peek('k')).toMatchObject({ consumed: 0, exceeded: false });
  });

  it('answers `unavailable` at once when Redis is not connected', async () => {
    const closed = redis.duplicate({ lazyConnect: true });
    const limit = rateLimitsOf(closed, prefix, 'test')('down', { points: 5, windowSeconds: 60 });
    const started = performance.now();
    await expect(limit.take('a', refusals)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(limit.hit('a')).rejects.toThrow('Redis connection is not ready');
    expect(performance.now() - started).toBeLessThan(100);
    closed.disconnect();
  });
});
