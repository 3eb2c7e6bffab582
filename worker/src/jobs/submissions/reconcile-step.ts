import type { JobContext } from '../../job-handler.js';

/**
 * One thing the sweep reconciles: it finds in PostgreSQL the promises whose job may be lost,
 * failed or never enqueued, and requeues them. Answers counts for the sweep's log.
 */
export interface ReconcileStep {
  readonly name: string;
  run(context: JobContext): Promise<Record<string, number>>;
}
