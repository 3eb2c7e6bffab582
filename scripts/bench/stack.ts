// The bench's stack: services, a database of its own emptied and migrated with the demo data,
// and the production-mode environment every gateway of a bench run gets.
import pg from 'pg';
import { scriptMfaSecretKey } from '../lib/demo-sign-in.ts';
import { resolveServices, type Services } from '../lib/services.ts';
import { step } from '../steps.ts';

export interface BenchStack {
  services: Services;
  /** The gateway's environment, without PORT and PUBLIC_URL (each gateway has its own). */
  env: NodeJS.ProcessEnv;
}

/** The environment of a bench gateway listening on `port`. */
export function gatewayEnv(stack: BenchStack, port: number): NodeJS.ProcessEnv {
  return {
    ...stack.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Production's level: each request logged, as it costs there (its stdout is discarded).
    LOG_LEVEL: 'info',
  };
}

export async function prepareBenchStack(
  databaseName: string,
  redisPrefix: string,
): Promise<BenchStack> {
  const services = await resolveServices({ databaseName, log: console.log });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MFA_SECRET_KEY: scriptMfaSecretKey(),
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    // The discussions scenario signs in as a demo member and reads the demo discussions.
    SEED_DEMO_DATA: 'true',
    // autocannon sends everything from one address: the API rate limit still counts each
    // request (its cost is part of what is measured) but never refuses one.
    API_RATE_MAX_PER_ADDRESS: '10000000',
    API_RATE_MAX_PER_TOKEN: '10000000',
  };
  // Emptied at every run, so that each run measures the same freshly seeded demo data.
  const reset = new pg.Client({ connectionString: services.databaseUrl });
  await reset.connect();
  await reset.query('drop schema public cascade; create schema public');
  await reset.end();
  const migrated = await step('migrations and demo data', 'node gateway/dist/scripts/migrate.js', {
    ...env,
    PUBLIC_URL: 'http://127.0.0.1',
  });
  if (!migrated.ok) {
    await services.stop();
    process.exit(1);
  }
  return { services, env };
}
