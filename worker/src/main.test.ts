import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { QueueName } from '@portal/schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from './test/factories.js';
import { createTestServices, type TestServices } from './test/services.js';

const builtMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Resolves with the first log line of `child` whose message is `msg`. */
function logLine(child: ChildProcess, msg: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) throw new Error('child stdout is not piped');
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === msg) {
        lines.close();
        resolve(entry);
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before "${msg}"`)));
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('worker process', () => {
  let services: TestServices<typeof QueueName.Stats>;
  let lock: pg.Client;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    if (!existsSync(builtMain)) {
      throw new Error(`${builtMain} is missing: run "npm run build" first (npm test does).`);
    }
    services = await createTestServices(QueueName.Stats);
    lock = new pg.Client({ connectionString: services.config.databaseUrl });
    await lock.connect();
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await lock?.end();
    await services?.dispose();
  });

  it('lets the running job finish on SIGTERM, then exits 0', async () => {
    await insertMembers(services.orm, 4);
    // Hold the users table so that the recount the worker starts stays running until released.
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');

    const firstActive = new Promise<string>((resolve) =>
      services.events.once('active', ({ jobId }) => resolve(jobId)),
    );
    const worker = spawn(process.execPath, [builtMain], {
      env: {
        ...process.env,
        DATABASE_URL: services.config.databaseUrl,
        REDIS_URL: services.config.redisUrl,
        REDIS_PREFIX: services.config.redisPrefix,
        STATS_INTERVAL_MS: String(services.config.statsIntervalMs),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = worker;
    const exited = exitOf(worker);

    const jobId = await firstActive;
    const shuttingDown = logLine(worker, 'shutting down: waiting for running jobs');
    worker.kill('SIGTERM');
    await shuttingDown;

    // The signal arrived while the job was blocked: the process must still be waiting for it.
    expect(worker.exitCode).toBeNull();
    const job = await services.queue.getJob(jobId);
    expect(job).toBeDefined();
    expect(await job?.getState()).toBe('active');

    await lock.query('COMMIT');
    const counts = (await job?.waitUntilFinished(services.events, 15_000)) as { members: number };
    expect(counts.members).toBe(4);
    expect(await exited).toEqual({ code: 0, signal: null });
  });

  it('says at start that uploads are not scanned when no ClamAV is configured', async () => {
    const { CLAMAV_SOCKET, CLAMAV_HOST, CLAMAV_PORT, ...env } = process.env;
    const worker = spawn(process.execPath, [builtMain], {
      env: {
        ...env,
        DATABASE_URL: services.config.databaseUrl,
        REDIS_URL: services.config.redisUrl,
        REDIS_PREFIX: services.config.redisPrefix,
        STATS_INTERVAL_MS: String(services.config.statsIntervalMs),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = worker;
    const exited = exitOf(worker);
    const warning = await logLine(
      worker,
      'uploads are NOT scanned for viruses (set CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT): uploaded documents are available at once',
    );
    expect(warning.level).toBe(40);
    worker.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
  });
});
