// Fails (exit 1) when the Kysely types derived from the entities (db/tables.ts) disagree with a
// database migrated from the committed migrations.
import 'reflect-metadata';
import { findTablesDrift } from '../orm/tables-drift.js';
import { loadConfig } from '../settings/config.js';

const drift = await findTablesDrift(loadConfig().databaseUrl);
if (drift) {
  console.error(
    'The Kysely tables (derived from the entities in src/db/tables.ts) and the migrated database disagree:\n' +
      drift,
  );
  process.exitCode = 1;
} else {
  console.log('The Kysely tables match the migrated database.');
}
