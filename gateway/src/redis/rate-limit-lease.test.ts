import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRedis,
  commandsSentBy,
  deleteRedisKeys,
  testRedisPrefix,
} from '../test/test-redis.js';
import { rateLimitsOf } from './rate-limit.js';
import { LeasedRateLimit, leaseSizeFor } from './rate-limit-lease.js';
import { connectRequestRedis, untilRedisReady } from './redis-connection.js';

describe('LeasedRateLimit', () => {
  const redis = connectRequestRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = testRedisPrefix();
  const limitNamed = rateLimitsOf(redis, prefix, 'lease');

  beforeAll(async () => {
    await untilRedisReady(redis, 10_000);
  });

  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await closeRedis(redis);
  });

  it('decides ten hits far from the limit in one Redis round trip, counting each', async () => {
    const limit = new LeasedRateLimit(limitNamed('far', { points: 1_000, windowSeconds: 60 }), 10);
    await limit.hit('warm'); // loads the script once
    const states: number[] = [];
    const sent = await commandsSentBy(redis, async () => {
      for (let i = 0; i < 10; i += 1) states.push((await limit.hit('member')).consumed);
    });
    expect(sent).toEqual(['evalsha']);
    expect(states).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Redis holds the whole lease; a second process would see it taken.
    expect(await limit.limit.peek('member')).toMatchObject({ consumed: 10 });
    const eleventh = await limit.hit('member');
    expect(eleventh).toMatchObject({ consumed: 11, remaining: 989, exceeded: false });
  });

  it('refuses at the same request as without leases: near the limit each hit goes to Redis', async () => {
    const rule = { points: 300, windowSeconds: 60 };
    const limit = new LeasedRateLimit(limitNamed('near', rule), leaseSizeFor(rule.points));
    expect(limit.size).toBe(3);
    const outcomes: boolean[] = [];
    for (let i = 0; i < 302; i += 1) outcomes.push((await limit.hit('address')).exceeded);
    expect(outcomes.indexOf(true)).toBe(300);
    expect(outcomes.slice(300)).toEqual([true, true]);
    expect(await limit.limit.peek('address')).toMatchObject({ consumed: 302 });
  });

  it('takes no lease on a small allowance', async () => {
    expect(leaseSizeFor(60)).toBe(1);
    const limit = new LeasedRateLimit(limitNamed('small', { points: 60, windowSeconds: 60 }), 1);
    await limit.hit('warm');
    const sent = await commandsSentBy(redis, async () => {
      await limit.hit('x');
      await limit.hit('x');
    });
    expect(sent).toEqual(['evalsha', 'evalsha']);
  });
});
