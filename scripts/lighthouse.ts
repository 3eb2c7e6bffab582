// npm run lighthouse: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) over
// the public pages and two members' pages, on a stack of its own (a gateway and a worker on a
// fresh, seeded database, loopback only) serving the built web app. Prints one table and fails
// when a target of issue 12's "Done when" is missed. Not part of npm test.
//   --no-build     use the existing builds (npm run build)
//   --runs=N       N runs per page, the median kept (default 1)
//   --page=/path   only these pages (repeatable)
//   --reports=DIR  also write each run's full Lighthouse report (JSON) into DIR, to see why
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../web/e2e/support/chromium.ts';
import { MEMBER_EMAIL, signInOverHttp, startOwnGateway } from './lib/own-gateway.ts';
import { type ManagedChild, startChild } from './lib/processes.ts';
import { step } from './steps.ts';

/** The whole run, stack start-up included, is bounded: a hung browser must not hang CI. */
const RUN_LIMIT_MS = 20 * 60_000;

interface PageSpec {
  path: string;
  /** Signed in as the demo member. */
  member?: boolean;
}

/** Stands for the first public lawyer's page (its slug is asked of the seeded gateway). */
const LAWYER_PAGE = '/lawyers/:slug';

const PAGES: readonly PageSpec[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/public-lawyers' },
  { path: LAWYER_PAGE },
  { path: '/login' },
  { path: '/', member: true },
  { path: '/discussions', member: true },
];

/** Issue 12, "Done when". Scores are 0–100, times in ms. */
const PUBLIC_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  lcp: 2000,
  fcp: 1500,
};
const MEMBER_TARGETS = { performance: 90 };

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  /** The audits of the four categories that did not pass, to say what to fix. */
  failing: string[];
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
const only = args.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice(7));
const reportsDir = args.find((arg) => arg.startsWith('--reports='))?.slice(10);
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const pages = only.length > 0 ? PAGES.filter((page) => only.includes(page.path)) : PAGES;

const deadline = setTimeout(() => {
  console.error(`✘ npm run lighthouse took more than ${RUN_LIMIT_MS / 60_000} minutes`);
  process.exit(1);
}, RUN_LIMIT_MS);
deadline.unref();

if (!args.includes('--no-build')) {
  const built = await step('build', 'npm run build');
  if (!built.ok) process.exit(1);
}

// A database and Redis prefix per clone: two clones measuring at once on one machine emptied
// each other's database, which ended the member's session mid-run (the page was then the shell).
const clone = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
const gateway = await startOwnGateway({
  databaseName: `portal_lighthouse_${clone}`,
  redisPrefix: `lighthouse_${clone}`,
});
const worker: ManagedChild = startChild('worker', process.execPath, ['worker/dist/main.js'], {
  env: gateway.env,
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  const memberCookie = await signInOverHttp(gateway.url, MEMBER_EMAIL);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const rows: { page: PageSpec; figures: Figures }[] = [];
  const lawyerPath = await firstLawyerPath(gateway.url);
  for (const listed of pages) {
    const page = listed.path === LAWYER_PAGE ? { ...listed, path: lawyerPath } : listed;
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await audit(chrome.port, page, memberCookie));
    }
    // The run of median performance stands for the page.
    samples.sort((a, b) => a.performance - b.performance);
    const figures = samples[Math.floor(samples.length / 2)] as Figures;
    rows.push({ page, figures });
    console.log(`  measured ${label(page)}`);
  }
  failed = report(rows);
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  chrome?.kill();
  await worker.stop(10_000);
  await gateway.stop();
}
process.exit(failed ? 1 : 0);

/**
 * The browser's cookies: the member's session for a member's page, none for a public one.
 * Lighthouse's storage reset keeps cookies (its `clearStorageTypes`) and empties the cache, so
 * each load stays a cold one; Chromium no longer sends a Cookie given as an extra header.
 */
async function setSession(port: number, memberCookie: string | undefined): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.clearCookies();
    if (memberCookie) {
      const [name = '', value = ''] = memberCookie.split('=', 2);
      await context.addCookies([{ name, value, url: gateway.url }]);
    }
  } finally {
    // Only this connection closes: Chromium goes on for Lighthouse.
    await browser.close();
  }
}

async function audit(port: number, page: PageSpec, memberCookie: string): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    maxWaitForLoad: 60_000,
  };
  await setSession(port, page.member ? memberCookie : undefined);
  let result = (await lighthouse(`${gateway.url}${page.path}`, flags)) as RunnerResult;
  // A lost trace (NO_NAVSTART, seen on a loaded machine) is the run's fault, not the page's.
  if (result.lhr.runtimeError) {
    result = (await lighthouse(`${gateway.url}${page.path}`, flags)) as RunnerResult;
  }
  if (reportsDir) {
    const name = `${page.member ? 'member' : 'public'}${page.path.replace(/[^a-z0-9]+/gi, '-')}`;
    writeFileSync(join(reportsDir, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // The next page starts from a quiet machine (the worker's first jobs, the last page's tasks).
  await sleep(500);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    failing: [
      // A run that could not measure (a page that never painted, a lost trace) says why.
      ...(result.lhr.runtimeError
        ? [`run: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`]
        : []),
      ...['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${audits[ref.id]?.title ?? ref.id}`),
      ),
    ],
  };
}

/** The page of the first lawyer of the public directory (the demo data has some). */
async function firstLawyerPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/public/lawyers?limit=1`);
  const [first] = (await response.json()) as { slug: string }[];
  if (!first) throw new Error('the seeded directory has no public lawyer');
  return `/lawyers/${first.slug}`;
}

function label(page: PageSpec): string {
  return page.member ? `${page.path} (member)` : page.path;
}

/** Prints the table and the missed targets; true when any target is missed. */
function report(rows: readonly { page: PageSpec; figures: Figures }[]): boolean {
  const header = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'Bytes'];
  const lines = rows.map(({ page, figures: f }) => [
    label(page),
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    String(f.seo),
    `${(f.fcp / 1000).toFixed(2)} s`,
    `${(f.lcp / 1000).toFixed(2)} s`,
    f.cls.toFixed(3),
    `${Math.round(f.tbt)} ms`,
    `${Math.round(f.bytes / 1024)} KiB`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  for (const { page, figures } of rows) {
    for (const audit of figures.failing) console.log(`  ${label(page)} · ${audit}`);
  }

  const misses: string[] = [];
  for (const { page, figures: f } of rows) {
    const miss = (what: string) => misses.push(`${label(page)}: ${what}`);
    if (page.member) {
      if (f.performance < MEMBER_TARGETS.performance) {
        miss(`performance ${f.performance} < ${MEMBER_TARGETS.performance}`);
      }
      continue;
    }
    const t = PUBLIC_TARGETS;
    if (f.performance < t.performance) miss(`performance ${f.performance} < ${t.performance}`);
    if (f.accessibility < t.accessibility)
      miss(`accessibility ${f.accessibility} < ${t.accessibility}`);
    if (f.bestPractices < t.bestPractices)
      miss(`best practices ${f.bestPractices} < ${t.bestPractices}`);
    if (f.seo < t.seo) miss(`SEO ${f.seo} < ${t.seo}`);
    if (!(f.cls <= t.cls)) miss(`CLS ${f.cls.toFixed(3)} > ${t.cls}`);
    if (!(f.lcp <= t.lcp)) miss(`LCP ${Math.round(f.lcp)} ms > ${t.lcp} ms`);
    if (!(f.fcp <= t.fcp)) miss(`FCP ${Math.round(f.fcp)} ms > ${t.fcp} ms`);
  }
  if (misses.length === 0) {
    console.log('\n✔ every page meets its targets');
    return false;
  }
  console.error(`\n✘ ${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
  return true;
}
