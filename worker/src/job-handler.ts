import type { Orm } from '@portal/gateway/exports/db';
import type { DocumentStorage, ScannerConfig } from '@portal/gateway/modules/documents/worker';
import type { Mailer } from '@portal/gateway/modules/events/worker';
import type { JobName, JobOf } from '@portal/schema';
import type { JobsOptions } from 'bullmq';
import type { Logger } from './logger.js';
import type { RequeueOutcome } from './requeue.js';

export type EntityManager = Orm['em'];

/** What a job may use; each run gets its own EntityManager fork and a logger naming the job. */
export interface JobContext {
  em: EntityManager;
  log: Logger;
  /** Adds a follow-up job on the queue the registry assigns to it. */
  enqueue: <N extends JobName>(name: N, data: JobOf<N>, options?: JobsOptions) => Promise<void>;
  /**
   * Adds a job under its deterministic id so that it runs again even when a failed or completed
   * job still holds the id (see requeue.ts); a waiting, delayed or active one is left alone.
   */
  requeue: <N extends JobName>(
    name: N,
    data: JobOf<N>,
    options: JobsOptions & { jobId: string },
  ) => Promise<RequeueOutcome>;
  /** Where the documents' files live (the same STORAGE_* settings as the gateway's). */
  storage: DocumentStorage;
  /** ClamAV's clamd (the same CLAMAV_* settings as the gateway's); null: uploads not scanned. */
  scanner: ScannerConfig | null;
  /** E-mail (SMTP_URL set) and the portal's address for links in it; null: no e-mail. */
  mail: { mailer: Mailer; origin: string | undefined } | null;
}

export interface JobHandler<N extends JobName> {
  readonly job: N;
  run(data: JobOf<N>, context: JobContext): Promise<unknown>;
}

/** A handler of any registered job, as a union so that `job` narrows the payload type. */
export type AnyJobHandler = { [N in JobName]: JobHandler<N> }[JobName];

/** The default export of every worker/src/jobs/<queue>/<name>.job.ts file. */
export function defineJob<N extends JobName>(job: N, run: JobHandler<N>['run']): JobHandler<N> {
  return { job, run };
}
