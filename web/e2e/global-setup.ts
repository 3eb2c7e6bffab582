import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/net.ts';
import {
  type ManagedChild,
  repoRoot,
  runCommand,
  startChild,
  startServer,
} from '../../scripts/lib/processes.ts';
import { CHROMIUM_FLAGS, testChromiumPath } from './chromium.ts';

/** What a test file reaches: one stack per vitest worker slot (see browser.ts). */
export interface E2eStack {
  baseUrl: string;
  chromiumEndpoint: string;
  /** The slot's own folder for what its files share across processes (sessions, TOTP steps). */
  stateDir: string;
  /** The slot's database, for the few tests that stand for time passing (reauthentication). */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStacks: E2eStack[];
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

function stackEnv(name: string, storageDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: name,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address the browser uses: links, canonical URLs and the WebSocket's Origin check.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    WEB_DIST: `${repoRoot}web/dist`,
    STORAGE_DIR: storageDir,
    // Every browser of a file shares one address; the limit itself is tested by the gateway.
    API_RATE_MAX_PER_ADDRESS: '1000000',
    // webhooks.e2e.test.ts's receiver listens on loopback, which the portal otherwise refuses.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  };
}

interface RunningStack extends Omit<E2eStack, 'stateDir'> {
  stop(): Promise<void>;
}

/**
 * A gateway, a worker and a Chromium on a copy of the seeded template database (and a copy of its
 * stored files): files running at the same time never share data, as they never did one by one.
 */
async function startStack(template: string, templateFiles: string, slot: number) {
  const name = `${template.replace(/_tpl$/, '')}_${slot}`;
  const storageDir = mkdtempSync(join(tmpdir(), `${name}-files-`));
  cpSync(templateFiles, storageDir, { recursive: true });
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  const port = await freePort();
  const env = stackEnv(name, storageDir, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((process) => process.stop()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(storageDir, { recursive: true, force: true });
  };
  try {
    const [gateway, browser] = await Promise.all([
      startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
        env,
        readyUrl: `${baseUrl}/readyz`,
        // Three gateways boot at once beside the other slots' tests: on a loaded 2-core machine
        // that has taken more than a minute.
        timeoutMs: 180_000,
        quiet: true,
      }),
      chromium.launchServer({ executablePath: testChromiumPath(), args: CHROMIUM_FLAGS }),
    ]);
    started.push(gateway, { stop: () => (browser as BrowserServer).close() });
    // The worker applies moderation decisions, publishes scheduled posts and keeps the stats: the
    // admin panel's decisions wait for it, as they do in production.
    const worker: ManagedChild = startChild('worker', process.execPath, ['worker/dist/main.js'], {
      env,
      quiet: true,
    });
    started.push(worker);
    return {
      baseUrl,
      chromiumEndpoint: browser.wsEndpoint(),
      databaseUrl: env.DATABASE_URL ?? '',
      stop,
    } satisfies RunningStack;
  } catch (error) {
    await stop();
    throw error;
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
  // Migrated and seeded once; every stack starts from a copy.
  const template = `portal_e2e_${process.pid}_tpl`;
  const templateFiles = mkdtempSync(join(tmpdir(), `${template}-files-`));
  // Removed with the run, so that no slot's sessions or TOTP steps outlive it.
  const stateRoot = mkdtempSync(join(tmpdir(), `${template}-state-`));
  await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${template}`);
  const stacks: RunningStack[] = [];
  const teardown = async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    rmSync(templateFiles, { recursive: true, force: true });
    rmSync(stateRoot, { recursive: true, force: true });
  };
  try {
    await runCommand(
      'migrations',
      process.execPath,
      ['gateway/dist/scripts/migrate.js'],
      stackEnv(template, templateFiles, 0),
      { quiet: true },
    );
    // A worker slot runs one file at a time (VITEST_POOL_ID, 1..maxWorkers): one stack each.
    const slots = Math.max(1, project.config.maxWorkers);
    const started = await Promise.allSettled(
      Array.from({ length: slots }, (_, index) => startStack(template, templateFiles, index + 1)),
    );
    for (const result of started) if (result.status === 'fulfilled') stacks.push(result.value);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide(
    'e2eStacks',
    stacks.map(({ baseUrl, chromiumEndpoint, databaseUrl }, index) => {
      const stateDir = join(stateRoot, `slot-${index + 1}`);
      mkdirSync(stateDir);
      return { baseUrl, chromiumEndpoint, stateDir, databaseUrl };
    }),
  );
  return teardown;
}
