import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A prefix of its own for one test file's BullMQ queues and Redis keys. */
export function testRedisPrefix(): string {
  return `portal_test_gw_${randomBytes(4).toString('hex')}`;
}

/** Deletes every key under `prefix`, what a test file leaves behind. */
export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
