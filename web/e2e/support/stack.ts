// The services a browser test drives: one seeded template database (made once per run by
// global-setup.ts) and, per worker slot, a gateway and a worker on a copy of it (fixtures.ts,
// kept-stack.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../scripts/lib/net.ts';
import {
  type ManagedChild,
  repoRoot,
  runCommand,
  startServer,
} from '../../../scripts/lib/processes.ts';
import {
  forgetKeptStack,
  isRunning,
  type KeptStackRecord,
  readKeptStack,
  startDetached,
  stopDetached,
  untilAnswers,
  untilLogged,
  writeKeptStack,
} from './kept-stack.ts';
import type { MailboxAddress } from './mailbox.ts';

/** What global-setup.ts hands the workers (through the environment, as Playwright advises). */
export interface Template {
  /** The migrated and seeded database every worker copies, with the set-up's sessions. */
  database: string;
  /** Its stored files (photos, documents), copied with it. */
  files: string;
  /** The run's own folder: the roles' storage states and the TOTP steps they used. */
  stateDir: string;
  /** Each worker slot's SMTP server (mailbox.ts), by slot. */
  mailboxes: MailboxAddress[];
}

const TEMPLATE_ENV = 'PORTAL_E2E_TEMPLATE';

export function templateFromEnv(): Template {
  const value = process.env[TEMPLATE_ENV];
  if (!value)
    throw new Error(`${TEMPLATE_ENV} is unset: run the browser tests with playwright test`);
  return JSON.parse(value) as Template;
}

export function templateToEnv(template: Template): void {
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
}

const serverUrl = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on `database` (the server's own by default), one connection for them. */
export async function sql(statements: string[], database = 'postgres'): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The prefix of the run's databases: E2E_DATABASE_PREFIX lets runs side by side stay apart. */
export function templateName(): string {
  return `${process.env.E2E_DATABASE_PREFIX ?? 'portal_e2e'}_${process.pid}_tpl`;
}

export function assertBuilt(): void {
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
}

export function stackEnv(name: string, storageDir: string, port: number): NodeJS.ProcessEnv {
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
    // Every browser of a worker shares one address; the limits themselves are tested by the
    // gateway (a run's public forms, sent empty or refused too, passed the 5 an hour of one).
    API_RATE_MAX_PER_ADDRESS: '1000000',
    PUBLIC_FORM_MAX: '1000000',
    CONSULTATION_MAX_PER_ADDRESS: '1000000',
    // The webhooks test's receiver listens on loopback, which the portal otherwise refuses.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  };
}

/** Migrates and seeds the template database, with an empty folder for its stored files. */
export async function createTemplate(name: string): Promise<string> {
  const files = mkdtempSync(join(tmpdir(), `${name}-files-`));
  await sql([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  await runCommand(
    'migrations',
    process.execPath,
    ['gateway/dist/scripts/migrate.js'],
    stackEnv(name, files, 0),
    { quiet: true },
  );
  return files;
}

export async function dropTemplate(template: Template): Promise<void> {
  await sql([`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`]);
  rmSync(template.files, { recursive: true, force: true });
  rmSync(template.stateDir, { recursive: true, force: true });
}

/**
 * A port for a slot's gateway: E2E_PORTS ("4630-4659") keeps them in a range of their own, by
 * slot (the set-up's gateway takes its worker's index: it has stopped before slots start); any
 * free port otherwise.
 */
async function gatewayPort(workerIndex: number): Promise<number> {
  const range = process.env.E2E_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) return freePort();
  const [first, last] = [Number(range[1]), Number(range[2])];
  return first + (workerIndex % (last - first + 1));
}

export interface Stack {
  baseUrl: string;
  databaseUrl: string;
  /** What the stack's worker e-mailed (account links and notices): mailbox.ts. */
  mailbox: MailboxAddress;
  /** What the slot's gateway and worker logged (warnings and errors; the worker's info too). */
  logFile: string;
  /**
   * Gives the set-up's sessions back as they were when the worker started: alive, and proved
   * just now. A test may sign one out, end the role's other sessions or age them
   * (signedInLongAgo); the next test of the worker starts signed in all the same.
   */
  restoreSessions(): Promise<void>;
  stop(): Promise<void>;
}

const KEPT_SESSIONS = 'e2e_setup_sessions';

/** Gateway (serving the built app) on its own port, alone on `database` (the set-up's). */
export async function startGateway(
  database: string,
  storageDir: string,
  workerIndex: number,
): Promise<{ gateway: ManagedChild; baseUrl: string }> {
  const { env, baseUrl } = await stackAddress(database, storageDir, workerIndex);
  return { gateway: await gatewayOn(env, baseUrl), baseUrl };
}

async function stackAddress(database: string, storageDir: string, workerIndex: number) {
  const port = await gatewayPort(workerIndex);
  return { env: stackEnv(database, storageDir, port), baseUrl: `http://127.0.0.1:${port}` };
}

function gatewayOn(env: NodeJS.ProcessEnv, baseUrl: string): Promise<ManagedChild> {
  return startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
    env,
    readyUrl: `${baseUrl}/readyz`,
    // Gateways boot beside the other workers' tests: on a loaded 2-core machine that has taken
    // more than a minute.
    timeoutMs: 180_000,
    quiet: true,
  });
}

/** How long a gateway or a worker may take to boot beside the other slots' tests. */
const BOOT_TIMEOUT_MS = 180_000;

/**
 * A slot's stack (kept-stack.ts): a copy of the template database and its files, with a gateway
 * and a worker on them, booted by the slot's first Playwright worker and used by the next ones
 * while it runs. Tests of different slots never share data. The copy's sessions (the set-up's,
 * one per role) count as signed in now: a slot started late in a long run would otherwise find
 * them older than the ten minutes after which sensitive changes ask for the password again.
 * They are kept aside too, for restoreSessions.
 */
export async function slotStack(template: Template, slot: number): Promise<Stack> {
  const kept = readKeptStack(template.stateDir, slot);
  const alive =
    kept?.pids.every(isRunning) &&
    (await fetch(`${kept.baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    ));
  const mailbox = mailboxOf(template, slot);
  if (kept && alive) return attach(kept, mailbox);
  if (kept) await stopKeptStack(kept);
  forgetKeptStack(template.stateDir, slot);
  const record = await bootStack(template, slot);
  writeKeptStack(template.stateDir, slot, record);
  return attach(record, mailbox);
}

function mailboxOf(template: Template, slot: number): MailboxAddress {
  const mailbox = template.mailboxes[slot];
  if (!mailbox) throw new Error(`no mailbox for worker slot ${slot}`);
  return mailbox;
}

async function bootStack(template: Template, slot: number): Promise<KeptStackRecord> {
  const name = `${template.database.replace(/_tpl$/, '')}_s${slot}`;
  const storageDir = mkdtempSync(join(tmpdir(), `${name}-files-`));
  cpSync(template.files, storageDir, { recursive: true });
  await sql([
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name} TEMPLATE ${template.database} STRATEGY FILE_COPY`,
  ]);
  await sql(
    [
      'update sessions set authenticated_at = now()',
      `create table ${KEPT_SESSIONS} as select * from sessions`,
    ],
    name,
  );
  const { env, baseUrl } = await stackAddress(name, storageDir, slot);
  const logFile = join(template.stateDir, `stack-${slot}.log`);
  const record: KeptStackRecord = { database: name, storageDir, baseUrl, pids: [], logFile };
  try {
    // The worker applies moderation decisions, publishes scheduled posts and keeps the stats: the
    // admin panel's decisions wait for it, as they do in production. Both boot at once; the
    // worker counts as up once it says it consumes its queues (a test's first decision otherwise
    // waited for its boot).
    // Only the worker sends e-mail, to the slot's SMTP server (the account e-mails are its
    // jobs); the gateway keeps none, so that the invitation dialog shows its link to pass on.
    const gateway = startDetached('gateway/dist/main.js', env, logFile);
    const worker = startDetached(
      'worker/dist/main.js',
      { ...env, LOG_LEVEL: 'info', SMTP_URL: mailboxOf(template, slot).url },
      logFile,
    );
    record.pids.push(gateway, worker);
    await Promise.all([
      untilAnswers(`${baseUrl}/readyz`, gateway, logFile, BOOT_TIMEOUT_MS),
      untilLogged(logFile, '"worker started"', worker, BOOT_TIMEOUT_MS),
    ]);
    return record;
  } catch (error) {
    await stopKeptStack(record);
    throw error;
  }
}

/** This worker's handle on a running slot stack: its own connection for restoreSessions. */
async function attach(record: KeptStackRecord, mailbox: MailboxAddress): Promise<Stack> {
  const client = new pg.Client({ connectionString: databaseUrl(record.database) });
  await client.connect();
  return {
    baseUrl: record.baseUrl,
    databaseUrl: databaseUrl(record.database),
    mailbox,
    logFile: record.logFile,
    restoreSessions: async () => {
      await client.query(
        `insert into sessions select * from ${KEPT_SESSIONS} kept
          where not exists (select 1 from sessions where id = kept.id)`,
      );
      await client.query(
        `update sessions set authenticated_at = now() where id in (select id from ${KEPT_SESSIONS})`,
      );
    },
    // The slot's next worker uses the stack; the teardown stops it.
    stop: () => client.end(),
  };
}

/** Stops a slot's processes by PID and drops its database and files. */
export async function stopKeptStack(record: KeptStackRecord): Promise<void> {
  await stopDetached(record.pids);
  await sql([`DROP DATABASE IF EXISTS ${record.database} WITH (FORCE)`]);
  rmSync(record.storageDir, { recursive: true, force: true });
}
