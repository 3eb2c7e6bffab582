// What BullMQ holds about one queue's jobs, read from Redis as the workers leave it: which are
// active, and why one failed. The chaos experiments use it to tell that the job they meant to
// cut short was the one cut short.
import { Redis } from 'ioredis';
import { REDIS_PREFIX } from './stack.ts';

export class JobProbe {
  private readonly redis: Redis;
  private readonly queue: string;

  constructor(redisUrl: string, queue: string) {
    this.queue = queue;
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    // A refused connection while an experiment has Redis down is expected.
    this.redis.on('error', () => undefined);
  }

  private key(suffix: string): string {
    return `${REDIS_PREFIX}:${this.queue}:${suffix}`;
  }

  /** Ids of the jobs a worker holds now. */
  active(): Promise<string[]> {
    return this.redis.lrange(this.key('active'), 0, -1);
  }

  /** The reason a job failed with, once it is in the failed set. */
  async failedReason(id: string): Promise<string | undefined> {
    if ((await this.redis.zscore(this.key('failed'), id)) === null) return undefined;
    return (await this.redis.hget(this.key(id), 'failedReason')) ?? '';
  }

  close(): void {
    this.redis.disconnect();
  }
}
