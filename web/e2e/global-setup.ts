import { existsSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/net.ts';
import { repoRoot, runCommand, startChild, startServer } from '../../scripts/lib/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const serverUrl = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of [
    'gateway/dist/main.js',
    'gateway/dist/scripts/migrate.js',
    'worker/dist/main.js',
    'web/dist/index.html',
  ]) {
    if (!existsSync(`${repoRoot}${built}`)) {
      throw new Error(`${built} is missing: run "npm run build" first (npm test does it).`);
    }
  }
  const name = `portal_e2e_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `e2e-${process.pid}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: `${repoRoot}web/dist`,
  };
  await runCommand('migrations', process.execPath, ['gateway/dist/scripts/migrate.js'], env, {
    quiet: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway = await startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
    env,
    readyUrl: `${baseUrl}/readyz`,
    timeoutMs: 30_000,
    quiet: true,
  });
  // The worker applies moderation decisions, publishes scheduled posts and keeps the stats: the
  // admin panel's decisions wait for it, as they do in production.
  const worker = startChild('worker', process.execPath, ['worker/dist/main.js'], {
    env,
    quiet: true,
  });
  project.provide('baseUrl', baseUrl);

  return async () => {
    await Promise.all([gateway.stop(), worker.stop()]);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
