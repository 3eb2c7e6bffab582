import { once } from 'node:events';
import { createRedisConnection, type QueueLogger } from '@portal/schema';
import type { Redis } from 'ioredis';

/**
 * The gateway's Redis connection for serving requests (rate limits, presence, publishing live
 * events): no offline queue and a command timeout, so that while Redis is down a request fails
 * at once with 503 instead of waiting for it to come back. It reconnects by itself.
 */
export function connectRequestRedis(url: string, logger?: QueueLogger): Redis {
  return createRedisConnection(url, { forRequests: true, logger });
}

/**
 * A subscriber beside `redis`. Unlike request commands, a SUBSCRIBE sent during an outage must
 * wait for Redis rather than fail: ioredis re-subscribes after a reconnect only to the channels
 * it had confirmed, so a refused one would stay silent for good.
 */
export function duplicateForSubscriptions(redis: Redis): Redis {
  return redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
}

/**
 * Waits (bounded) until `redis` has connected: without an offline queue, commands sent before
 * that fail. False when it did not connect in time; it keeps trying in the background.
 */
export async function untilRedisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  try {
    await once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
