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
  watchRequestCommands(connection, REQUEST_COMMAND_TIMEOUT_MS, logger);
  return connection;
}

/**
 * Times out a request connection's commands, and makes the connection again when its commands
 * all time out.
 *
 * The timeout is this module's, not ioredis's `commandTimeout`, for two reasons:
 * - ioredis's timer refuses a command whose answer has arrived but not yet been read. When the
 *   process is held up longer than the timeout (a busy host, a long synchronous task), Node runs
 *   the due timers before it reads the sockets, so every command in flight failed with 503
 *   although Redis had answered (sign-ins in the test runs under load). Here a due timer first
 *   lets the pending reads run (one `setImmediate`), and refuses only what is still unanswered.
 * - ioredis applies it to the handshake (HELLO, CLIENT SETINFO, INFO) too, where a timeout drops
 *   the connection and starts again: on a busy host the connection went on reconnecting for
 *   minutes while Redis was fine. Only commands sent once the connection is ready are timed
 *   (before that, requests are refused at once anyway: no offline queue).
 *
 * After a Redis restart, the worker's fault tests once saw every command of a ready connection
 * time out for the rest of the file while Redis answered everyone else (a connection that no
 * longer reads its answers, see redisConnectionState). Left so, every decision would wait for
 * the sweep until the gateway restarts; so after UNANSWERED_BEFORE_RECONNECT timeouts in a row
 * the connection is made again (a round trip).
 */
function watchRequestCommands(connection: Redis, timeoutMs: number, logger: QueueLogger): void {
  let ready = false;
  connection.on('ready', () => {
    ready = true;
  });
  connection.on('close', () => {
    ready = false;
  });
  let unanswered = 0;
  // ioredis sends a command again after a reconnect when it had no answer (a timed-out one
  // too): it is timed and its outcome counted once.
  const watched = new WeakSet<Command>();
  const send = connection.sendCommand.bind(connection);
  connection.sendCommand = ((command: Command, stream?: unknown) => {
    if (ready && !watched.has(command)) watch(command);
    return send(command, stream as Parameters<typeof send>[1]);
  }) as typeof connection.sendCommand;

  function watch(command: Command): void {
    watched.add(command);
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!command.isSettled) command.reject(new Error(COMMAND_TIMED_OUT));
        }),
      timeoutMs,
    );
    command.promise.then(
      () => {
        clearTimeout(timer);
        unanswered = 0;
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!(error instanceof Error) || error.message !== COMMAND_TIMED_OUT) return;
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

/** ioredis's own wording, which the outage mapping (dependency-outage.ts) knows. */
const COMMAND_TIMED_OUT = 'Command timed out';

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
