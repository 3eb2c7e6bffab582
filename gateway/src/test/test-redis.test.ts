import { afterAll, describe, expect, it } from 'vitest';
import { connectRequestRedis, untilRedisReady } from '../redis/redis-connection.js';
import { loadConfig } from '../settings/config.js';
import { closeRedis, deleteRedisKeys, testRedisPrefix } from './test-redis.js';

/** Holds the thread the way a loaded CI machine does, with a command's answer waiting. */
function stallEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: timers and sockets wait
  }
}

describe('test teardown on a stalled event loop', () => {
  const redis = connectRequestRedis(loadConfig().redisUrl);
  afterAll(() => closeRedis(redis));

  it('deletes the keys of a test file though the request timeout passes while it waits', async () => {
    expect(await untilRedisReady(redis, 10_000)).toBe(true);
    const prefix = testRedisPrefix();
    await redis.set(`${prefix}:left-behind`, '1');
    const cleaning = deleteRedisKeys(redis, prefix);
    stallEventLoop(800);
    await cleaning;
    expect(await redis.exists(`${prefix}:left-behind`)).toBe(0);
  });

  it('closes a connection whose QUIT timed out', async () => {
    const other = connectRequestRedis(loadConfig().redisUrl);
    expect(await untilRedisReady(other, 10_000)).toBe(true);
    const closing = closeRedis(other);
    stallEventLoop(800);
    await expect(closing).resolves.toBeUndefined();
  });
});
