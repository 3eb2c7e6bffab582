// Reads vitest's JSON report (--reporter=json): the counts of the closing line and each file's time.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { repoRoot } from './processes.ts';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number; status: string }[];
}

export interface FileTiming {
  file: string;
  seconds: number;
  ok: boolean;
}

export interface VitestReport {
  passed: number;
  failed: number;
  skipped: number;
  /** Slowest first. */
  files: FileTiming[];
}

export function readVitestReport(path: string): VitestReport {
  const report = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.testResults
      .map((result) => ({
        file: relative(repoRoot, result.name),
        seconds: (result.endTime - result.startTime) / 1000,
        ok: result.status === 'passed',
      }))
      .sort((a, b) => b.seconds - a.seconds),
  };
}

/** The reports of runs side by side, as one. */
export function mergeReports(reports: VitestReport[]): VitestReport {
  return {
    passed: reports.reduce((sum, report) => sum + report.passed, 0),
    failed: reports.reduce((sum, report) => sum + report.failed, 0),
    skipped: reports.reduce((sum, report) => sum + report.skipped, 0),
    files: reports.flatMap((report) => report.files).sort((a, b) => b.seconds - a.seconds),
  };
}

/** The files that make the run long: where to look first when it grows. */
export function printSlowestFiles(report: VitestReport, count = 10): void {
  console.log(`\nSlowest test files (${report.files.length} files in all):`);
  for (const { file, seconds, ok } of report.files.slice(0, count)) {
    console.log(`  ${ok ? '✔' : '✘'} ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  }
}

/** The last line of npm test: one plain line that any reader of the log (CI included) can count. */
export function countsLine(report: VitestReport): string {
  const skipped = report.skipped ? `, ${report.skipped} skipped` : '';
  return `${report.passed} passed, ${report.failed} failed${skipped}`;
}
