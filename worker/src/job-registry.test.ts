import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobName, jobNames, QueueName } from '@portal/schema';
import { UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { defineJob, type JobContext } from './job-handler.js';
import {
  collectJobHandlers,
  createJobRegistry,
  JobRegistryError,
  type LoadedJob,
} from './job-registry.js';
import { startWorker } from './worker-app.js';

const recount = (source: string): LoadedJob => ({
  handler: defineJob(JobName.StatsRecount, async (data) => ({ handledBy: source, data })),
  source,
});

const purge = (source: string): LoadedJob => ({
  handler: defineJob(JobName.SessionsPurge, async () => ({ handledBy: source })),
  source,
});

// The stats and maintenance jobs: the registry tests below register these two only.
const BASE_JOBS = [JobName.StatsRecount, JobName.SessionsPurge];

// The registry never touches the context; the handlers above ignore it too.
const context = { log: pino({ level: 'silent' }) } as JobContext;

describe('job registry', () => {
  it('refuses a registered job that has no handler', () => {
    expect(() => createJobRegistry([])).toThrow(JobRegistryError);
    expect(() => createJobRegistry([])).toThrow(/job stats\.recount has no handler/);
  });

  it('refuses to run without the sessions purge handler, naming its folder', () => {
    expect(() => createJobRegistry([recount('stats/recount.job.ts')], BASE_JOBS)).toThrow(
      'The worker refuses to start:\n  - job sessions.purge has no handler (add worker/src/jobs/maintenance/…job.ts)',
    );
  });

  it('refuses a job that has two handlers and names both files', () => {
    const jobs = [
      recount('stats/recount.job.ts'),
      recount('stats/recount-again.job.ts'),
      purge('maintenance/purge-sessions.job.ts'),
    ];
    expect(() => createJobRegistry(jobs, BASE_JOBS)).toThrow(
      'job stats.recount has 2 handlers: stats/recount.job.ts, stats/recount-again.job.ts',
    );
  });

  it('finds exactly one handler file for every registered job', async () => {
    const jobs = await collectJobHandlers();
    expect(jobs.map((loaded) => loaded.handler.job).sort()).toEqual([...jobNames].sort());
    expect(jobs.map((loaded) => loaded.source).sort()).toEqual([
      join('documents', 'data-export.job.ts'),
      join('documents', 'scan.job.ts'),
      join('events', 'promote.job.ts'),
      join('events', 'remind.job.ts'),
      join('mail', 'account-mail.job.ts'),
      join('mail', 'consultation-mail.job.ts'),
      join('mail', 'notice-digest.job.ts'),
      join('mail', 'notice-mail.job.ts'),
      join('maintenance', 'documents-orphan-sweep.job.ts'),
      join('maintenance', 'purge-sessions.job.ts'),
      join('maintenance', 'security-log-purge.job.ts'),
      join('moderation', 'apply.job.ts'),
      join('publishing', 'social-publish.job.ts'),
      join('stats', 'recount.job.ts'),
      join('submissions', 'received.job.ts'),
      join('submissions', 'sweep.job.ts'),
      join('webhooks', 'deliver.job.ts'),
      join('webhooks', 'dispatch.job.ts'),
    ]);
    expect(createJobRegistry(jobs).queues).toEqual([
      QueueName.Stats,
      QueueName.Maintenance,
      QueueName.Moderation,
      QueueName.Submissions,
      QueueName.Publishing,
      QueueName.Documents,
      QueueName.Webhooks,
      QueueName.Events,
      QueueName.Mail,
    ]);
  });

  it('dispatches a job to its handler by name', async () => {
    const registry = createJobRegistry(
      [recount('stats/recount.job.ts'), purge('maintenance/purge-sessions.job.ts')],
      BASE_JOBS,
    );
    await expect(
      registry.run(JobName.StatsRecount, { reason: 'manual' }, context),
    ).resolves.toEqual({ handledBy: 'stats/recount.job.ts', data: { reason: 'manual' } });
    await expect(
      registry.run(JobName.SessionsPurge, { reason: 'manual' }, context),
    ).resolves.toEqual({ handledBy: 'maintenance/purge-sessions.job.ts' });
  });

  it('fails a job of an unknown name without retries', async () => {
    const registry = createJobRegistry(
      [recount('stats/recount.job.ts'), purge('maintenance/purge-sessions.job.ts')],
      BASE_JOBS,
    );
    await expect(registry.run('stats.retired', {}, context)).rejects.toThrow(UnrecoverableError);
  });
});

describe('job discovery', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses two job files that handle the same job', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-jobs-'));
    const handlerFile = `export default { job: '${JobName.StatsRecount}', run: async () => null };\n`;
    await writeFile(join(dir, 'recount.job.ts'), handlerFile);
    await writeFile(join(dir, 'recount-copy.job.ts'), handlerFile);
    const jobs = await collectJobHandlers(dir);
    expect(() => createJobRegistry(jobs, BASE_JOBS)).toThrow(
      'job stats.recount has 2 handlers: recount-copy.job.ts, recount.job.ts',
    );
  });

  it('refuses a job file without a handler as its default export', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-jobs-'));
    await writeFile(join(dir, 'broken.job.ts'), 'export const handler = 1;\n');
    await expect(collectJobHandlers(dir)).rejects.toThrow(/broken\.job\.ts must export default/);
  });
});

describe('startWorker', () => {
  it('refuses to start, before connecting anywhere, when a job has two handlers', async () => {
    const start = startWorker({
      // Closed ports: reaching either would fail with a connection error instead.
      config: {
        databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
        redisUrl: 'redis://127.0.0.1:1',
        redisPrefix: 'portal_test_wk_refusal',
        statsIntervalMs: 60_000,
      },
      log: pino({ level: 'silent' }),
      jobs: [recount('a.job.ts'), recount('b.job.ts'), purge('c.job.ts')],
    });
    await expect(start).rejects.toThrow(JobRegistryError);
  });
});
