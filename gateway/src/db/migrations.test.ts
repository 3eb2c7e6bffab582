import { expect, it } from 'vitest';
import { findMigrationDrift } from '../orm/migration-drift.js';
import { TEST_DATABASE_PREFIX, testServerUrl } from '../test/test-database.js';

it('the committed migrations produce exactly the schema of the entities', async () => {
  const drift = await findMigrationDrift(testServerUrl(), `${TEST_DATABASE_PREFIX}_check`);
  expect(drift).toBeNull();
});
