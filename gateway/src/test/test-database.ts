import { loadConfig } from '../config.js';
import {
  createDatabase,
  dropDatabase,
  listDatabases,
  uniqueDatabaseName,
  withDatabaseName,
} from '../db/scratch-database.js';

/** Every database the gateway's tests create starts with this; no other database is touched. */
export const TEST_DATABASE_PREFIX = 'portal_test_gw';
const STALE_AFTER_MS = 60 * 60 * 1000;

/** The PostgreSQL server of DATABASE_URL; the tests use only databases of their own on it. */
export function testServerUrl(): string {
  return loadConfig().databaseUrl;
}

export async function createTestDatabase(template: string): Promise<string> {
  const name = uniqueDatabaseName(TEST_DATABASE_PREFIX);
  await createDatabase(testServerUrl(), name, { template, unflushedCommits: true });
  return name;
}

export function dropTestDatabase(name: string): Promise<void> {
  return dropDatabase(testServerUrl(), name);
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
