import { statfs } from 'node:fs/promises';
import {
  createDatabase,
  dropDatabase,
  listDatabases,
  uniqueDatabaseName,
  withDatabaseName,
  withMaintenanceConnection,
} from '../db/scratch-database.js';
import { loadConfig } from '../settings/config.js';

/** Every database the gateway's tests create starts with this; no other database is touched. */
export const TEST_DATABASE_PREFIX = 'portal_test_gw';
const STALE_AFTER_MS = 60 * 60 * 1000;

/** The PostgreSQL server of DATABASE_URL; the tests use only databases of their own on it. */
export function testServerUrl(): string {
  return loadConfig().databaseUrl;
}

/** A copy of `template`, named under `prefix` (a run's own: see dropRunDatabases). */
export async function createTestDatabase(
  template: string,
  prefix = TEST_DATABASE_PREFIX,
): Promise<string> {
  const name = uniqueDatabaseName(prefix);
  await createDatabase(testServerUrl(), name, { template, unflushedCommits: true });
  return name;
}

export function dropTestDatabase(name: string): Promise<void> {
  return dropDatabase(testServerUrl(), name);
}

/**
 * Drops the databases a run made under its prefix, once its files are done. Not each one when
 * its file is: where the file system has no journal (ext4 without one, as on the test machines),
 * allocating a file skips each inode freed in the last minutes one by one, so every database
 * copied after hundreds of drops paid for all of them (two thirds of PostgreSQL's CPU in the
 * gateway's tests, in the kernel's inode allocator).
 */
export async function dropRunDatabases(prefix: string): Promise<void> {
  for (const name of await listDatabases(testServerUrl(), `${prefix}_`)) {
    await dropDatabase(testServerUrl(), name);
  }
}

export function testDatabaseUrl(name: string): string {
  return withDatabaseName(testServerUrl(), name);
}

/** Drops test databases left behind by an interrupted run (their names carry their creation time). */
export async function dropStaleTestDatabases(): Promise<void> {
  const names = await listDatabases(testServerUrl(), `${TEST_DATABASE_PREFIX}_`);
  for (const name of names) {
    const stamp = name.split('_').at(-2);
    const createdAt = stamp ? Number.parseInt(stamp, 36) : Number.NaN;
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS) {
      await dropDatabase(testServerUrl(), name);
    }
  }
}

/** Free space below which a run drops each copy when its file is done (about twice a run's peak). */
const KEEP_COPIES_MIN_FREE_BYTES = 2 * 1024 ** 3;

/**
 * Whether a run may keep its copies until it ends (dropRunDatabases): when the server's data
 * directory has room for them. A server whose data directory cannot be read from here (another
 * host, no superuser) is taken to have room.
 */
export async function roomToKeepCopies(
  minFreeBytes = KEEP_COPIES_MIN_FREE_BYTES,
): Promise<boolean> {
  return withMaintenanceConnection(testServerUrl(), async (client) => {
    try {
      const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
      const { bavail, bsize } = await statfs(rows[0]?.data_directory ?? '');
      return bavail * bsize >= minFreeBytes;
    } catch {
      return true;
    }
  });
}
