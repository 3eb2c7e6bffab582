import { spawn } from 'node:child_process';
import { repoRoot } from './lib/processes.ts';

export { repoRoot };

export type StepResult = { name: string; seconds: number; ok: boolean };

/**
 * Runs a shell command in the repository, streaming its output (or, 'buffered', printing it in
 * one block when it ends, for a step that runs beside another); resolves with its timing.
 */
export function step(
  name: string,
  command: string,
  env: NodeJS.ProcessEnv = process.env,
  output: 'streamed' | 'buffered' = 'streamed',
): Promise<StepResult> {
  const started = performance.now();
  const buffered = output === 'buffered';
  console.log(`\n▶ ${name}${buffered ? ' (output when it ends)' : ''}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: repoRoot,
      env,
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (buffered) console.log(`\n▶ ${name}:\n${Buffer.concat(chunks).toString()}`);
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
