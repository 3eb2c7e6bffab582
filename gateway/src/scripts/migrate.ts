// Applies pending migrations, then seeds what is missing (see db/seed/seed.ts); prints one line.
import 'reflect-metadata';
import { createOrm } from '../orm/index.js';
import {
  assertAdminPasswordAccepted,
  describeMigrateReport,
  migrateAndSeed,
} from '../seed/migrate-and-seed.js';
import { ConfigError, loadBootstrapAdmin, loadConfig } from '../settings/config.js';

function readConfiguration() {
  try {
    const admin = loadBootstrapAdmin();
    if (admin) assertAdminPasswordAccepted(admin);
    return { config: loadConfig(), admin };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`migrate: ${error.message}`);
    process.exit(1);
  }
}

const { config, admin } = readConfiguration();
const orm = await createOrm({ databaseUrl: config.databaseUrl });
try {
  const report = await migrateAndSeed(orm, {
    demoData: config.seedDemoData,
    admin,
    mfaSecretKey: config.mfaSecretKey,
  });
  console.log(describeMigrateReport(report, admin?.email));
} finally {
  await orm.close();
}
