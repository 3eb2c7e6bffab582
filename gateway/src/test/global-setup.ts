import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { createDatabase, uniqueDatabaseName } from '../db/scratch-database.js';
import { createOrm, runMigrations, seedIfEmpty } from '../exports/db.js';
import { useTestPasswordCost } from './password-cost.js';
import {
  dropRunDatabases,
  dropStaleTestDatabases,
  dropTestDatabase,
  roomToKeepCopies,
  TEST_DATABASE_PREFIX,
  testDatabaseUrl,
  testServerUrl,
} from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database migrated with the committed migrations, copied by each test file. */
    templateDatabase: string;
    /** The same with the demo data (seedIfEmpty), copied by the files that want it. */
    seededTemplateDatabase: string;
    /** The prefix of this run's copies, which its teardown drops (dropRunDatabases). */
    testDatabasePrefix: string;
    /** Whether each file drops its copy when done: only when the disk lacks room for a run's. */
    dropTestDatabasesAtOnce: boolean;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await dropStaleTestDatabases();
  const template = uniqueDatabaseName(`${TEST_DATABASE_PREFIX}_tpl`);
  await createDatabase(testServerUrl(), template, { unflushedCommits: true });
  const orm = await createOrm({ databaseUrl: testDatabaseUrl(template) });
  try {
    await runMigrations(orm);
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template to have no open connection.
    await orm.close();
  }
  // Seeded once here rather than in each of the ~50 files that start from the demo data (about
  // a second of inserts and a password hash each); its dates are relative to this run's start.
  const seeded = uniqueDatabaseName(`${TEST_DATABASE_PREFIX}_tpl`);
  await createDatabase(testServerUrl(), seeded, { template, unflushedCommits: true });
  useTestPasswordCost();
  const seedOrm = await createOrm({ databaseUrl: testDatabaseUrl(seeded) });
  try {
    await seedIfEmpty(seedOrm);
  } finally {
    await seedOrm.close();
  }
  const copies = uniqueDatabaseName(TEST_DATABASE_PREFIX);
  project.provide('templateDatabase', template);
  project.provide('seededTemplateDatabase', seeded);
  project.provide('testDatabasePrefix', copies);
  project.provide('dropTestDatabasesAtOnce', !(await roomToKeepCopies()));
  return async () => {
    await dropRunDatabases(copies);
    await dropTestDatabase(template);
    await dropTestDatabase(seeded);
  };
}
