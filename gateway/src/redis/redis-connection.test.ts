import { once } from 'node:events';
import {
  REQUEST_COMMAND_TIMEOUT_MS,
  redisConnectionState,
  UNANSWERED_BEFORE_RECONNECT,
} from '@portal/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../settings/config.js';
import { connectRequestRedis, untilRedisReady } from './redis-connection.js';

/** Holds the event loop past the command timeout, as a busy host does to a process. */
function stallPastTheTimeout(): void {
  const until = Date.now() + REQUEST_COMMAND_TIMEOUT_MS + 200;
  while (Date.now() < until) {
    // Busy on purpose: the answers to the handshake arrive meanwhile, unread.
  }
}

describe('the request connection on a busy host', () => {
  const opened: ReturnType<typeof connectRequestRedis>[] = [];
  afterEach(() => {
    for (const redis of opened.splice(0)) redis.disconnect();
  });

  /** A request connection whose process stalls each time it has just connected. */
  function stalledAtEveryConnect() {
    const redis = connectRequestRedis(loadConfig().redisUrl);
    opened.push(redis);
    redis.on('error', () => undefined);
    redis.on('connect', stallPastTheTimeout);
    return redis;
  }

  it('becomes ready though its handshake answers are read after the command timeout', async () => {
    const redis = stalledAtEveryConnect();
    // Before the fix, every handshake timed out and the connection started again, for ever.
    expect(await untilRedisReady(redis, 5_000)).toBe(true);
    expect(await redis.ping()).toBe('PONG');
  });

  it('becomes ready again after a reconnect', async () => {
    const redis = stalledAtEveryConnect();
    expect(await untilRedisReady(redis, 5_000)).toBe(true);
    redis.disconnect(true);
    await new Promise((resolve) => redis.once('close', resolve));
    expect(await untilRedisReady(redis, 5_000)).toBe(true);
    expect(await redis.ping()).toBe('PONG');
  });

  it('keeps a command whose answer came while the process was held up', async () => {
    const redis = connectRequestRedis(loadConfig().redisUrl);
    opened.push(redis);
    redis.on('error', () => undefined);
    expect(await untilRedisReady(redis, 5_000)).toBe(true);
    // Redis answers at once; the process reads the answer only after the timeout is due (the
    // sign-ins refused with 503 in loaded test runs). What is answered is not a timeout.
    const answered = redis.ping();
    stallPastTheTimeout();
    expect(await answered).toBe('PONG');
  });
});

describe('the state a failed wake-up logs', () => {
  it('tells a ready connection reading its answers, the commands awaiting one, and a closed one', async () => {
    const redis = connectRequestRedis(loadConfig().redisUrl);
    redis.on('error', () => undefined);
    try {
      expect(await untilRedisReady(redis, 5_000)).toBe(true);
      expect(redisConnectionState(redis)).toEqual({
        status: 'ready',
        awaitingAnswers: 0,
        readingAnswers: true,
      });
      // A command that Redis holds for a while is awaiting its answer meanwhile.
      const held = redis.call('BLPOP', `portal-state-test-${process.pid}`, '0.2');
      expect(redisConnectionState(redis).awaitingAnswers).toBe(1);
      await held.catch(() => undefined);
      expect(redisConnectionState(redis).awaitingAnswers).toBe(0);
    } finally {
      redis.disconnect();
    }
    if (redis.status !== 'end') await once(redis, 'end');
    expect(redisConnectionState(redis).status).toBe('end');
  });
});

describe('a request connection that no longer reads its answers', () => {
  it('is made again once its commands went unanswered a few times in a row, and answers again', async () => {
    const warnings: string[] = [];
    const logger = {
      info() {},
      warn: (_: object, message: string) => warnings.push(message),
      error() {},
    };
    const redis = connectRequestRedis(loadConfig().redisUrl, logger);
    redis.on('error', () => undefined);
    let readies = 0;
    redis.on('ready', () => {
      readies += 1;
    });
    try {
      expect(await untilRedisReady(redis, 5_000)).toBe(true);
      // Ready, and deaf: what the worker's fault tests once saw after a Redis restart.
      (
        redis as unknown as { stream: { removeAllListeners(event: string): void } }
      ).stream.removeAllListeners('data');
      expect(redisConnectionState(redis)).toMatchObject({ status: 'ready', readingAnswers: false });
      const readyBefore = readies;
      for (let sent = 0; sent < UNANSWERED_BEFORE_RECONNECT; sent += 1) {
        await expect(redis.ping()).rejects.toThrow('Command timed out');
      }
      await vi.waitFor(() => expect(readies).toBe(readyBefore + 1), { timeout: 5_000 });
      expect(await redis.ping()).toBe('PONG');
      expect(redisConnectionState(redis)).toMatchObject({ status: 'ready', readingAnswers: true });
      expect(warnings).toEqual([
        `Redis answered none of the last ${UNANSWERED_BEFORE_RECONNECT} commands in time: reconnecting`,
      ]);
    } finally {
      redis.disconnect();
    }
  });
});
