// The gateway's producer of the worker's jobs: one queue per queue of the registry
// (@portal/schema's jobs.ts), and the moderation queue's events a decision call waits on (a
// wake-up, never the record).

import {
  createQueue,
  createQueueEvents,
  createRedisConnection,
  enqueue,
  eventsPromoteOptions,
  eventsRemindOptions,
  JobName,
  type JobOf,
  jobId,
  type ModerationApplyReason,
  type ModerationApplyResult,
  moderationApplyOptions,
  type PortalQueue,
  type QueueLogger,
  QueueName,
  type QueueOf,
  queueOf,
  redisConnectionState,
  webhooksDispatchOptions,
} from '@portal/schema';
import type { JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';
import { defaultOf } from '../settings/environment.js';
import { readSetting } from '../settings/read-environment.js';
import type { EventWakeups } from './event-wakeups.js';

export interface JobQueueOptions {
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

export const DEFAULT_DECISION_WAIT_MS: number = defaultOf('MODERATION_DECISION_WAIT_MS');
const DEFAULT_ENQUEUE_TIMEOUT_MS = 2_000;
/** How long a starting gateway waits for its queue connections before it takes requests. */
const QUEUES_READY_WAIT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** ioredis states after a failure; 'connecting' (first start) is given the enqueue timeout. */
const DOWN = new Set(['reconnecting', 'close', 'end']);

/** A decision call waiting for the worker to apply its decision. */
export interface AppliedWaiter {
  /** true once a worker reports the decision applied; false when the wait ends without it. */
  readonly applied: Promise<boolean>;
  cancel(): void;
}

/**
 * The producer of every job the gateway enqueues, each on the queue the registry names for it
 * (`queueOf`), so that a new job needs no new field here. Requests use a connection that fails
 * at once while Redis is down (no offline queue), so a decision is answered "recorded, pending"
 * at once rather than hanging; the queue events use a blocking connection of their own that waits out a Redis
 * restart. One listener on the events serves every waiting call (a listener per call, as
 * `job.waitUntilFinished` adds to the queue, leaks past ten calls in flight).
 */
export class JobQueue implements EventWakeups {
  private readonly requests: Redis;
  private readonly blocking: Redis;
  private readonly queueLogger: QueueLogger;
  /** Each queue under its own name (so that it carries that queue's jobs), made on first use. */
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events: QueueEvents;
  private readonly waiters = new Map<string, Set<(applied: boolean) => void>>();
  readonly decisionWaitMs: number;
  private readonly enqueueTimeoutMs: number;

  constructor(private readonly options: JobQueueOptions) {
    const { redisUrl, redisPrefix, logger } = options;
    const queueLogger: QueueLogger = {
      info: (details: object, message: string) => logger.info(details, message),
      warn: (details: object, message: string) => logger.warn(details, message),
      // A Redis outage shows in the answers (decisions pending); the reconnect loop stays at debug.
      error: (details: object, message: string) => logger.debug(details, message),
    };
    this.requests = createRedisConnection(redisUrl, { forRequests: true, logger: queueLogger });
    this.blocking = createRedisConnection(redisUrl, { forRequests: false });
    const quiet = (error: Error) => logger.debug({ err: error }, 'job queue redis error');
    this.requests.on('error', quiet);
    this.blocking.on('error', quiet);
    this.queueLogger = queueLogger;
    this.events = createQueueEvents(QueueName.Moderation, this.blocking, redisPrefix, {
      logger: queueLogger,
    });
    this.events.on('completed', ({ returnvalue }) => {
      const applied = (returnvalue as unknown as Partial<ModerationApplyResult> | null)?.applied;
      if (!Array.isArray(applied)) return;
      for (const id of applied) {
        const waiting = this.waiters.get(id);
        if (!waiting) continue;
        this.waiters.delete(id);
        for (const resolve of waiting) resolve(true);
      }
    });
    this.decisionWaitMs = options.decisionWaitMs ?? DEFAULT_DECISION_WAIT_MS;
    this.enqueueTimeoutMs = options.enqueueTimeoutMs ?? DEFAULT_ENQUEUE_TIMEOUT_MS;
  }

  /** The queue the registry names for job `name`. */
  private queueOf<N extends JobName>(name: N): PortalQueue<QueueOf<N>> {
    const queueName = queueOf(name);
    const made = this.queues.get(queueName) as PortalQueue<QueueOf<N>> | undefined;
    if (made) return made;
    const queue = createQueue(queueName, this.requests, this.options.redisPrefix, {
      logger: this.queueLogger,
    });
    this.queues.set(queueName, queue);
    return queue;
  }

  /** Adds job `name` on its queue, its payload checked against the registry. */
  private add<N extends JobName>(name: N, data: JobOf<N>, options?: JobsOptions) {
    return enqueue(this.queueOf(name), name, data, options);
  }

  /**
   * Starts waiting, bounded by the decision wait, for a worker to report `decisionId` applied.
   * Register before the decision commits, so that an apply job that takes it at once cannot
   * report it before anyone listens.
   */
  waitForApplied(decisionId: string, ms = this.decisionWaitMs): AppliedWaiter {
    let settle: (applied: boolean) => void = () => undefined;
    const applied = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), ms);
      settle = (value) => {
        clearTimeout(timer);
        const waiting = this.waiters.get(decisionId);
        waiting?.delete(settle);
        if (waiting?.size === 0) this.waiters.delete(decisionId);
        resolve(value);
      };
    });
    const waiting = this.waiters.get(decisionId) ?? new Set();
    waiting.add(settle);
    this.waiters.set(decisionId, waiting);
    return { applied, cancel: () => settle(false) };
  }

  /**
   * Wakes a worker to apply the pending decisions (moderationApplyOptions: a few deduplicated
   * slots). false when Redis does not take it in time: the decision stays pending in
   * PostgreSQL and the worker's sweep applies it.
   */
  async wake(decisionId: string, reason: ModerationApplyReason): Promise<boolean> {
    try {
      // Known down (reconnecting after a failure): answer at once rather than wait the timeout.
      if (DOWN.has(this.requests.status)) throw new QueueUnavailableError(this.requests.status);
      // The events must be listening before the job can finish, or its end could be missed.
      await withTimeout(
        this.events.waitUntilReady(),
        this.enqueueTimeoutMs,
        () => new QueueUnavailableError('queue events not ready'),
      );
      await withTimeout(
        this.add(JobName.ModerationApply, { decisionId, reason }, moderationApplyOptions()),
        this.enqueueTimeoutMs,
        () => new QueueUnavailableError('enqueue timed out'),
      );
      return true;
    } catch (error) {
      this.options.logger.warn(
        { err: error, decisionId, redis: redisConnectionState(this.requests) },
        'decision recorded; its wake-up waits for Redis (the sweep applies it)',
      );
      return false;
    }
  }

  /**
   * Wakes the webhook deliveries after an event was recorded (committed); false when Redis is
   * unavailable (the deliveries stay pending for the worker's sweep).
   */
  async wakeWebhooks(): Promise<boolean> {
    return this.tryEnqueue(
      {},
      'webhook event recorded; its delivery waits for Redis (the sweep enqueues it)',
      () => this.add(JobName.WebhooksDispatch, { reason: 'event' }, webhooksDispatchOptions()),
    );
  }

  /** Enqueues the moderators' notice of a new submission; false when Redis is unavailable. */
  async submissionReceived(submissionId: string): Promise<boolean> {
    return this.tryEnqueue(
      { submissionId },
      'submission stored; its job waits for Redis (the sweep enqueues it)',
      () =>
        this.add(
          JobName.SubmissionReceived,
          { submissionId },
          { jobId: jobId(JobName.SubmissionReceived, submissionId) },
        ),
    );
  }

  /**
   * Enqueues the virus scan of a stored document; false when Redis is unavailable (the row stays
   * `scanning` and the worker's sweep enqueues it).
   */
  async scanDocument(documentId: string): Promise<boolean> {
    return this.tryEnqueue(
      { documentId },
      'document stored; its scan waits for Redis (the sweep enqueues it)',
      () =>
        this.add(
          JobName.DocumentScan,
          { documentId },
          { jobId: jobId(JobName.DocumentScan, documentId) },
        ),
    );
  }

  /** Wakes the worker to promote an event's waitlist; false when Redis is unavailable. */
  async promote(eventId: string): Promise<boolean> {
    return this.tryEnqueue({ eventId }, 'place freed; the sweep promotes the waitlist', () =>
      this.add(JobName.EventsPromote, { eventId }, eventsPromoteOptions(eventId)),
    );
  }

  /** Schedules the reminder wake-ups of an event; false when Redis is unavailable. */
  async remind(eventId: string, dueTimes: readonly Date[]): Promise<boolean> {
    return this.tryEnqueue({ eventId }, 'reminders recorded; the sweep schedules them', () =>
      Promise.all(
        dueTimes.map((dueAt) =>
          this.add(
            JobName.EventsRemind,
            { eventId, dueAt: dueAt.toISOString() },
            eventsRemindOptions(eventId, dueAt),
          ),
        ),
      ),
    );
  }

  /**
   * Wakes the worker to send an account e-mail recorded in account_mails; false when Redis is
   * unavailable (the row stays unsent and the worker's sweep enqueues it).
   */
  async sendAccountMail(mailId: string): Promise<boolean> {
    return this.tryEnqueue({ mailId }, 'account e-mail recorded; the sweep enqueues it', () =>
      this.add(
        JobName.AccountMailSend,
        { mailId },
        { jobId: jobId(JobName.AccountMailSend, mailId) },
      ),
    );
  }

  /**
   * Wakes the worker to prepare a member's data archive; false when Redis is unavailable (the
   * row stays `preparing` and the worker's sweep enqueues it).
   */
  async prepareDataExport(exportId: string): Promise<boolean> {
    return this.tryEnqueue({ exportId }, 'data export recorded; the sweep enqueues it', () =>
      this.add(
        JobName.DataExportPrepare,
        { exportId },
        { jobId: jobId(JobName.DataExportPrepare, exportId) },
      ),
    );
  }

  /**
   * Wakes the worker to send a consultation e-mail recorded in consultation_mails; false when
   * Redis is unavailable (the row stays unsent and the worker's sweep enqueues it).
   */
  async sendConsultationMail(mailId: string): Promise<boolean> {
    return this.tryEnqueue({ mailId }, 'consultation e-mail recorded; the sweep enqueues it', () =>
      this.add(
        JobName.ConsultationMailSend,
        { mailId },
        { jobId: jobId(JobName.ConsultationMailSend, mailId) },
      ),
    );
  }

  /**
   * Enqueues with `add`, bounded by the enqueue timeout (at once while the connection is known to
   * be down); false, with a warning saying what waits for the sweep, when Redis does not take it.
   */
  private async tryEnqueue(
    details: object,
    whenDown: string,
    add: () => Promise<unknown>,
  ): Promise<boolean> {
    try {
      if (DOWN.has(this.requests.status)) throw new QueueUnavailableError(this.requests.status);
      await withTimeout(
        add(),
        this.enqueueTimeoutMs,
        () => new QueueUnavailableError('enqueue timed out'),
      );
      return true;
    } catch (error) {
      this.options.logger.warn(
        { err: error, ...details, redis: redisConnectionState(this.requests) },
        whenDown,
      );
      return false;
    }
  }

  /**
   * Whether the queues can take a job and report its end: waited for before the gateway takes
   * requests, so that a decision sent the moment it is up is applied and answered as such rather
   * than recorded for later (its connections were still connecting: the wake-up failed at once).
   * False at the first connection failure or after `ms`: the gateway starts anyway, and records
   * decisions for the worker's sweep while Redis is away.
   */
  async ready(ms = QUEUES_READY_WAIT_MS): Promise<boolean> {
    let onError: () => void = () => undefined;
    const failed = new Promise<boolean>((resolve) => {
      onError = () => resolve(false);
      this.requests.once('error', onError);
      this.blocking.once('error', onError);
    });
    // Settled either way: when the failure or the time limit answers first, a later rejection
    // of these (the connection closed) must not go unhandled.
    const connected = Promise.all([
      this.queueOf(JobName.ModerationApply).waitUntilReady(),
      this.events.waitUntilReady(),
    ]).then(
      () => true,
      () => false,
    );
    try {
      return await withTimeout(
        Promise.race([connected, failed]),
        ms,
        () => new QueueUnavailableError('queues not ready'),
      );
    } catch {
      return false;
    } finally {
      this.requests.off('error', onError);
      this.blocking.off('error', onError);
    }
  }

  /** Closes the queues (bounded: an unreachable Redis must not hold the shutdown up). */
  async close(): Promise<void> {
    for (const waiting of [...this.waiters.values()]) for (const settle of waiting) settle(false);
    const closing = Promise.allSettled([
      this.events.close(),
      ...[...this.queues.values()].map((queue) => queue.close()),
    ]);
    await withTimeout(closing, 3_000, () => new Error('close timed out')).catch(() => undefined);
    this.requests.disconnect();
    this.blocking.disconnect();
  }
}

/**
 * The gateway's queues, from its configuration; MODERATION_DECISION_WAIT_MS (default 5000)
 * bounds how long a decision call waits for the worker before it answers "recorded, pending".
 */
export function createJobQueue(
  config: { redisUrl: string; redisPrefix: string },
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
): JobQueue {
  const decisionWaitMs = readSetting('MODERATION_DECISION_WAIT_MS', env);
  return new JobQueue({ ...config, logger, decisionWaitMs });
}
