// A clamd of a test's very own (Debian's clamav-daemon), on a free loopback port and a unix
// socket in a temporary folder, with a signature database built here by sigtool that holds only
// the EICAR test signature: no freshclam download, and it loads in well under a second.
// Its limits are those of production: every line of ops/clamav/clamd.conf but where it listens,
// runs and finds its signatures. Killable by PID, like own-services.ts's PostgreSQL and Redis.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../settings/paths.js';
import { freePort, killWithThisProcess } from './own-services.js';

const CLAMD = process.env.CLAMD_BIN ?? '/usr/sbin/clamd';
const SIGTOOL = process.env.SIGTOOL_BIN ?? 'sigtool';

/**
 * The EICAR anti-virus test file, assembled from two halves so that no file of the repository
 * is itself a signature hit.
 */
export function eicar(): string {
  return ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join('');
}

/** The name clamd reports for it (ClamAV suffixes signatures of local databases). */
export const EICAR_SIGNATURE = 'Eicar-Test-Signature.UNOFFICIAL';

/** The one clamd configuration of the repository, which docker-compose.yml mounts. */
export const CLAMD_CONF = join(repoRoot, 'ops', 'clamav', 'clamd.conf');

// Where the container's clamd listens, runs as and keeps its database: the test's own instead.
const PLACEMENT = new Set(['LocalSocket', 'TCPSocket', 'TCPAddr', 'User', 'DatabaseDirectory']);

/** The directives of ops/clamav/clamd.conf as [name, value], comments and blanks left out. */
export function committedClamdSettings(): [name: string, value: string][] {
  return readFileSync(CLAMD_CONF, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [name = '', ...rest] = line.split(/\s+/);
      return [name, rest.join(' ')];
    });
}

export class OwnClamd {
  readonly port: number;
  readonly socketPath: string;
  readonly dir: string;
  private child: ChildProcess | undefined;

  private constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
    this.socketPath = join(dir, 'clamd.sock');
  }

  /** Builds the database, writes the config and starts clamd; `destroy()` removes it all. */
  static async create(): Promise<OwnClamd> {
    const dir = await mkdtemp(join(tmpdir(), 'portal-clamd-'));
    const server = new OwnClamd(await freePort(), dir);
    try {
      server.writeDatabase();
      await server.start();
    } catch (error) {
      await server.destroy();
      throw error;
    }
    return server;
  }

  get pid(): number | undefined {
    const child = this.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  /** The environment that points the portal at this clamd over TCP. */
  get tcpEnv(): { CLAMAV_HOST: string; CLAMAV_PORT: string } {
    return { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(this.port) };
  }

  /** A body-based (.ndb) signature: EICAR's bytes wherever they are in a file, hex by sigtool. */
  private writeDatabase(): void {
    const db = join(this.dir, 'db');
    mkdirSync(db);
    const hex = execFileSync(SIGTOOL, ['--hex-dump'], { input: eicar() }).toString().trim();
    writeFileSync(join(db, 'portal-test.ndb'), `Eicar-Test-Signature:0:*:${hex}\n`);
    writeFileSync(
      join(this.dir, 'clamd.conf'),
      [
        'Foreground yes',
        `TCPSocket ${this.port}`,
        'TCPAddr 127.0.0.1',
        `LocalSocket ${this.socketPath}`,
        `DatabaseDirectory ${db}`,
        `PidFile ${join(this.dir, 'clamd.pid')}`,
        'Bytecode no',
        'SelfCheck 0',
        ...committedClamdSettings()
          .filter(([name]) => !PLACEMENT.has(name))
          .map(([name, value]) => `${name} ${value}`),
        '',
      ].join('\n'),
    );
  }

  async start(): Promise<void> {
    if (this.pid !== undefined) return;
    const child = spawn(CLAMD, ['-c', join(this.dir, 'clamd.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    const collect = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    killWithThisProcess(child);
    const deadline = Date.now() + 30_000;
    while (!(await this.answers())) {
      if (this.pid === undefined) throw new Error(`clamd exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`clamd did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** PING over TCP answers PONG. */
  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: this.port });
      let reply = '';
      socket.on('data', (chunk: Buffer) => {
        reply += chunk.toString();
      });
      socket.on('end', () => resolve(reply.replace(/\0/g, '').trim() === 'PONG'));
      socket.on('error', () => resolve(false));
      socket.write('zPING\0');
    });
  }

  /** Sends `signal` to clamd's PID and waits for it to exit. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || this.pid === undefined) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
    this.child = undefined;
  }

  async destroy(): Promise<void> {
    await this.kill('SIGKILL');
    await rm(this.dir, { recursive: true, force: true });
  }
}
