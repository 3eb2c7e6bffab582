import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repo = fileURLToPath(new URL('../../', import.meta.url));
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

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function run(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [script], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gateway not ready after 30 s:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const built of [
    'gateway/dist/main.js',
    'gateway/dist/scripts/migrate.js',
    'web/dist/index.html',
  ]) {
    if (!existsSync(`${repo}${built}`)) {
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
    WEB_DIST: `${repo}web/dist`,
  };
  const migrate = run('gateway/dist/scripts/migrate.js', env);
  let migrateOutput = '';
  migrate.stdout?.on('data', (chunk) => (migrateOutput += chunk));
  migrate.stderr?.on('data', (chunk) => (migrateOutput += chunk));
  const [code] = await once(migrate, 'exit');
  if (code !== 0) throw new Error(`migrations failed:\n${migrateOutput}`);

  const gateway = run('gateway/dist/main.js', env);
  let log = '';
  gateway.stdout?.on('data', (chunk) => (log += chunk));
  gateway.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(baseUrl, gateway, () => log);
  project.provide('baseUrl', baseUrl);

  return async () => {
    gateway.kill('SIGTERM');
    if (gateway.exitCode === null) await once(gateway, 'exit');
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
