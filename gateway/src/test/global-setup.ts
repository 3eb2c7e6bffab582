import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { createDatabase, uniqueDatabaseName } from '../db/scratch-database.js';
import { createOrm, runMigrations } from '../exports/db.js';
import {
  dropStaleTestDatabases,
  dropTestDatabase,
  TEST_DATABASE_PREFIX,
  testDatabaseUrl,
  testServerUrl,
} from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database migrated with the committed migrations, copied by each test file. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await dropStaleTestDatabases();
  const template = uniqueDatabaseName(`${TEST_DATABASE_PREFIX}_tpl`);
  await createDatabase(testServerUrl(), template);
  const orm = await createOrm({ databaseUrl: testDatabaseUrl(template) });
  try {
    await runMigrations(orm);
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template to have no open connection.
    await orm.close();
  }
  project.provide('templateDatabase', template);
  return () => dropTestDatabase(template);
}
