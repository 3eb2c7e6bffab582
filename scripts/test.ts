// npm test: every test tier in one run. Services first (the same resolution as npm start, with
// a database of its own), then the build the browser tests need, the checks, and vitest.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveServices } from './lib/services.ts';
import { type StepResult, step, summary } from './steps.ts';

const services = await resolveServices({ databaseName: 'portal_test', log: console.log });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

const results: StepResult[] = [];
const finish = async (code: number): Promise<never> => {
  summary(results);
  await services.stop();
  process.exit(code);
};

results.push(await step('build', 'npm run build', env));
if (!results.at(-1)?.ok) await finish(1);
results.push(await step('check', 'node scripts/check.ts --no-build', env));

const report = join(tmpdir(), `portal-vitest-${process.pid}.json`);
const vitestArgs = process.argv.slice(2).join(' ');
results.push(
  await step(
    'tests (unit, integration, browser)',
    `vitest run --reporter=default --reporter=json --outputFile.json=${report} ${vitestArgs}`,
    env,
  ),
);

// One plain closing line that any reader of the log (CI included) can count.
if (existsSync(report)) {
  const counts = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  rmSync(report);
  summary(results);
  const skipped = counts.numPendingTests + counts.numTodoTests;
  console.log(
    `\n${counts.numPassedTests} passed, ${counts.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  await services.stop();
  const ok = results.every((result) => result.ok) && counts.numPassedTests > 0;
  process.exit(ok ? 0 : 1);
}
await finish(1);
