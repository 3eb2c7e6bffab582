// npm test: every test tier. Services first (the same resolution as npm start, with a database
// of its own), then the server build, then two vitest runs side by side (see below) with the web
// build and the checks.
// npm run test:fast (--fast): the inner loop, unit and integration tests without the browser
// tests, the web build and the checks; the server build only when its sources changed since.
// --record-timings: rewrite test-timings.json (each file's seconds, which rank the files of a
// fresh clone longest first: vitest.sequencer.ts) from this run (the files of this run; the
// others keep theirs). Other arguments go to vitest.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_WORKERS } from '../vitest.workers.ts';
import { serverBuildIsFresh } from './lib/build-freshness.ts';
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
const recordTimings = process.argv.includes('--record-timings');
const vitestArgs = process.argv
  .slice(2)
  .filter((arg) => arg !== '--fast' && arg !== '--record-timings')
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

// Two vitest runs side by side: the browser tests, which keep both cores busy (Chromium), then the
// web app's unit tests; and the gateway's and worker's integration tests, whose longest files
// mostly wait (the worker's fault tests wait a minute for BullMQ to hand a killed worker's job
// on). One run of all four projects ran the projects' files in turn instead (vitest.sequencer.ts),
// the waits with nothing beside them. The web app's build, which only the browser tests need,
// and the checks (mostly waiting on services, their output printed at the end) run beside the
// integration tests. The web's unit tests go after the browser tests so that both runs end
// about together: beside the integration tests, those ended some 40 s after the browser tests.
const unitReport = join(tmpdir(), `portal-vitest-${process.pid}-unit.json`);
const browserReport = join(tmpdir(), `portal-vitest-${process.pid}-browser.json`);
const vitest = (projects: string[], report: string, workers?: number) =>
  `vitest run ${projects.map((name) => `--project ${name}`).join(' ')} --passWithNoTests ` +
  `${workers ? `--maxWorkers=${workers} ` : ''}` +
  `--reporter=default --reporter=json --outputFile.json=${report} ${vitestArgs}`;

const check = fast ? undefined : step('check', 'node scripts/check.ts --no-build', env, 'buffered');
const browser = fast
  ? undefined
  : step('build (web)', 'npm run build -w web', env, 'buffered').then(async (built) =>
      built.ok
        ? [built, await step('tests (browser, web)', vitest(['e2e', 'web'], browserReport), env)]
        : [built],
    );
// Beside the browser tests' three slots, two: with three, the machine was loaded enough that a
// page's work or a worker's job took several times as long, and tests waiting on them failed.
const units = step(
  fast ? 'tests (unit, integration)' : 'tests (integration)',
  fast
    ? vitest(['gateway', 'worker', 'web'], unitReport)
    : vitest(['gateway', 'worker'], unitReport, TEST_WORKERS - 1),
  env,
  fast ? 'streamed' : 'buffered',
);
results.push(await units);
if (browser) results.push(...(await browser));
if (check) results.push(await check);

const reports = [unitReport, browserReport].filter((report) => existsSync(report));
if (reports.length > 0) {
  const counts = mergeReports(reports.map((report) => readVitestReport(report)));
  for (const report of reports) rmSync(report);
  if (recordTimings) writeTimings(counts);
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

/**
 * test-timings.json: each file's seconds in this run, for the sequencer of a fresh clone. A run
 * of some files updates theirs; files that no longer exist leave.
 */
function writeTimings(counts: VitestReport): void {
  const path = new URL('../test-timings.json', import.meta.url);
  const previous = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>)
    : {};
  for (const { file, seconds } of counts.files) previous[file] = Math.round(seconds * 10) / 10;
  const timings = Object.fromEntries(
    Object.entries(previous)
      .filter(([file]) => existsSync(new URL(`../${file}`, import.meta.url)))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path, `${JSON.stringify(timings, null, 2)}\n`);
  console.log('\ntest-timings.json updated from this run.');
}
