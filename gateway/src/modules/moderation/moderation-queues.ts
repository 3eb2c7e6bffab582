// The gateway's side of the moderation pipeline in Redis: the producer queues for decisions and
// submissions, and the queue events a decision call waits on.
import {
  createQueue,
  createQueueEvents,
  createRedisConnection,
  enqueue,
  JobName,
  type JobOf,
  jobId,
  type ModerationDecideResult,
  type PortalQueue,
  QueueName,
} from '@portal/schema';
import type { Job, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';

export interface ModerationQueuesOptions {
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  /** How long a decision call waits for the worker to apply it (ms). */
  decisionWaitMs?: number;
  /** How long enqueueing may take before Redis counts as unavailable (ms). */
  enqueueTimeoutMs?: number;
}

export class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}

export class DecisionTimeoutError extends Error {
  override name = 'DecisionTimeoutError';
}

export class DecisionFailedError extends Error {
  override name = 'DecisionFailedError';
}

export const DEFAULT_DECISION_WAIT_MS = 10_000;
const DEFAULT_ENQUEUE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Producer side of the pipeline. Requests use a connection that fails at once while Redis is
 * down (no offline queue), so a decision answers 503 rather than hanging; the queue events use
 * a blocking connection of their own that waits out a Redis restart.
 */
export class ModerationQueues {
  private readonly requests: Redis;
  private readonly blocking: Redis;
  private readonly moderation: PortalQueue<typeof QueueName.Moderation>;
  private readonly submissions: PortalQueue<typeof QueueName.Submissions>;
  private readonly events: QueueEvents;
  private readonly decisionWaitMs: number;
  private readonly enqueueTimeoutMs: number;

  constructor(private readonly options: ModerationQueuesOptions) {
    const { redisUrl, redisPrefix, logger } = options;
    this.requests = createRedisConnection(redisUrl, { forRequests: true });
    this.blocking = createRedisConnection(redisUrl, { forRequests: false });
    const quiet = (error: Error) => logger.debug({ err: error }, 'moderation redis error');
    this.requests.on('error', quiet);
    this.blocking.on('error', quiet);
    const queueLogger = {
      info: (details: object, message: string) => logger.info(details, message),
      warn: (details: object, message: string) => logger.warn(details, message),
      // A Redis outage is reported once per call as a 503; the reconnect loop stays at debug.
      error: (details: object, message: string) => logger.debug(details, message),
    };
    this.moderation = createQueue(QueueName.Moderation, this.requests, redisPrefix, {
      logger: queueLogger,
    });
    this.submissions = createQueue(QueueName.Submissions, this.requests, redisPrefix, {
      logger: queueLogger,
    });
    this.events = createQueueEvents(QueueName.Moderation, this.blocking, redisPrefix, {
      logger: queueLogger,
    });
    this.decisionWaitMs = options.decisionWaitMs ?? DEFAULT_DECISION_WAIT_MS;
    this.enqueueTimeoutMs = options.enqueueTimeoutMs ?? DEFAULT_ENQUEUE_TIMEOUT_MS;
  }

  /**
   * Enqueues the decision under its deterministic id (one job per item) and waits, bounded, for
   * the worker's result. Throws QueueUnavailableError when Redis does not take the job (nothing
   * changed), DecisionTimeoutError when the worker has not applied it in time.
   */
  async decide(data: JobOf<typeof JobName.ModerationDecide>): Promise<ModerationDecideResult> {
    const id = jobId(JobName.ModerationDecide, data.itemType, data.itemId);
    let job: Job<JobOf<typeof JobName.ModerationDecide>>;
    try {
      // The events must be listening before the job can finish, or its end could be missed.
      await withTimeout(
        this.events.waitUntilReady(),
        this.enqueueTimeoutMs,
        () => new QueueUnavailableError('queue events not ready'),
      );
      job = await withTimeout(
        enqueue(this.moderation, JobName.ModerationDecide, data, {
          jobId: id,
          // A decision that failed for good is removed, so that sending it again makes a new job.
          removeOnFail: true,
        }),
        this.enqueueTimeoutMs,
        () => new QueueUnavailableError('enqueue timed out'),
      );
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw error;
      throw new QueueUnavailableError(error instanceof Error ? error.message : String(error));
    }
    try {
      return (await job.waitUntilFinished(
        this.events,
        this.decisionWaitMs,
      )) as ModerationDecideResult;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out/i.test(message)) throw new DecisionTimeoutError(message);
      throw new DecisionFailedError(message);
    }
  }

  /** Enqueues the moderators' notice of a new submission; false when Redis is unavailable. */
  async submissionReceived(submissionId: string): Promise<boolean> {
    try {
      await withTimeout(
        enqueue(
          this.submissions,
          JobName.SubmissionReceived,
          { submissionId },
          { jobId: jobId(JobName.SubmissionReceived, submissionId) },
        ),
        this.enqueueTimeoutMs,
        () => new QueueUnavailableError('enqueue timed out'),
      );
      return true;
    } catch (error) {
      this.options.logger.warn(
        { err: error, submissionId },
        'submission stored; its job waits for Redis (the sweep enqueues it)',
      );
      return false;
    }
  }

  /** Closes the queues (bounded: an unreachable Redis must not hold the shutdown up). */
  async close(): Promise<void> {
    const closing = Promise.allSettled([
      this.events.close(),
      this.moderation.close(),
      this.submissions.close(),
    ]);
    await withTimeout(closing, 3_000, () => new Error('close timed out')).catch(() => undefined);
    this.requests.disconnect();
    this.blocking.disconnect();
  }
}

/**
 * The gateway's queues, from its configuration; MODERATION_DECISION_WAIT_MS (default 10000)
 * bounds how long a decision call waits for the worker.
 */
export function createModerationQueues(
  config: { redisUrl: string; redisPrefix: string },
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
): ModerationQueues {
  const raw = Number(env.MODERATION_DECISION_WAIT_MS);
  const decisionWaitMs =
    Number.isInteger(raw) && raw >= 100 && raw <= 120_000 ? raw : DEFAULT_DECISION_WAIT_MS;
  return new ModerationQueues({ ...config, logger, decisionWaitMs });
}
