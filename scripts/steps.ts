import { spawn } from 'node:child_process';
import { repoRoot } from './lib/processes.ts';

export { repoRoot };

export type StepResult = { name: string; seconds: number; ok: boolean };

/** Runs a shell command in the repository, streaming its output; resolves with its timing. */
export function step(
  name: string,
  command: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StepResult> {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: repoRoot, env, shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      console.log(
        `${ok ? '✔' : '✘'} ${name} ${ok ? 'passed' : `failed (${signal ?? code})`} in ${seconds.toFixed(1)} s`,
      );
      resolve({ name, seconds, ok });
    });
  });
}

export function summary(results: StepResult[]): void {
  console.log('\nTimings:');
  for (const result of results) {
    console.log(
      `  ${result.ok ? '✔' : '✘'} ${result.name.padEnd(28)} ${result.seconds.toFixed(1)} s`,
    );
  }
}
