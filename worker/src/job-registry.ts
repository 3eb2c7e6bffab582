import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  isJobName,
  type JobName,
  type JobOf,
  jobNames,
  type QueueName,
  queueOf,
} from '@portal/schema';
import { UnrecoverableError } from 'bullmq';
import type { AnyJobHandler, JobContext, JobHandler } from './job-handler.js';

/** A handler and the file it came from, so that a refusal can name the files. */
export interface LoadedJob {
  handler: AnyJobHandler;
  source: string;
}

export interface JobRegistry {
  /** The queues that carry registered jobs: one BullMQ worker each. */
  readonly queues: readonly QueueName[];
  /** Runs the handler of job `name` on a payload read back from Redis. */
  run(name: string, data: unknown, context: JobContext): Promise<unknown>;
}

export class JobRegistryError extends Error {
  override name = 'JobRegistryError';
}

const defaultJobsDir = fileURLToPath(new URL('./jobs/', import.meta.url));
// The tests run the TypeScript sources; the worker process runs the compiled files in dist/.
const jobFileSuffix = import.meta.url.endsWith('.ts') ? '.job.ts' : '.job.js';

/** Imports every jobs/<queue>/<name>.job file; each must `export default defineJob(...)`. */
export async function collectJobHandlers(jobsDir: string = defaultJobsDir): Promise<LoadedJob[]> {
  const entries = await readdir(jobsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(jobFileSuffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const loaded: LoadedJob[] = [];
  for (const file of files) {
    const source = relative(jobsDir, file);
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (!isJobHandler(module.default)) {
      throw new JobRegistryError(
        `The worker refuses to start: ${source} must export default defineJob(JobName.…, handler).`,
      );
    }
    loaded.push({ handler: module.default, source });
  }
  return loaded;
}

function isJobHandler(value: unknown): value is AnyJobHandler {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { job?: unknown; run?: unknown };
  return isJobName(candidate.job) && typeof candidate.run === 'function';
}

/**
 * Checks that every job of the schema registry has exactly one handler and throws a
 * JobRegistryError listing every job that has none or several, before the worker connects to
 * anything.
 */
export function createJobRegistry(
  jobs: readonly LoadedJob[],
  expected: readonly JobName[] = jobNames,
): JobRegistry {
  const byName = new Map<JobName, LoadedJob[]>();
  for (const loaded of jobs) {
    byName.set(loaded.handler.job, [...(byName.get(loaded.handler.job) ?? []), loaded]);
  }
  const problems: string[] = [];
  for (const name of expected) {
    const found = byName.get(name) ?? [];
    if (found.length === 0) {
      problems.push(`job ${name} has no handler (add worker/src/jobs/${queueOf(name)}/…job.ts)`);
    } else if (found.length > 1) {
      const sources = found.map((loaded) => loaded.source).join(', ');
      problems.push(`job ${name} has ${found.length} handlers: ${sources}`);
    }
  }
  for (const [name, found] of byName) {
    if (!expected.includes(name)) {
      problems.push(`${found[0]?.source} handles ${name}, which is not a registered job`);
    }
  }
  if (problems.length > 0) {
    throw new JobRegistryError(`The worker refuses to start:\n  - ${problems.join('\n  - ')}`);
  }

  const handlers = new Map(jobs.map(({ handler }) => [handler.job, handler]));
  return {
    queues: [...new Set(expected.map((name) => queueOf(name)))],
    async run(name, data, context) {
      const handler = isJobName(name) ? handlers.get(name) : undefined;
      if (!handler) {
        // A job left in Redis by an older release: retrying cannot help.
        throw new UnrecoverableError(`No handler for job "${name}"`);
      }
      // Producers are typed through the schema registry; the payload read back is trusted.
      return (handler as JobHandler<JobName>).run(data as JobOf<JobName>, context);
    },
  };
}
