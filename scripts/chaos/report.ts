// The suite's one table (fault, operations, lost, doubled, stuck, errors) and, under it, what
// each finding was, with examples, and the timeline of each experiment.
import type { CheckResult, FindingKind } from './checks.ts';

export interface ExperimentReport {
  name: string;
  result?: CheckResult;
  /** Set when the experiment could not run to its check. */
  failure?: string;
  /** Set when it ran but did not inject its fault: its figures test nothing the row names. */
  notInjected?: string;
  seconds: number;
  events: { at: number; what: string }[];
  skippedTicks: number;
}

const KINDS: readonly FindingKind[] = ['lost', 'doubled', 'stuck', 'error'];

/**
 * Prints the table and the details; true when anything was lost, doubled or stuck, or an
 * experiment did not run or did not inject its fault.
 */
export function printReport(reports: readonly ExperimentReport[], totalSeconds: number): boolean {
  const header = [
    'fault',
    'operations',
    'lost',
    'doubled',
    'stuck',
    'errors',
    'slowest 503',
    'time',
  ];
  const rows = reports.map((report) => {
    const r = report.result;
    if (!r || report.notInjected)
      return [
        report.name,
        '-',
        'n/a',
        'n/a',
        'n/a',
        r ? 'not run: fault not injected' : 'failed to run',
        '-',
        `${report.seconds.toFixed(0)} s`,
      ];
    return [
      report.name,
      String(r.operations),
      String(r.totals.lost),
      String(r.totals.doubled),
      String(r.totals.stuck),
      String(r.totals.error),
      r.slowest503Ms > 0 ? `${(r.slowest503Ms / 1000).toFixed(2)} s` : '-',
      `${report.seconds.toFixed(0)} s`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;

  console.log('\nDetails');
  for (const report of reports) {
    console.log(`\n${report.name}`);
    if (report.failure) console.log(`  could not run: ${report.failure}`);
    if (report.notInjected) console.log(`  NOT RUN, fault not injected: ${report.notInjected}`);
    for (const event of report.events)
      console.log(`  +${(event.at / 1000).toFixed(1)} s ${event.what}`);
    const r = report.result;
    if (!r) continue;
    console.log(
      `  answers: ${Object.entries(r.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}` +
        (report.skippedTicks > 0
          ? `; ${report.skippedTicks} ticks skipped (too many in flight)`
          : ''),
    );
    for (const kind of KINDS) {
      for (const finding of r.findings.filter((entry) => entry.kind === kind)) {
        console.log(
          `  ${kind.padEnd(7)} ${String(finding.count).padStart(4)}  ${finding.what}  e.g. ${finding.examples.join('; ')}`,
        );
      }
    }
  }

  console.log(`\nChaos suite (${totalSeconds.toFixed(0)} s)\n`);
  console.log(line(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
  const notRun = reports.filter((report) => !report.result || report.notInjected);
  const broken = reports.some(
    (report) =>
      report.result !== undefined &&
      report.result.totals.lost + report.result.totals.doubled + report.result.totals.stuck > 0,
  );
  if (broken) console.log('\n✘ something accepted was lost, doubled or left stuck');
  if (notRun.length > 0) {
    console.log(
      `\n✘ not run (fault not injected, or failed): ${notRun.map((r) => r.name).join(', ')}`,
    );
  }
  const failed = broken || notRun.length > 0;
  if (!failed) console.log('\n✔ nothing lost, doubled or stuck');
  return failed;
}
