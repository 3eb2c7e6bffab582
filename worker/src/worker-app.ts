import type { AppConfig } from '@portal/gateway/config';
import { createOrm } from '@portal/gateway/db';
import {
  createQueue,
  createRedisConnection,
  createWorker,
  enqueue,
  type JobName,
  type JobOf,
  type PortalQueue,
  type PortalWorker,
  QueueName,
  queueNames,
  queueOf,
} from '@portal/schema';
import type { JobsOptions } from 'bullmq';
import { collectJobHandlers, createJobRegistry, type LoadedJob } from './job-registry.js';
import type { Logger } from './logger.js';
import {
  scheduleSessionsPurge,
  scheduleStatsRecount,
  scheduleSubmissionsSweep,
} from './scheduler.js';

/** Jobs that may run at once per queue (the rest run one at a time). */
const CONCURRENCY: Partial<Record<QueueName, number>> = {
  [QueueName.Moderation]: 4,
  [QueueName.Publishing]: 4,
  [QueueName.Submissions]: 2,
};

export interface StartWorkerOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 'redisPrefix' | 'statsIntervalMs'>;
  log: Logger;
  /** The handlers to register; by default every jobs/<queue>/<name>.job file. */
  jobs?: readonly LoadedJob[];
}

export interface WorkerApp {
  readonly queues: readonly QueueName[];
  /** Lets running jobs finish, then closes the queues, the database and Redis. */
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue of the registry and the recurring jobs. */
export async function startWorker({ config, log, jobs }: StartWorkerOptions): Promise<WorkerApp> {
  // Refuse before connecting to anything when a job has no handler or two.
  const registry = createJobRegistry(jobs ?? (await collectJobHandlers()));
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

  const workers: PortalWorker<QueueName>[] = registry.queues.map((name) =>
    createWorker(
      name,
      (job) =>
        registry.run(job.name, job.data, {
          em: orm.em.fork(),
          log: log.child({ queue: name, job: job.name, jobId: job.id }),
          enqueue: addJob,
        }),
      connection,
      prefix,
      { logger: log, concurrency: CONCURRENCY[name] ?? 1 },
    ),
  );
  await scheduleStatsRecount(queue(QueueName.Stats), config.statsIntervalMs);
  await scheduleSessionsPurge(queue(QueueName.Maintenance));
  await scheduleSubmissionsSweep(queue(QueueName.Submissions));

  return {
    queues: registry.queues,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((producer) => producer.close()));
      await orm.close();
      await connection.quit();
    },
  };
}
