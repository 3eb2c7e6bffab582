import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsultationRateLimiter } from '../modules/consultations/consultation-rate-limiter.js';
import { connectRequestRedis, untilRedisReady } from '../redis/redis-connection.js';
import { closeRedis, deleteRedisKeys, testRedisPrefix } from '../test/test-redis.js';
import { addressGroupOf } from './address-group.js';
import { PublicFormLimiter } from './public-form-limiter.js';

/** 80 addresses of one IPv6 /64. */
const oneNetwork = Array.from({ length: 80 }, (_, index) => `2001:db8:7:8:${index + 1}::1`);

describe('addressGroupOf (F3)', () => {
  it('is an IPv4 address whole, an IPv6 address by its /64', () => {
    expect(new Set(oneNetwork.map(addressGroupOf)).size).toBe(1);
    expect(addressGroupOf('2001:db8:7:9::1')).not.toBe(addressGroupOf(oneNetwork[0] ?? ''));
    expect(addressGroupOf('192.0.2.1')).not.toBe(addressGroupOf('192.0.2.2'));
    expect(addressGroupOf('::ffff:192.0.2.1')).toBe(addressGroupOf('192.0.2.1'));
  });
});

describe('the per-address limits of the public forms and consultations (F3)', () => {
  const redis = connectRequestRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    await untilRedisReady(redis, 10_000);
  });

  afterAll(async () => {
    await deleteRedisKeys(redis, prefix);
    await closeRedis(redis);
  });

  async function allowed(take: (ip: string) => Promise<void>): Promise<number> {
    let count = 0;
    for (const ip of oneNetwork) {
      try {
        await take(ip);
        count++;
      } catch (error) {
        expect(error).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    return count;
  }

  it('count 80 addresses of one /64 as one client', async () => {
    const form = new PublicFormLimiter(redis, prefix, 'contact', { max: 5, windowSeconds: 60 });
    expect(await allowed((ip) => form.take(ip))).toBe(5);
    const consultations = new ConsultationRateLimiter(redis, prefix, {
      perAddress: 5,
      perEmail: 100,
      windowSeconds: 60,
    });
    expect(await allowed((ip) => consultations.hitAddress(ip))).toBe(5);
  });
});
