// The processes under test, all of the suite's own: one PostgreSQL cluster for the whole run
// (a migrated, seeded template database copied per experiment), and per experiment a Redis, two
// built gateways and two built workers on free loopback ports, each killable by PID. A process
// that exits unexpectedly is restarted after a second, as `restart: unless-stopped` would.
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  freePort,
  OwnPostgres,
  OwnRedis,
  type OwnRedisOptions,
} from '../../gateway/src/test/own-services.ts';
import { type ManagedChild, runCommand, startChild, waitForHttp } from '../lib/processes.ts';
import type { ChaosOptions } from './options.ts';

export { DEMO_PASSWORD } from '../lib/demo-sign-in.ts';
export const MODERATOR_EMAIL = 'moderator@example.org';
/** Members made for the suite, so that each one's notifications can be counted exactly. */
export const CHAOS_MEMBERS = Array.from(
  { length: 6 },
  (_, n) => `chaos.member.${n + 1}@example.org`,
);
export const REDIS_PREFIX = 'chaos';
/** The gateways' orphan-file cleanup: files older than a minute, every 10 s (their minimums). */
export const ORPHAN_MIN_AGE_MS = 60_000;
export const ORPHAN_SWEEP_MS = 10_000;

export interface Cluster {
  postgres: OwnPostgres;
  dir: string;
  templateStorage: string;
  destroy(keep: boolean): Promise<void>;
}

const TEMPLATE = 'chaos_template';

/** The run's PostgreSQL cluster with a template database: migrated, demo data, chaos members. */
export async function prepareCluster(log: (line: string) => void): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-chaos-'));
  const postgres = await OwnPostgres.create({ settings: { max_connections: '300' } });
  log(`PostgreSQL of the suite on port ${postgres.port} (pid ${postgres.pid})`);
  const templateStorage = join(dir, 'template-documents');
  const databaseUrl = await postgres.createDatabase(TEMPLATE);
  await runCommand(
    'migrations and demo data (template database)',
    process.execPath,
    ['gateway/dist/scripts/migrate.js'],
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      STORAGE_DRIVER: 'local',
      STORAGE_DIR: templateStorage,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    { quiet: true },
  );
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    // Copies of the demo member (its password hash included) under the suite's addresses.
    await sql.query(`create temporary table chaos_member as
      select * from users where email = 'member@example.org'`);
    for (const [n, email] of CHAOS_MEMBERS.entries()) {
      await sql.query(
        `update chaos_member set id = gen_random_uuid(), email = $1, username = $2,
           full_name = $3`,
        [email, `chaos-member-${n + 1}`, `Chaos Member ${n + 1}`],
      );
      await sql.query('insert into users select * from chaos_member');
    }
  } finally {
    await sql.end();
  }
  return {
    postgres,
    dir,
    templateStorage,
    destroy: async (keep) => {
      await postgres.destroy();
      if (!keep) await rm(dir, { recursive: true, force: true });
    },
  };
}

type Role = 'gateway' | 'worker';

/** One gateway or worker slot: its current process, restarted on an unexpected exit. */
interface Slot {
  role: Role;
  index: number;
  port: number;
  child: ManagedChild | undefined;
  /** Set while the suite itself stops or kills it. */
  expectedDown: boolean;
  up: boolean;
  /** Incremented at every signal: a request that spans a change was cut by the suite. */
  generation: number;
}

export interface StackEvent {
  at: number;
  what: string;
}

export class Stack {
  readonly databaseUrl: string;
  readonly redis: OwnRedis;
  readonly storageDir: string;
  readonly events: StackEvent[] = [];
  /** Processes that ended without being asked to, or did not stop cleanly on SIGTERM. */
  readonly failures: string[] = [];
  private readonly slots: Slot[];
  private readonly env: NodeJS.ProcessEnv;
  private stopping = false;
  private removeExitHook: () => void = () => {};

  private constructor(
    databaseUrl: string,
    redis: OwnRedis,
    storageDir: string,
    slots: Slot[],
    env: NodeJS.ProcessEnv,
  ) {
    this.databaseUrl = databaseUrl;
    this.redis = redis;
    this.storageDir = storageDir;
    this.slots = slots;
    this.env = env;
  }

  /** A fresh database from the template, a Redis, two gateways and two workers. */
  static async start(
    cluster: Cluster,
    name: string,
    redisOptions: OwnRedisOptions,
    options: ChaosOptions,
    extraEnv: NodeJS.ProcessEnv = {},
  ): Promise<Stack> {
    const database = `chaos_${name.replaceAll('-', '_')}`;
    const admin = new pg.Client({ connectionString: cluster.postgres.url });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${database}"`);
      await admin.query(`create database "${database}" template ${TEMPLATE}`);
    } finally {
      await admin.end();
    }
    const storageDir = join(cluster.dir, name, 'documents');
    await mkdir(join(cluster.dir, name), { recursive: true });
    await cp(cluster.templateStorage, storageDir, { recursive: true });
    const redis = await OwnRedis.create({ appendfsync: options.redisAppendfsync, ...redisOptions });
    const databaseUrl = cluster.postgres.urlFor(database);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_PREFIX,
      STORAGE_DRIVER: 'local',
      STORAGE_DIR: storageDir,
      SEED_DEMO_DATA: 'false',
      SUBMISSIONS_SWEEP_MS: String(options.sweepMs),
      STATS_INTERVAL_MS: String(options.statsMs),
      // A killed worker's jobs are handed on after this (BullMQ's default is 30 s).
      WORKER_LOCK_MS: String(options.workerLockMs),
      STORAGE_ORPHAN_MIN_AGE_MS: String(ORPHAN_MIN_AGE_MS),
      STORAGE_ORPHAN_SWEEP_MS: String(ORPHAN_SWEEP_MS),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      // The load comes from one address at CHAOS_RATE and more: counted, never refused.
      API_RATE_MAX_PER_ADDRESS: '10000000',
      ...extraEnv,
    };
    const slots: Slot[] = [];
    for (const role of ['gateway', 'worker'] as const) {
      for (const index of [0, 1]) {
        slots.push({
          role,
          index,
          port: await freePort(),
          child: undefined,
          expectedDown: false,
          up: false,
          generation: 0,
        });
      }
    }
    const stack = new Stack(databaseUrl, redis, storageDir, slots, env);
    // If the suite itself dies, nothing else would end its gateways and workers.
    const killAll = (): void => {
      for (const slot of slots) slot.child?.process.kill('SIGKILL');
    };
    process.once('exit', killAll);
    stack.removeExitHook = () => process.removeListener('exit', killAll);
    try {
      await Promise.all(slots.map((slot) => stack.launch(slot)));
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** Base URLs of the gateways answering now (what a load balancer's health check would give). */
  liveGateways(): { index: number; url: string }[] {
    return this.slots
      .filter((slot) => slot.role === 'gateway' && slot.up)
      .map((slot) => ({ index: slot.index, url: `http://127.0.0.1:${slot.port}` }));
  }

  /** Whether both workers are running (none was killed without a restart). */
  workersUp(): boolean {
    return this.slots.every((slot) => slot.role !== 'worker' || slot.child !== undefined);
  }

  gatewayUrl(index: number): string {
    return `http://127.0.0.1:${this.slot('gateway', index).port}`;
  }

  generationOf(role: Role, index: number): number {
    return this.slot(role, index).generation;
  }

  pidOf(role: Role, index: number): number | undefined {
    return this.slot(role, index).child?.process.pid;
  }

  /**
   * Sends `signal` to the process by PID and waits for its exit. After SIGTERM an exit other
   * than 0 within 60 s is recorded as a failure (then SIGKILL).
   */
  async signal(role: Role, index: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const slot = this.slot(role, index);
    const child = slot.child;
    if (!child) return;
    slot.expectedDown = true;
    slot.up = false;
    // A kill cuts what is in flight; a SIGTERM must let it finish (a cut then is an error).
    if (signal === 'SIGKILL') slot.generation += 1;
    this.note(`${signal} ${role} ${index + 1} (pid ${child.process.pid})`);
    const timer =
      signal === 'SIGTERM'
        ? setTimeout(() => {
            this.failures.push(`${role} ${index + 1} still running 60 s after SIGTERM`);
            child.process.kill('SIGKILL');
          }, 60_000)
        : undefined;
    child.process.kill(signal);
    const exit = await child.exited;
    clearTimeout(timer);
    if (signal === 'SIGTERM' && exit.code !== 0) {
      this.failures.push(
        `${role} ${index + 1} exited ${exit.signal ?? exit.code} after SIGTERM:\n${await child.recentOutput()}`,
      );
    }
    slot.child = undefined;
  }

  /** Starts the slot's process again (same port, same environment) and waits until ready. */
  async restart(role: Role, index: number): Promise<void> {
    const slot = this.slot(role, index);
    await this.launch(slot);
    this.note(`${role} ${index + 1} up again (pid ${slot.child?.process.pid})`);
  }

  note(what: string): void {
    this.events.push({ at: Date.now(), what });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.slots.map(async (slot) => {
        slot.expectedDown = true;
        await slot.child?.stop(10_000);
      }),
    );
    this.removeExitHook();
    await this.redis.destroy();
  }

  private slot(role: Role, index: number): Slot {
    const slot = this.slots.find(
      (candidate) => candidate.role === role && candidate.index === index,
    );
    if (!slot) throw new Error(`no ${role} ${index}`);
    return slot;
  }

  private async launch(slot: Slot): Promise<void> {
    const script = slot.role === 'gateway' ? 'gateway/dist/main.js' : 'worker/dist/main.js';
    const child = startChild(slot.role, process.execPath, [script], {
      env: {
        ...this.env,
        PORT: String(slot.port),
        // The worker says "worker started" at info level: that is its readiness.
        LOG_LEVEL: slot.role === 'worker' ? 'info' : 'warn',
      },
      quiet: true,
    });
    slot.child = child;
    slot.expectedDown = false;
    void child.exited.then(async ({ code, signal }) => {
      if (slot.expectedDown || this.stopping || slot.child !== child) return;
      slot.up = false;
      slot.generation += 1;
      this.failures.push(
        `${slot.role} ${slot.index + 1} exited on its own (${signal ?? code}):\n${await child.recentOutput()}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!this.stopping && slot.child === child) await this.launch(slot).catch(() => undefined);
    });
    if (slot.role === 'gateway') {
      await waitForHttp(`http://127.0.0.1:${slot.port}/healthz`, child, 60_000);
    } else {
      await waitForLine(child, 'worker started', 60_000);
    }
    slot.up = true;
  }
}

function waitForLine(child: ManagedChild, text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const stdout = child.process.stdout;
    let seen = '';
    const timer = setTimeout(async () => {
      cleanup();
      reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${await child.recentOutput()}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      seen = (seen + chunk.toString()).slice(-2000);
      if (seen.includes(text)) {
        cleanup();
        resolve();
      }
    };
    const onExit = async (): Promise<void> => {
      cleanup();
      reject(new Error(`exited before "${text}":\n${await child.recentOutput()}`));
    };
    const cleanup = (): void => {
      clearTimeout(timer);
      stdout?.off('data', onData);
      child.process.off('exit', onExit);
    };
    stdout?.on('data', onData);
    child.process.once('exit', onExit);
  });
}
