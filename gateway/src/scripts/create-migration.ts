// Generates the next migration from the difference between the entities and a database migrated
// from the committed migrations. Run after `npm run build`: node dist/scripts/create-migration.js [name]
import 'reflect-metadata';
import { withScratchDatabase } from '../db/scratch-database.js';
import { createOrm, runMigrations } from '../orm/index.js';
import { MIGRATIONS_SOURCE_PATH } from '../orm/mikro-orm.config.js';
import { loadConfig } from '../settings/config.js';

const name = process.argv[2];
const { databaseUrl } = loadConfig();

const fileName = await withScratchDatabase(databaseUrl, 'portal_migration_scratch', async (url) => {
  const orm = await createOrm({ databaseUrl: url });
  try {
    await runMigrations(orm);
    const result = await orm.migrator.create(MIGRATIONS_SOURCE_PATH, false, false, name);
    return result.fileName;
  } finally {
    await orm.close();
  }
});

console.log(
  fileName
    ? `Created src/db/migrations/${fileName}; run npm run build before migrating.`
    : 'No migration needed: the entities match the committed migrations.',
);
