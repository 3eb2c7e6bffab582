// A built gateway of a script's own (npm run fuzz, npm run scan): a database of its own on the
// resolved PostgreSQL, emptied, migrated and filled with the demo data at every run, a Redis key
// prefix of its own, and the gateway listening on a free loopback port.
import pg from 'pg';
import { scriptMfaSecretKey } from './demo-sign-in.ts';
import { freePort } from './net.ts';
import { type ManagedChild, runCommand, startServer } from './processes.ts';
import { resolveServices, type Services } from './services.ts';

export { DEMO_PASSWORD, SESSION_COOKIE, signInOverHttp } from './demo-sign-in.ts';
export const MEMBER_EMAIL = 'member@example.org';
export const ADMIN_EMAIL = 'admin@example.org';

export interface OwnGateway {
  url: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  child: ManagedChild;
  stop(): Promise<void>;
}

export interface OwnGatewayOptions {
  /** Its database, e.g. portal_fuzz: dropped and re-made at every run. */
  databaseName: string;
  redisPrefix: string;
  /** Added to the gateway's environment (limits, NODE_ENV). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Limits no scripted run reaches: fuzzed sign-ins must not lock out its identities, and a
 * scanner's thousands of requests to a public form must reach the form, not its 429.
 */
export const UNREACHABLE_LIMITS: NodeJS.ProcessEnv = {
  ...Object.fromEntries(
    ['ACCOUNT_ADDRESS', 'ACCOUNT', 'ADDRESS', 'GLOBAL'].flatMap((rule) => [
      [`SIGNIN_${rule}_MAX_FAILURES`, '1000000'],
      [`SIGNIN_${rule}_WINDOW_SECONDS`, '1'],
    ]),
  ),
  PUBLIC_FORM_MAX: '1000000',
  CONSULTATION_MAX_PER_ADDRESS: '1000000',
  CONSULTATION_MAX_PER_EMAIL: '1000000',
  API_RATE_MAX_PER_ADDRESS: '10000000',
  API_RATE_MAX_PER_TOKEN: '10000000',
};

export async function startOwnGateway(options: OwnGatewayOptions): Promise<OwnGateway> {
  const services: Services = await resolveServices({
    databaseName: options.databaseName,
    log: (line) => console.log(`● ${line}`),
  });
  if (!/^\w+$/.test(new URL(services.databaseUrl).pathname.slice(1))) {
    throw new Error(`Unexpected database in ${services.databaseUrl}`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: url,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    MFA_SECRET_KEY: scriptMfaSecretKey(),
    ...options.env,
  };
  // The script's database is its own: emptied at every run, so that each run starts from the
  // same demo data (as the bench does).
  const reset = new pg.Client({ connectionString: services.databaseUrl });
  await reset.connect();
  await reset.query('drop schema public cascade; create schema public');
  await reset.end();
  await runCommand(
    'migrations and demo data',
    process.execPath,
    ['gateway/dist/scripts/migrate.js'],
    env,
  );
  const gatewayEnv = { ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = await startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
    env: gatewayEnv,
    readyUrl: `${url}/readyz`,
    timeoutMs: 60_000,
    quiet: true,
  });
  return {
    url,
    databaseUrl: services.databaseUrl,
    env: gatewayEnv,
    child,
    stop: async () => {
      await child.stop(10_000);
      await services.stop();
    },
  };
}
