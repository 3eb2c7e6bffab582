// npm test: every test tier in one run. Services first (the same resolution as npm start, with
// a database of its own), then the checks, the build the browser tests need, and vitest.
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
const stopping = async (code: number): Promise<never> => {
  summary(results);
  await services.stop();
  process.exit(code);
};

results.push(await step('build', 'npm run build', env));
if (!results.at(-1)?.ok) await stopping(1);
results.push(await step('check', 'node scripts/check.ts --no-build', env));
results.push(await step('tests (unit, integration, browser)', 'vitest run', env));
await stopping(results.every((result) => result.ok) ? 0 : 1);
