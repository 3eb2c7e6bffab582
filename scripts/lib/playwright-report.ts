// Reads Playwright's JSON report (--reporter=json): the same counts and per-file times as vitest's.
import { readFileSync } from 'node:fs';
import type { FileTiming, VitestReport } from './vitest-report.ts';

interface Suite {
  file: string;
  specs?: { tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: Suite[];
}

interface JsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: Suite[];
}

function resultsOf(suite: Suite): { duration: number; status: string }[] {
  return [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results)),
    ...(suite.suites ?? []).flatMap(resultsOf),
  ];
}

/** A file's time is the sum of its tests' (a file's tests run one after another in one worker). */
export function readPlaywrightReport(path: string, testDir: string): VitestReport {
  const report = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
  const files = new Map<string, FileTiming>();
  for (const suite of report.suites) {
    const results = resultsOf(suite);
    const file = `${testDir}/${suite.file}`;
    const known = files.get(file) ?? { file, seconds: 0, ok: true };
    known.seconds += results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    known.ok &&= results.every((result) => ['passed', 'skipped'].includes(result.status));
    files.set(file, known);
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    files: [...files.values()].sort((a, b) => b.seconds - a.seconds),
  };
}
