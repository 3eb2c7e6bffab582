// Child processes for npm start, npm run dev, the bench and the browser tests' set-up: one-shot
// commands, long-running servers with their log lines prefixed (or kept back until a failure),
// readiness waits, and an orderly stop of everything.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedChild {
  name: string;
  process: ChildProcess;
  exited: Promise<ChildExit>;
  /** Its last output lines, once its output has ended (or after a second). */
  recentOutput(): Promise<string>;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** `raw`: the bench's baseline server. */
type ChildName = 'gateway' | 'worker' | 'web' | 'raw';
const COLORS: Record<ChildName, number> = { gateway: 36, worker: 35, web: 33, raw: 32 };
const RECENT_LINES = 200;

export interface QuietOption {
  /** Show no output; a failure's error carries it instead (for test set-ups). */
  quiet?: boolean;
}

export interface ChildOptions extends QuietOption {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Its standard output thrown away unread (a bench's gateway logging every request). */
  discardStdout?: boolean;
}

export interface ServerOptions extends ChildOptions {
  /** Answers 2xx once the server is ready. */
  readyUrl: string;
  timeoutMs?: number;
}

function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** Runs a command to completion with its output shown; rejects when it fails. */
export async function runCommand(
  label: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  options: QuietOption = {},
): Promise<void> {
  const started = performance.now();
  if (!options.quiet) console.log(`▶ ${label}`);
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  const { code, signal } = await exitOf(child);
  if (code !== 0) {
    throw new Error(`${label} failed (${signal ?? `exit code ${code}`})${outputBlock(output)}`);
  }
  if (!options.quiet) console.log(`✔ ${label} (${elapsed(started)})`);
}

function outputBlock(output: string): string {
  return output.trim() === '' ? '' : `:\n${output.trimEnd()}`;
}

function exitOf(child: ChildProcess): Promise<ChildExit> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Starts a long-running process whose output lines are shown prefixed with its name. */
export function startChild(
  name: ChildName,
  command: string,
  args: readonly string[],
  options: ChildOptions,
): ManagedChild {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env,
    stdio: ['ignore', options.discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  const prefix = `\u001b[${COLORS[name]}m${name.padEnd(7)}│\u001b[0m `;
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      if (!options.quiet) console.log(prefix + formatLogLine(line));
    });
  }
  const exited = exitOf(child);
  const outputEnded = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    name,
    process: child,
    exited,
    recentOutput: async () => {
      await Promise.race([outputEnded, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return recent.join('\n');
    },
    stop: async (graceMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** startChild, then waitForHttp on `readyUrl`; a server that never answers is stopped again. */
export async function startServer(
  name: ChildName,
  command: string,
  args: readonly string[],
  options: ServerOptions,
): Promise<ManagedChild> {
  const child = startChild(name, command, args, options);
  try {
    await waitForHttp(options.readyUrl, child, options.timeoutMs);
  } catch (error) {
    await child.stop();
    if (!options.quiet) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}${outputBlock(await child.recentOutput())}`);
  }
  return child;
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const HIDDEN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name']);

/** Shows a pino JSON line as "12:00:01 INFO  message {fields}"; other lines as they are. */
function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (typeof entry.level !== 'number' || typeof entry.msg !== 'string') return line;
    const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
    const fields = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !HIDDEN_FIELDS.has(key)),
    );
    const details = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    const level = LEVELS[entry.level] ?? String(entry.level);
    return `${time.toTimeString().slice(0, 8)} ${level} ${entry.msg}${details}`;
  } catch {
    return line;
  }
}

/** Polls `url` until it answers 2xx; fails early if `child` exits, or after `timeoutMs`. */
export async function waitForHttp(
  url: string,
  child: ManagedChild,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: ChildExit | undefined;
  void child.exited.then((result) => {
    exit = result;
  });
  for (;;) {
    if (exit) {
      throw new Error(`${child.name} exited (${exit.signal ?? exit.code}) before ${url} answered`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Until the stack is up, a SIGINT/SIGTERM stops what has been started so far (`stop`) and exits
 * 130. Returns the function that removes this handler.
 */
export function stopOnSignalDuringSetup(stop: () => Promise<void>): () => void {
  const handler = (): void => {
    console.log('\n■ interrupted during start-up');
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.removeListener('SIGINT', handler);
    process.removeListener('SIGTERM', handler);
  };
}

/**
 * Keeps the children running until SIGINT/SIGTERM (exit 0) or until one of them exits on its
 * own (exit 1). Either way every child is stopped, then `stopServices` runs.
 */
export function superviseUntilStopped(
  children: readonly ManagedChild[],
  stopServices: () => Promise<void>,
): void {
  let stopping = false;
  const stopAll = async (exitCode: number, reason: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`\n■ ${reason}: stopping ${children.map((child) => child.name).join(', ')}…`);
    await Promise.all(children.map((child) => child.stop()));
    await stopServices();
    console.log('■ stopped');
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stopAll(0, signal));
  }
  for (const child of children) {
    void child.exited.then(({ code, signal }) =>
      stopAll(1, `${child.name} exited unexpectedly (${signal ?? `exit code ${code}`})`),
    );
  }
}
