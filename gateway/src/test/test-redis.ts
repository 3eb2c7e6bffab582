import { randomBytes } from 'node:crypto';
import type { Command, Redis } from 'ioredis';

/** A prefix of its own for one test file's BullMQ queues and Redis keys. */
export function testRedisPrefix(): string {
  return `portal_test_gw_${randomBytes(4).toString('hex')}`;
}

/**
 * A connection for teardown that waits for its answers. A request connection gives up after
 * 500 ms, and a loaded test machine can stall the event loop past that while the answer is
 * already there: a teardown that failed on it failed a whole CI run after every test had passed.
 */
function patientCopyOf(redis: Redis): Redis {
  return redis.duplicate({
    commandTimeout: undefined,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
}

/** Deletes every key under `prefix`, what a test file leaves behind. */
export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  const patient = patientCopyOf(redis);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await patient.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await patient.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    patient.disconnect();
  }
}

/** Closes a test's connection; a QUIT that timed out on a loaded machine just drops the socket. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

/** The names of the commands `redis` sends while `work` runs (to count round trips). */
export async function commandsSentBy(
  redis: Redis,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const sent: string[] = [];
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Command, ...rest: unknown[]) => {
    sent.push(command.name);
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as Redis['sendCommand'];
  try {
    await work();
  } finally {
    redis.sendCommand = send;
  }
  return sent;
}
