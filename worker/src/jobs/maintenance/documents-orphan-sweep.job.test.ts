// The orphan file sweep as the worker runs it: at start, on the configured store, with the age
// from STORAGE_ORPHAN_MIN_AGE_MS. What a gateway killed mid-upload leaves (a complete file whose
// row never committed, a `.partial`) goes; a young file stays.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JobName, QueueName } from '@portal/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/pipeline.js';
import { createTestServices, type TestServices } from '../../test/services.js';
import { startWorker, type WorkerApp } from '../../worker-app.js';

let services: TestServices<typeof QueueName.Maintenance>;
let app: WorkerApp | undefined;
let dir: string;

beforeAll(async () => {
  process.env.STORAGE_ORPHAN_MIN_AGE_MS = '60000';
  dir = await mkdtemp(join(tmpdir(), 'portal-worker-orphans-'));
  services = await createTestServices(QueueName.Maintenance);
});

afterAll(async () => {
  await app?.close();
  await services?.dispose();
  await rm(dir, { recursive: true, force: true });
  delete process.env.STORAGE_ORPHAN_MIN_AGE_MS;
});

/** A file in the local store's layout (`<root>/<first two>/<name>`), last written `ageMs` ago. */
async function storedFile(name: string, ageMs: number): Promise<string> {
  const path = join(dir, name.slice(0, 2), name);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, 'bytes');
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

describe('documents.orphan-sweep in the worker', () => {
  it('removes the old orphan and .partial files at worker start and keeps a young one', async () => {
    const orphan = await storedFile(randomUUID(), 10 * 60_000);
    const partial = await storedFile(`${randomUUID()}.${randomUUID()}.partial`, 10 * 60_000);
    const young = await storedFile(randomUUID(), 0);

    app = await startWorker({
      config: { ...services.config, storage: { driver: 'local', dir } },
      log: pino({ level: 'silent' }),
    });
    await waitFor(async () => !existsSync(orphan) && !existsSync(partial), {
      what: 'the orphan and the .partial removed',
    });
    expect(existsSync(young)).toBe(true);
    expect((await services.queue.getJobSchedulers()).map((scheduler) => scheduler.key)).toContain(
      JobName.DocumentsOrphanSweep,
    );
  });
});
