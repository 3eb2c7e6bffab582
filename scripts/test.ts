// npm test: every test tier. Services first (the same resolution as npm start, with a database
// of its own), then the server build, then the browser tests (@playwright/test) beside the
// integration tests (vitest; see below), with the web build and the checks.
// npm run test:fast (--fast): the inner loop, unit and integration tests without the browser
// tests, the web build and the checks; the server build only when its sources changed since.
// Other arguments go to vitest.
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_WORKERS } from '../vitest.workers.ts';
import { serverBuildIsFresh } from './lib/build-freshness.ts';
import { readPlaywrightReport } from './lib/playwright-report.ts';
import { resolveServices } from './lib/services.ts';
import {
  countsLine,
  mergeReports,
  printSlowestFiles,
  readVitestReport,
  type VitestReport,
} from './lib/vitest-report.ts';
import { repoRoot, type StepResult, step, summary } from './steps.ts';

const started = performance.now();
const fast = process.argv.includes('--fast');
const vitestArgs = process.argv
  .slice(2)
  .filter((arg) => arg !== '--fast')
  .join(' ');

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

// The fast loop builds only the server packages (the worker's fault tests run the built worker),
// and not at all when their builds are newer than their sources: a re-run pays no tsc.
if (fast && serverBuildIsFresh(repoRoot)) {
  console.log(
    '\n▶ build: skipped, schema, gateway and worker are built from their current sources',
  );
} else {
  // Emitted without a type check when the check runs beside the tests: it type-checks these
  // sources with their tests, and the build no longer holds every test up for a second pass
  // (7.8 s and 11 CPU-s -> 1.8 s).
  const build = `npm run build -w schema -w gateway -w worker${fast ? '' : ' -- --noCheck'}`;
  results.push(await step('build (server)', build, env));
  if (!results.at(-1)?.ok) await finish(1);
}

// The browser tests, which keep both cores busy (Chromium, a gateway per Playwright worker slot);
// beside them, the gateway's and worker's integration tests, whose longest files mostly wait
// (the worker's fault tests wait a minute for BullMQ to hand a killed worker's job on), then the
// web app's unit tests in the same lane: the browser tests are the longer lane, so what follows
// them would add to the run. The web app's build, which only the browser tests need, and the
// checks (mostly waiting on services, their output printed at the end) run beside them.
const unitReport = join(tmpdir(), `portal-vitest-${process.pid}-unit.json`);
const webReport = join(tmpdir(), `portal-vitest-${process.pid}-web.json`);
const browserReport = join(tmpdir(), `portal-playwright-${process.pid}.json`);
const vitest = (projects: string[], report: string, workers?: number) =>
  `vitest run ${projects.map((name) => `--project ${name}`).join(' ')} --passWithNoTests ` +
  `${workers ? `--maxWorkers=${workers} ` : ''}` +
  `--reporter=default --reporter=json --outputFile.json=${report} ${vitestArgs}`;
// The list reporter on the console, the JSON one for the closing counts.
const playwright = 'playwright test --reporter=list,json';

const check = fast ? undefined : step('check', 'node scripts/check.ts --no-build', env, 'buffered');
const browser = fast
  ? undefined
  : step('build (web)', 'npm run build -w web', env, 'buffered').then(async (built) =>
      built.ok
        ? [
            built,
            await step('tests (browser)', playwright, {
              ...env,
              PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
            }),
          ]
        : [built],
    );
// Beside the browser tests' three workers, two: with three, the machine was loaded enough that a
// page's work or a worker's job took several times as long, and tests waiting on them failed.
const units = step(
  fast ? 'tests (unit, integration)' : 'tests (integration)',
  fast
    ? vitest(['gateway', 'worker', 'web'], unitReport)
    : vitest(['gateway', 'worker'], unitReport, TEST_WORKERS - 1),
  env,
  fast ? 'streamed' : 'buffered',
).then(async (integration) =>
  fast
    ? [integration]
    : [integration, await step('tests (web)', vitest(['web'], webReport, TEST_WORKERS - 1), env)],
);
results.push(...(await units));
if (browser) results.push(...(await browser));
if (check) results.push(await check);

const reports: VitestReport[] = [];
for (const report of [unitReport, webReport, browserReport].filter((path) => existsSync(path))) {
  reports.push(
    report === browserReport ? readPlaywrightReport(report, 'web/e2e') : readVitestReport(report),
  );
  rmSync(report);
}
if (reports.length > 0) {
  const counts = mergeReports(reports);
  printSlowestFiles(counts);
  summary(results);
  console.log(
    `  total (services included)      ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`\n${countsLine(counts)}`);
  await services.stop();
  const ok = results.every((result) => result.ok) && counts.passed > 0;
  process.exit(ok ? 0 : 1);
}
await finish(1);
