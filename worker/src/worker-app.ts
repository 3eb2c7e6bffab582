import { createOrm } from '@portal/gateway/exports/db';
import {
  createStorage,
  loadOrphanSweepConfig,
  loadScannerConfig,
  loadStorageConfig,
} from '@portal/gateway/modules/documents/worker';
import { createMailer } from '@portal/gateway/modules/events/worker';
import type { AppConfig } from '@portal/gateway/settings/config';
import { readSetting } from '@portal/gateway/settings/config';
import {
  createQueue,
  createRedisConnection,
  createWorker,
  enqueue,
  type JobName,
  type JobOf,
  MODERATION_APPLY_SLOTS,
  type PortalQueue,
  type PortalWorker,
  QueueName,
  queueNames,
  queueOf,
} from '@portal/schema';
import type { JobsOptions } from 'bullmq';
import { collectJobHandlers, createJobRegistry, type LoadedJob } from './job-registry.js';
import type { Logger } from './logger.js';
import { requeue } from './requeue.js';
import { keepSchedules, recurringJobs } from './scheduler.js';
import { CLOSE_SETTLE_MS, closeWorker, RunningJobs, settledWithin } from './shutdown.js';

/** Jobs that may run at once per queue (the rest run one at a time). */
const CONCURRENCY: Partial<Record<QueueName, number>> = {
  [QueueName.Moderation]: MODERATION_APPLY_SLOTS,
  [QueueName.Publishing]: 4,
  [QueueName.Submissions]: 2,
  // clamd scans several streams at once (its MaxThreads); two per worker keep uploads moving.
  [QueueName.Documents]: 2,
  // Deliveries wait on other servers (up to WEBHOOK_TIMEOUT_MS each): several at once.
  [QueueName.Webhooks]: 8,
  [QueueName.Events]: 2,
};

/** WORKER_LOCK_MS: a job's lock and the stalled-job check period (BullMQ's 30 s when unset). */
export function workerLockMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return readSetting('WORKER_LOCK_MS', env);
}

export interface StartWorkerOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 'redisPrefix' | 'statsIntervalMs'> &
    Partial<Pick<AppConfig, 'storage' | 'scanner' | 'smtpUrl' | 'mailFrom' | 'publicUrl'>>;
  log: Logger;
  /** The handlers to register; by default every jobs/<queue>/<name>.job file. */
  jobs?: readonly LoadedJob[];
}

export interface WorkerApp {
  readonly queues: readonly QueueName[];
  /** Whether uploads are scanned (a clamd is configured). */
  readonly scanning: boolean;
  /** Re-establishes the schedules Redis lost (also done on reconnect and periodically). */
  checkSchedules(): Promise<JobName[]>;
  /** Lets running jobs finish, then closes the queues, the database and Redis. */
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue of the registry and the recurring jobs. */
export async function startWorker({ config, log, jobs }: StartWorkerOptions): Promise<WorkerApp> {
  // Refuse before connecting to anything when a job has no handler or two.
  const registry = createJobRegistry(jobs ?? (await collectJobHandlers()));
  const storage = createStorage(config.storage ?? loadStorageConfig());
  const orphanSweep = loadOrphanSweepConfig();
  const scanner = config.scanner === undefined ? loadScannerConfig() : config.scanner;
  // Reminder e-mails only when SMTP is configured (the in-portal notification is sent anyway).
  const mail = config.smtpUrl
    ? {
        mailer: createMailer(
          { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom ?? 'portal@localhost' },
          log,
        ),
        origin: config.publicUrl,
      }
    : null;
  const orm = await createOrm({ databaseUrl: config.databaseUrl });
  const connection = createRedisConnection(config.redisUrl, { forRequests: false });
  const prefix = config.redisPrefix;

  // Producer queues, for the scheduler and for jobs that add follow-up jobs.
  const queues = new Map<QueueName, PortalQueue<QueueName>>(
    queueNames.map((name) => [name, createQueue(name, connection, prefix, { logger: log })]),
  );
  const queue = <Q extends QueueName>(name: Q) => queues.get(name) as PortalQueue<Q>;
  const addJob = async <N extends JobName>(name: N, data: JobOf<N>, options?: JobsOptions) => {
    await enqueue(queue(queueOf(name)) as never, name, data as never, options);
  };
  const requeueJob = <N extends JobName>(
    name: N,
    data: JobOf<N>,
    options: JobsOptions & { jobId: string },
  ) => requeue(queue(queueOf(name)), options.jobId, () => addJob(name, data, options));

  const running = new Map(registry.queues.map((name) => [name, new RunningJobs()]));
  const workers: { name: QueueName; worker: PortalWorker<QueueName> }[] = registry.queues.map(
    (name) => ({
      name,
      worker: createWorker(
        name,
        (job) =>
          (running.get(name) as RunningJobs).track(() =>
            registry.run(job.name, job.data, {
              em: orm.em.fork(),
              log: log.child({ queue: name, job: job.name, jobId: job.id }),
              enqueue: addJob,
              requeue: requeueJob,
              storage,
              scanner,
              mail,
            }),
          ),
        connection,
        prefix,
        { logger: log, concurrency: CONCURRENCY[name] ?? 1, lockDurationMs: workerLockMs() },
      ),
    }),
  );
  const schedules = await keepSchedules({
    connection,
    queueFor: (name) => queue(queueOf(name)),
    jobs: recurringJobs({
      statsIntervalMs: config.statsIntervalMs,
      orphanSweepEveryMs: orphanSweep.everyMs,
    }),
    log,
  });

  return {
    queues: registry.queues,
    scanning: scanner !== null,
    checkSchedules: () => schedules.check(),
    close: async () => {
      // The schedule check a Redis restart started writes to the queues closed below.
      await schedules.stop();
      await Promise.all(
        workers.map(({ name, worker }) =>
          closeWorker(worker, running.get(name) as RunningJobs, { queue: name, log }),
        ),
      );
      await Promise.all([...queues.values()].map((producer) => producer.close()));
      await orm.close();
      // QUIT needs an answer; a Redis that is down or reconnecting gives none.
      if (!(await settledWithin(connection.quit(), CLOSE_SETTLE_MS))) connection.disconnect();
      mail?.mailer.close();
    },
  };
}
