// A PostgreSQL cluster and a Redis server of a test's (or the chaos suite's) very own, on free
// loopback ports and in a temporary folder, so that a fault can be injected by PID (kill -9,
// immediate stop) without ever touching the developer's services on 5432/6379.
//
// Plain TypeScript with erasable syntax and only node: imports: the vitest projects import it
// (the worker through @portal/gateway/test/testing), and the scripts load it with Node's type
// stripping (`import … from '../../gateway/src/test/own-services.ts'`).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const LOCALHOST = '127.0.0.1';
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/**
 * Kills `child` when this process ends, hooks run or not (a test that timed out): a server or
 * worker left behind keeps its port, and holds the test run's output open.
 */
export function killWithThisProcess(child: ChildProcess): void {
  const kill = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
}

/** A TCP port on 127.0.0.1 that nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, LOCALHOST);
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

// PostgreSQL

export type PgStopMode = 'smart' | 'fast' | 'immediate';

export interface OwnPostgresOptions {
  /** Default: a free port, kept across restarts. */
  port?: number;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
}

/**
 * A PostgreSQL 15 cluster of its own: initdb in a temporary folder (trust authentication, user
 * postgres), started with pg_ctl on a free port. Under root (as on CI) the server runs as the
 * OS user "postgres", since PostgreSQL refuses to run as root.
 */
export class OwnPostgres {
  readonly port: number;
  readonly dir: string;
  private readonly dataDir: string;
  private readonly settings: Record<string, string>;
  private readonly owner: { uid: number; gid: number } | undefined;
  private removeExitHook: (() => void) | undefined;

  private constructor(port: number, dir: string, options: OwnPostgresOptions) {
    this.port = port;
    this.dir = dir;
    this.dataDir = join(dir, 'data');
    this.settings = options.settings ?? {};
    this.owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  }

  /** Creates and starts the cluster; `destroy()` removes it. */
  static async create(options: OwnPostgresOptions = {}): Promise<OwnPostgres> {
    const dir = await mkdtemp(join(tmpdir(), 'portal-pg-'));
    const server = new OwnPostgres(options.port ?? (await freePort()), dir, options);
    try {
      await server.init();
      await server.start();
    } catch (error) {
      await server.destroy();
      throw error;
    }
    return server;
  }

  /** The server's `postgres` database; see urlFor for another one. */
  get url(): string {
    return this.urlFor('postgres');
  }

  urlFor(database: string): string {
    return `postgres://postgres@${LOCALHOST}:${this.port}/${database}`;
  }

  /** The postmaster's PID while it runs (from postmaster.pid), else undefined. */
  get pid(): number | undefined {
    const file = join(this.dataDir, 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  }

  get running(): boolean {
    return this.pid !== undefined;
  }

  private async init(): Promise<void> {
    // The server's user must reach its data folder; the folder itself stays private to it.
    chmodSync(this.dir, 0o755);
    mkdirSync(this.dataDir, { mode: 0o700 });
    if (this.owner) chownSync(this.dataDir, this.owner.uid, this.owner.gid);
    await this.pgTool('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
  }

  /** Starts the server on the same data folder and port (after a stop, a crash recovery). */
  async start(): Promise<void> {
    const options = {
      listen_addresses: LOCALHOST,
      unix_socket_directories: this.dataDir,
      // A killed server loses nothing the OS already has; fsync only guards against a machine
      // crash, which these tests do not simulate, and costs the shared CI machine dearly.
      fsync: 'off',
      full_page_writes: 'off',
      max_connections: '200',
      ...this.settings,
    };
    const flags = [`-p ${this.port}`, ...Object.entries(options).map(([k, v]) => `-c ${k}=${v}`)];
    await this.pgTool('pg_ctl', [
      'start',
      '-D',
      this.dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      join(this.dataDir, 'server.log'),
      '-o',
      flags.join(' '),
    ]);
    const pid = this.pid;
    if (pid === undefined) throw new Error(`PostgreSQL on port ${this.port} did not stay up`);
    this.armExitHook(pid);
  }

  /** pg_ctl stop: 'immediate' aborts without a checkpoint (a crash, recovered on start). */
  async stop(mode: PgStopMode = 'fast'): Promise<void> {
    if (!this.running) return;
    await this.pgTool('pg_ctl', ['stop', '-D', this.dataDir, '-m', mode, '-w', '-t', '60']);
    this.disarmExitHook();
  }

  /**
   * SIGKILL to the postmaster and its backends (pg_ctl starts it as the leader of a process
   * group of its own); resolves once every one of them is gone.
   */
  async kill(): Promise<void> {
    const pid = this.pid;
    if (pid === undefined) return;
    killGroup(pid, 'SIGKILL');
    await waitUntil(() => !groupAlive(pid), 30_000, 'PostgreSQL processes did not exit');
    this.disarmExitHook();
  }

  /** Creates a database on this server. */
  async createDatabase(name: string): Promise<string> {
    await this.pgTool('createdb', [
      '-h',
      LOCALHOST,
      '-p',
      String(this.port),
      '-U',
      'postgres',
      name,
    ]);
    return this.urlFor(name);
  }

  /** Stops the server (immediately) and removes its folder. */
  async destroy(): Promise<void> {
    if (this.running) await this.stop('immediate').catch(() => this.kill());
    this.disarmExitHook();
    await rm(this.dir, { recursive: true, force: true });
  }

  private async pgTool(tool: string, args: readonly string[]): Promise<void> {
    try {
      await run(join(PG_BIN, tool), args, {
        ...(this.owner ?? {}),
        cwd: this.dir,
        env: { ...process.env, LC_ALL: 'C' },
      });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${tool} ${args[0]} failed: ${(stderr || stdout || String(error)).trim()}`);
    }
  }

  // pg_ctl detaches the server: if this process ends abruptly, nothing else would stop it.
  private armExitHook(pid: number): void {
    this.disarmExitHook();
    const hook = (): void => killGroup(pid, 'SIGKILL');
    process.once('exit', hook);
    this.removeExitHook = () => process.removeListener('exit', hook);
  }

  private disarmExitHook(): void {
    this.removeExitHook?.();
    this.removeExitHook = undefined;
  }
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error('Running as root, but there is no OS user "postgres" to run PostgreSQL as');
  }
  return { uid: Number(uid), gid: Number(gid) };
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return isAlive(pid);
  }
}

// Redis

export interface OwnRedisOptions {
  /** Default: a free port, kept across restarts. */
  port?: number;
  /** An append-only file, so that a restart (even after kill -9) keeps the data. Default true. */
  appendonly?: boolean;
  /** With appendonly. Default 'always' (nothing acknowledged is lost to a kill). */
  appendfsync?: 'always' | 'everysec' | 'no';
}

/**
 * A redis-server of its own on a free port, data in a temporary folder, configured as the
 * README recommends for production (noeviction; AOF unless appendonly: false, which is what a
 * default development Redis without persistence does on a restart: it comes back empty).
 */
export class OwnRedis {
  readonly port: number;
  readonly dir: string;
  private readonly options: OwnRedisOptions;
  private child: ChildProcess | undefined;
  private output = '';

  private constructor(port: number, dir: string, options: OwnRedisOptions) {
    this.port = port;
    this.dir = dir;
    this.options = options;
  }

  /** Creates and starts the server; `destroy()` removes it. */
  static async create(options: OwnRedisOptions = {}): Promise<OwnRedis> {
    const dir = await mkdtemp(join(tmpdir(), 'portal-redis-'));
    const server = new OwnRedis(options.port ?? (await freePort()), dir, options);
    try {
      await server.start();
    } catch (error) {
      await server.destroy();
      throw error;
    }
    return server;
  }

  get url(): string {
    return `redis://${LOCALHOST}:${this.port}`;
  }

  get pid(): number | undefined {
    const child = this.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  get running(): boolean {
    return this.pid !== undefined;
  }

  /** Starts the server on the same folder and port (with AOF, its data comes back). */
  async start(): Promise<void> {
    if (this.running) return;
    const aof = this.options.appendonly ?? true;
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        LOCALHOST,
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        aof ? 'yes' : 'no',
        '--appendfsync',
        this.options.appendfsync ?? 'always',
        '--maxmemory-policy',
        'noeviction',
        // Events of 100 ms or more, for LATENCY LATEST in a failing test's account.
        '--latency-monitor-threshold',
        '100',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const keep = (chunk: Buffer): void => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await new Promise<void>((resolve, reject) => {
      const onData = (): void => {
        if (this.output.includes('Ready to accept connections')) {
          child.stdout?.off('data', onData);
          child.removeListener('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number | null): void =>
        reject(new Error(`redis-server on port ${this.port} exited (${code}):\n${this.output}`));
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
    });
    killWithThisProcess(child);
  }

  /** The server's last lines of output (of this run and the ones before), for a failure. */
  get recentOutput(): string {
    return this.output;
  }

  /** SIGTERM (Redis writes its AOF and exits) and waits for the exit. */
  async stop(): Promise<void> {
    await this.kill('SIGTERM');
  }

  /** Sends `signal` to the server's PID and waits for it to exit. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || this.pid === undefined) return;
    const exited = exitOf(child);
    child.kill(signal);
    await exited;
    this.child = undefined;
  }

  /** Kills the server and removes its folder. */
  async destroy(): Promise<void> {
    await this.kill('SIGKILL');
    await rm(this.dir, { recursive: true, force: true });
  }
}
