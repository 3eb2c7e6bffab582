import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { createOrm, type Orm, type StatementLimits } from '../exports/db.js';
import { createTestDatabase, dropTestDatabase, testDatabaseUrl } from './test-database.js';

export interface TestOrm {
  orm: Orm;
  databaseUrl: string;
  /**
   * Closes the ORM; the global set-up drops its database with the run's others (at once when the
   * disk lacks room for them: roomToKeepCopies).
   */
  close(): Promise<void>;
}

/**
 * An ORM on a database of its own: a copy of the template the global set-up migrated, or with
 * `seeded`, of the one it also filled with the demo data. Named under the run's prefix, and
 * dropped when the run ends (dropRunDatabases says why not before) or, where the disk is short,
 * when it is closed.
 */
export async function openTestOrm(
  options: { seeded?: boolean; statementLimits?: StatementLimits } = {},
): Promise<TestOrm> {
  const database = await createTestDatabase(
    inject(options.seeded ? 'seededTemplateDatabase' : 'templateDatabase'),
    inject('testDatabasePrefix'),
  );
  const databaseUrl = testDatabaseUrl(database);
  const orm = await createOrm({ databaseUrl, statementLimits: options.statementLimits });
  const dropAtOnce = inject('dropTestDatabasesAtOnce');
  return {
    orm,
    databaseUrl,
    close: async () => {
      await orm.close();
      if (dropAtOnce) await dropTestDatabase(database);
    },
  };
}

export interface UseTestOrmOptions {
  /** A fresh database for every test rather than one for the whole file. */
  perTest?: boolean;
  /** Fill it with the demo data first. */
  seed?: boolean;
}

/**
 * Registers the hooks that open a TestOrm before the file's tests (or each test) and close it
 * after; `orm` is the open one, readable inside tests and hooks.
 */
export function useTestOrm(options: UseTestOrmOptions = {}): { readonly orm: Orm } {
  let open: TestOrm | undefined;
  const [setUp, tearDown] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  setUp(async () => {
    open = await openTestOrm({ seeded: options.seed });
  });
  tearDown(async () => {
    await open?.close();
    open = undefined;
  });
  return {
    get orm() {
      if (!open) throw new Error('The test ORM is open only inside tests and their hooks');
      return open.orm;
    },
  };
}
