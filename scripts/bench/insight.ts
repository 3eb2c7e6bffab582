// The staff's insight charts at scale, a scenario of `npm run bench`: with 10,000 lawyers (and
// their consultation requests spread over two years) and 1,000,000 messages, each chart's
// statement (gateway/src/modules/insight/insight-sql.ts, the very text the gateway runs) is
// explained — the run fails if a plan reads the messages or the lawyers whole (a Seq Scan) —
// and timed for each period, then GET /api/admin/insight is timed through the gateway.
// Called by scripts/bench.ts with the gateway it started (its database is the bench's own).

import pg from 'pg';
import { INSIGHT_STATEMENTS } from '../../gateway/src/modules/insight/insight-sql.ts';
import { bulkLawyerStatements } from '../../gateway/src/test/bulk-lawyers.ts';
import { signInOverHttp } from '../lib/demo-sign-in.ts';
import { BULK_MESSAGES_SQL } from './messages-sql.ts';

const LAWYERS = Number(process.env.BENCH_LAWYERS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_INSIGHT_SAMPLES ?? 20);
/** The tables no chart may read whole. */
const NEVER_SCANNED = new Set(['messages', 'lawyer_profiles']);
/** The periods of the page, in weeks (gateway/src/modules/insight/insight-period.ts). */
const PERIODS: Record<string, number> = { '4-weeks': 4, quarter: 13, year: 52 };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm-up
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Tops the bench database up to the scale (the directory and messages parts may have begun). */
async function loadScale(sql: pg.Client): Promise<{ lawyers: number; messages: number }> {
  const count = async (table: string) =>
    Number((await sql.query(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);
  const lawyers = await count('lawyer_profiles');
  if (lawyers < LAWYERS) {
    for (const statement of bulkLawyerStatements({
      count: LAWYERS - lawyers,
      prefix: 'insight',
      withReviews: true,
    })) {
      await sql.query(statement);
    }
  }
  // The bulk requests, spread over two years; three in four answered within three days.
  await sql.query(`update consultation_requests
    set created_at = now() - random() * interval '730 days',
      responded_at = case when random() < 0.75 then now() end
    where client_email = 'client@example.net'`);
  await sql.query(`update consultation_requests
    set responded_at = created_at + random() * interval '72 hours'
    where client_email = 'client@example.net' and responded_at is not null`);
  const messages = await count('messages');
  if (messages < MESSAGES) await sql.query(BULK_MESSAGES_SQL, [MESSAGES - messages]);
  await sql.query('vacuum analyze');
  return { lawyers: await count('lawyer_profiles'), messages: await count('messages') };
}

export async function benchInsight(options: {
  gatewayUrl: string;
  databaseUrl: string;
}): Promise<void> {
  const sql = new pg.Client({ connectionString: options.databaseUrl });
  await sql.connect();
  try {
    const scale = await loadScale(sql);
    const rows: string[][] = [];
    const refused: string[] = [];
    for (const [period, weeks] of Object.entries(PERIODS)) {
      const from = new Date(Date.now() - weeks * WEEK_MS).toISOString();
      for (const [chart, text] of Object.entries(INSIGHT_STATEMENTS)) {
        const parameters = chart === 'events' ? [from, 30] : [from];
        const explained = await sql.query(`explain (format json) ${text}`, parameters);
        const plans = (explained.rows[0]?.['QUERY PLAN'] ?? []) as { Plan: PlanNode }[];
        const plan = plans[0]?.Plan;
        const scans = plan ? seqScans(plan) : [];
        for (const table of scans.filter((each) => NEVER_SCANNED.has(each))) {
          refused.push(`${chart} (${period}) reads ${table} whole`);
        }
        const time = await timed(() => sql.query(text, parameters));
        rows.push([
          period,
          chart,
          scans.length ? scans.join(', ') : 'none',
          time.p50.toFixed(1),
          time.p95.toFixed(1),
        ]);
      }
    }
    const cookie = await signInOverHttp(options.gatewayUrl, 'admin@example.org');
    for (const period of Object.keys(PERIODS)) {
      const url = `${options.gatewayUrl}/api/admin/insight?period=${period}`;
      const time = await timed(async () => {
        const answer = await fetch(url, { headers: { cookie } });
        if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
        await answer.arrayBuffer();
      });
      rows.push([period, 'GET /api/admin/insight', '', time.p50.toFixed(1), time.p95.toFixed(1)]);
    }

    console.log(
      `\nInsight charts at ${scale.lawyers.toLocaleString('en')} lawyers and ${scale.messages.toLocaleString('en')} messages (${SAMPLES} runs each, one at a time)`,
    );
    const header = ['period', 'statement', 'seq scans', 'p50 ms', 'p95 ms'];
    const widths = header.map((h, i) =>
      Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)),
    );
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    if (refused.length) throw new Error(`insight: ${refused.join('; ')}`);
  } finally {
    await sql.end();
  }
}
