// Runs only the moderation scenarios of the bench (node scripts/bench/moderation-only.ts after
// `npm run build -w schema -w gateway -w worker`): its own database, the gateway and a worker.

import pg from 'pg';
import { scriptMfaSecretKey } from '../lib/demo-sign-in.ts';
import { freePort } from '../lib/net.ts';
import { startServer } from '../lib/processes.ts';
import { resolveServices } from '../lib/services.ts';
import { step } from '../steps.ts';
import { benchModeration } from './moderation.ts';

const services = await resolveServices({
  databaseName: 'portal_bench_moderation',
  log: console.log,
});
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  MFA_SECRET_KEY: scriptMfaSecretKey(),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  REDIS_PREFIX: 'bench_moderation',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
  // One address sends everything: counted (part of the cost measured) but never refused.
  API_RATE_MAX_PER_ADDRESS: '10000000',
  API_RATE_MAX_PER_TOKEN: '10000000',
};
const reset = new pg.Client({ connectionString: services.databaseUrl });
await reset.connect();
await reset.query('drop schema public cascade; create schema public');
await reset.end();
const migrated = await step(
  'migrations and demo data',
  'node gateway/dist/scripts/migrate.js',
  env,
);
if (!migrated.ok) process.exit(1);
const gateway = await startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
  env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  readyUrl: `http://127.0.0.1:${port}/readyz`,
  timeoutMs: 30_000,
});
try {
  await benchModeration({
    gatewayUrl: `http://127.0.0.1:${port}`,
    databaseUrl: services.databaseUrl,
    env,
  });
} finally {
  await gateway.stop();
  await services.stop();
}
