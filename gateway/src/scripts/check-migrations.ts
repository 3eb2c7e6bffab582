// Fails (exit 1) when the entities and the committed migrations disagree.
import 'reflect-metadata';
import { findMigrationDrift } from '../orm/migration-drift.js';
import { loadConfig } from '../settings/config.js';

const drift = await findMigrationDrift(loadConfig().databaseUrl);
if (drift) {
  console.error(
    'The entities and the migrations disagree. Create a migration (npm run build && node dist/scripts/create-migration.js) for:\n' +
      drift,
  );
  process.exitCode = 1;
} else {
  console.log('Migrations match the entities.');
}
