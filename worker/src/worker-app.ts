import type { AppConfig } from '@portal/gateway/config';
import { createOrm } from '@portal/gateway/db';
import {
  createQueue,
  createRedisConnection,
  createWorker,
  type PortalWorker,
  QueueName,
} from '@portal/schema';
import { collectJobHandlers, createJobRegistry, type LoadedJob } from './job-registry.js';
import type { Logger } from './logger.js';
import { scheduleSessionsPurge, scheduleStatsRecount } from './scheduler.js';

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

  const workers: PortalWorker<QueueName>[] = registry.queues.map((queue) =>
    createWorker(
      queue,
      (job) =>
        registry.run(job.name, job.data, {
          em: orm.em.fork(),
          log: log.child({ queue, job: job.name, jobId: job.id }),
        }),
      connection,
      prefix,
      { logger: log },
    ),
  );
  const statsQueue = createQueue(QueueName.Stats, connection, prefix, { logger: log });
  const maintenanceQueue = createQueue(QueueName.Maintenance, connection, prefix, { logger: log });
  await scheduleStatsRecount(statsQueue, config.statsIntervalMs);
  await scheduleSessionsPurge(maintenanceQueue);

  return {
    queues: registry.queues,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await statsQueue.close();
      await maintenanceQueue.close();
      await orm.close();
      await connection.quit();
    },
  };
}
