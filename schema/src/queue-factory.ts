// The one place where BullMQ queues, workers and Redis connections are made, so that every
// queue shares the same retry, backoff, retention and logging policy.
import {
  type DefaultJobOptions,
  type Job,
  type JobsOptions,
  Queue,
  QueueEvents,
  Worker,
} from 'bullmq';
import { type Command, Redis } from 'ioredis';
import {
  type JobDataOf,
  type JobName,
  type JobNameOf,
  type JobOf,
  type QueueName,
  type QueueOf,
  queueOf,
} from './jobs.js';

/** The subset of a pino logger the queue hooks write to (pino's `Logger` satisfies it). */
export interface QueueLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface QueueFactoryOptions {
  logger?: QueueLogger;
}

export interface WorkerFactoryOptions extends QueueFactoryOptions {
  concurrency?: number;
  /**
   * How long a running job's lock lasts without renewal, and how often stalled jobs are looked
   * for (BullMQ's default: 30 s). A killed worker's job runs again after about twice this.
   */
  lockDurationMs?: number;
}

const DAY_SECONDS = 24 * 60 * 60;

export const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  // BullMQ counts retention ages in seconds.
  removeOnComplete: { age: DAY_SECONDS, count: 1000 },
  removeOnFail: { age: 7 * DAY_SECONDS },
} as const satisfies DefaultJobOptions;

export type PortalQueue<Q extends QueueName> = Queue<JobDataOf<Q>, unknown, JobNameOf<Q>>;
export type PortalWorker<Q extends QueueName> = Worker<JobDataOf<Q>, unknown, JobNameOf<Q>>;
export type PortalJob<Q extends QueueName> = Job<JobDataOf<Q>, unknown, JobNameOf<Q>>;

/** Writes JSON lines when the caller passes no logger, so queue errors are never silent. */
const stderrLogger: QueueLogger = {
  info: (details, message) => console.log(JSON.stringify({ level: 'info', message, ...details })),
  warn: (details, message) => console.warn(JSON.stringify({ level: 'warn', message, ...details })),
  error: (details, message) =>
    console.error(JSON.stringify({ level: 'error', message, ...details })),
};

export interface RedisConnectionOptions {
  /**
   * true for connections used while serving an HTTP request: with the offline queue off, a
   * command fails at once while Redis is unreachable instead of waiting for it to come back.
   * false for workers and schedulers, which must wait out a Redis restart (BullMQ requires
   * `maxRetriesPerRequest: null` on them).
   */
  forRequests: boolean;
  /** Where a request connection tells that it was made again (reconnectWhenUnanswered). */
  logger?: QueueLogger;
}

/**
 * How long a request's Redis command may wait for its answer (ms), so that a request answers
 * 503 within a second whatever Redis does. A stopped Redis closes the socket and fails commands
 * at once; this bounds the case where it stops answering but the socket stays open (a paused
 * process, a lost network path). A healthy Redis answers in well under a millisecond.
 */
export const REQUEST_COMMAND_TIMEOUT_MS = 500;

/**
 * How many commands in a row may go unanswered past the timeout on a connection that says it is
 * ready before it is dropped and made again (reconnectWhenUnanswered).
 */
export const UNANSWERED_BEFORE_RECONNECT = 3;

export function createRedisConnection(
  url: string,
  { forRequests, logger = stderrLogger }: RedisConnectionOptions,
): Redis {
  if (!forRequests) return new Redis(url, { maxRetriesPerRequest: null });
  const connection = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  commandTimeoutOnceReady(connection, REQUEST_COMMAND_TIMEOUT_MS);
  reconnectWhenUnanswered(connection, logger);
  return connection;
}

/**
 * A ready connection whose commands all time out is made again: after a Redis restart, the
 * worker's fault tests once saw every command of the gateway's request connection time out for
 * the rest of the file while Redis answered everyone else (the cause is not found: a connection
 * that no longer reads its answers, see redisConnectionState). Left so, every decision would
 * wait for the sweep until the gateway restarts; a new connection costs a round trip. ioredis
 * tells no command's failure but to its caller, so each command's outcome is watched here.
 */
function reconnectWhenUnanswered(connection: Redis, logger: QueueLogger): void {
  let unanswered = 0;
  // ioredis sends a command again after a reconnect when it had no answer (a timed-out one
  // too): its outcome is counted once.
  const watched = new WeakSet<Command>();
  const send = connection.sendCommand.bind(connection);
  connection.sendCommand = ((command: Command, stream?: unknown) => {
    if (!watched.has(command)) watch(command);
    return send(command, stream as Parameters<typeof send>[1]);
  }) as typeof connection.sendCommand;

  function watch(command: Command): void {
    watched.add(command);
    command.promise.then(
      () => {
        unanswered = 0;
      },
      (error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'Command timed out') return;
        unanswered += 1;
        if (unanswered < UNANSWERED_BEFORE_RECONNECT || connection.status !== 'ready') return;
        unanswered = 0;
        logger.warn(
          { redis: redisConnectionState(connection) },
          `Redis answered none of the last ${UNANSWERED_BEFORE_RECONNECT} commands in time: reconnecting`,
        );
        connection.disconnect(true);
      },
    );
  }
}

/**
 * The command timeout bounds requests, not the connection's handshake (HELLO, CLIENT SETINFO,
 * INFO). ioredis applies it to both, and a handshake command that times out drops the
 * connection and starts again: on a busy host, where the process does not get to read the
 * answer within the timeout, the connection could go on reconnecting for minutes while Redis
 * was fine (seen in the worker's fault tests under a full test run). Until the connection is
 * ready, requests are refused at once anyway (no offline queue), so nothing waits meanwhile.
 */
function commandTimeoutOnceReady(connection: Redis, ms: number): void {
  connection.on('ready', () => {
    connection.options.commandTimeout = ms;
  });
  connection.on('close', () => {
    connection.options.commandTimeout = undefined;
  });
}

/** What a log line tells of a request connection when a command on it failed. */
export interface RedisConnectionState {
  status: string;
  /** Commands sent whose answer has not been read (answered ones leave the queue). */
  awaitingAnswers: number;
  /** Whether anything reads the socket's answers. */
  readingAnswers: boolean;
}

/**
 * The connection's state from ioredis's internals, for the warning of a failed wake-up: a
 * connection that is ready but whose commands all time out is told apart from one that is down.
 */
export function redisConnectionState(connection: Redis): RedisConnectionState {
  const internals = connection as unknown as {
    commandQueue?: { length: number };
    stream?: { listenerCount(event: string): number };
  };
  return {
    status: connection.status,
    awaitingAnswers: internals.commandQueue?.length ?? 0,
    readingAnswers: (internals.stream?.listenerCount('data') ?? 0) > 0,
  };
}

/** Blocking readers (workers, queue events) must wait out a Redis restart, never give up. */
function assertBlockingCapable(connection: Redis, what: string): void {
  if (connection.options.maxRetriesPerRequest !== null) {
    throw new Error(
      `${what} needs a Redis connection made with createRedisConnection(url, { forRequests: false })`,
    );
  }
}

export function createQueue<Q extends QueueName>(
  name: Q,
  connection: Redis,
  prefix: string,
  { logger = stderrLogger }: QueueFactoryOptions = {},
): PortalQueue<Q> {
  const queue: PortalQueue<Q> = new Queue(name, { connection, prefix, defaultJobOptions });
  queue.on('error', (error) => logger.error({ queue: name, err: error }, 'queue error'));
  return queue;
}

/**
 * Adds a job with its payload type checked against the registry, on the queue the registry
 * assigns to it (a queue of the wrong name is refused).
 */
export function enqueue<N extends JobName>(
  queue: PortalQueue<QueueOf<N>>,
  name: N,
  data: JobOf<N>,
  options?: JobsOptions,
): Promise<Job<JobOf<N>, unknown, N>> {
  if (queue.name !== queueOf(name)) {
    throw new Error(`Job ${name} belongs on queue ${queueOf(name)}, not ${queue.name}`);
  }
  // The registry guarantees that N runs on this queue; TypeScript cannot relate the generic
  // job name to the queue's name union, so the queue is viewed through the one job's types.
  const typed = queue as unknown as Queue<JobOf<N>, unknown, N, JobOf<N>, unknown, N>;
  return typed.add(name, data, options);
}

export function createWorker<Q extends QueueName>(
  name: Q,
  processor: (job: PortalJob<Q>) => Promise<unknown>,
  connection: Redis,
  prefix: string,
  { logger = stderrLogger, concurrency = 1, lockDurationMs }: WorkerFactoryOptions = {},
): PortalWorker<Q> {
  assertBlockingCapable(connection, 'A worker');
  const worker: PortalWorker<Q> = new Worker(name, processor, {
    connection,
    prefix,
    concurrency,
    ...(lockDurationMs ? { lockDuration: lockDurationMs, stalledInterval: lockDurationMs } : {}),
  });
  worker.on('active', (job) =>
    logger.info(
      { queue: name, job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 },
      'job started',
    ),
  );
  worker.on('completed', (job) =>
    logger.info(
      {
        queue: name,
        job: job.name,
        jobId: job.id,
        durationMs: (job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now()),
      },
      'job completed',
    ),
  );
  worker.on('failed', (job, error) => {
    const details = {
      queue: name,
      job: job?.name,
      jobId: job?.id,
      attemptsMade: job?.attemptsMade,
      err: error,
    };
    const willRetry = job !== undefined && job.attemptsMade < (job.opts.attempts ?? 1);
    if (willRetry) {
      logger.warn(details, 'job failed, will retry');
    } else {
      logger.error(details, 'job failed for good');
    }
  });
  worker.on('stalled', (jobId) => logger.warn({ queue: name, jobId }, 'job stalled'));
  worker.on('error', (error) => logger.error({ queue: name, err: error }, 'worker error'));
  return worker;
}

/**
 * Queue events for waiting on jobs (`job.waitUntilFinished`). BullMQ reads them with a blocking
 * command on its own duplicate of `connection`, which it closes with the returned object.
 */
export function createQueueEvents(
  name: QueueName,
  connection: Redis,
  prefix: string,
  { logger = stderrLogger }: QueueFactoryOptions = {},
): QueueEvents {
  assertBlockingCapable(connection, 'Queue events');
  const events = new QueueEvents(name, { connection, prefix });
  events.on('error', (error) => logger.error({ queue: name, err: error }, 'queue events error'));
  return events;
}
