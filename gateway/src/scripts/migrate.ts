// Applies pending migrations, then seeds the demo data when the database is empty.
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createOrm, runMigrations, seedIfEmpty } from '../db/index.js';

const orm = await createOrm({ databaseUrl: loadConfig().databaseUrl });
try {
  const { applied } = await runMigrations(orm);
  const { seeded } = await seedIfEmpty(orm);
  const migrations =
    applied.length === 0 ? 'no pending migrations' : `applied ${applied.join(', ')}`;
  console.log(`Database: ${migrations}; ${seeded ? 'demo data seeded' : 'existing data kept'}.`);
} finally {
  await orm.close();
}
