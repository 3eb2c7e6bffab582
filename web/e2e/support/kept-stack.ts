// A worker slot's stack, kept from one Playwright worker to the next. Playwright gives each
// project workers of its own (and replaces a worker after a failure), so a stack per worker
// booted a gateway and a BullMQ worker about thirteen times a run for three slots. A slot
// (`parallelIndex`, never two workers at once) keeps one stack instead: its processes run
// detached, their output in a file of the run's folder, and the global teardown
// (global-setup.ts) stops them by PID and drops their database.

import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../scripts/lib/processes.ts';

/** What a slot's file records of its stack, for the next worker of the slot and the teardown. */
export interface KeptStackRecord {
  database: string;
  storageDir: string;
  baseUrl: string;
  pids: number[];
  logFile: string;
}

const recordFile = (stateDir: string, slot: number) => join(stateDir, `stack-${slot}.json`);

export function readKeptStack(stateDir: string, slot: number): KeptStackRecord | undefined {
  const file = recordFile(stateDir, slot);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as KeptStackRecord) : undefined;
}

export function writeKeptStack(stateDir: string, slot: number, record: KeptStackRecord): void {
  writeFileSync(recordFile(stateDir, slot), JSON.stringify(record));
}

export function forgetKeptStack(stateDir: string, slot: number): void {
  rmSync(recordFile(stateDir, slot), { force: true });
}

/** Every slot's record (the teardown's list). */
export function keptStacks(stateDir: string): KeptStackRecord[] {
  return readdirSync(stateDir)
    .filter((name) => /^stack-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(stateDir, name), 'utf8')) as KeptStackRecord);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A built entry point of the repository, detached, its output appended to `logFile`. */
export function startDetached(script: string, env: NodeJS.ProcessEnv, logFile: string): number {
  const output = openSync(logFile, 'a');
  try {
    const child = spawn(process.execPath, [script], {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', output, output],
    });
    child.unref();
    if (child.pid === undefined) throw new Error(`${script} did not start`);
    return child.pid;
  } finally {
    closeSync(output);
  }
}

/** SIGTERM to each process group, SIGKILL to what still runs after `graceMs`. */
export async function stopDetached(pids: readonly number[], graceMs = 30_000): Promise<void> {
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  for (const pid of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (pids.some(isRunning) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const pid of pids.filter(isRunning)) signal(pid, 'SIGKILL');
}

/** The last lines of a kept stack's output, for the error of a boot that failed. */
export function tailOf(logFile: string, lines = 60): string {
  if (!existsSync(logFile)) return '';
  return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Waits until `ready()` holds: a slot's process has booted. Fails when `pid` has exited (with its
 * output's last lines) or after `timeoutMs`.
 */
async function until(
  what: string,
  ready: () => Promise<boolean>,
  { pid, logFile, timeoutMs }: { pid: number; logFile: string; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready()) return;
    if (!isRunning(pid)) throw new Error(`exited before ${what}:\n${tailOf(logFile)}`);
    if (Date.now() > deadline) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `logFile` holds `text` (the worker's "worker started"). */
export function untilLogged(logFile: string, text: string, pid: number, timeoutMs: number) {
  return until(
    `logging ${text}`,
    async () => existsSync(logFile) && readFileSync(logFile, 'utf8').includes(text),
    { pid, logFile, timeoutMs },
  );
}

/** Waits until `url` answers 2xx (the gateway's /readyz). */
export function untilAnswers(url: string, pid: number, logFile: string, timeoutMs: number) {
  return until(
    `${url} answered`,
    () =>
      fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      ),
    { pid, logFile, timeoutMs },
  );
}
