// The public lawyer directory at 10,000 lawyers, a scenario of `npm run bench`: what the
// directory's first screen costs (one answer: its bytes as sent with Brotli, and p50/p95 of
// one request at a time), then other pages, searches (broad, middling, selective, none) and
// the specialization filter, each against its baseline measured in the same run on the same
// data: the same lawyers read by primary key in one plain SQL query (ratios, not times, are
// what to compare between machines). Also the spec's whole list and the directory's first HTML.
// Called by scripts/bench.ts with the gateway it started (its database is the bench's own).

import { request } from 'node:http';
import pg from 'pg';
import { bulkLawyerStatements } from '../../gateway/src/test/bulk-lawyers.ts';

const LAWYERS = Number(process.env.BENCH_LAWYERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_DIRECTORY_SAMPLES ?? 200);
const BASELINE_SAMPLES = Number(process.env.BENCH_DIRECTORY_BASELINE_SAMPLES ?? 10);

interface Sample {
  label: string;
  path: string;
  bytes: number;
  rawBytes: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One GET as a browser sends it (Brotli accepted): the bytes on the wire and the time. */
function get(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function sample(gatewayUrl: string, label: string, path: string, runs: number) {
  const url = `${gatewayUrl}${path}`;
  await get(url); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n < runs; n += 1) {
    const answer = await get(url);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  const raw = await (await fetch(url)).arrayBuffer();
  times.sort((a, b) => a - b);
  return {
    label,
    path,
    bytes,
    rawBytes: raw.byteLength,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  } satisfies Sample;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/**
 * The baseline of an answer, in the same run on the same data: the same lawyers read by
 * primary key in one plain SQL round trip (what any implementation must at least pay), timed
 * like the answer, one at a time.
 */
async function baselineOf(sql: pg.Client, ids: string[], runs: number) {
  const text = `select lp.*, u.full_name from lawyer_profiles lp join users u on u.id = lp.user_id
    where lp.id = any($1::uuid[])`;
  await sql.query(text, [ids]); // warm-up
  const times: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    const started = performance.now();
    await sql.query(text, [ids]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The lawyers' ids in a directory answer (the baseline reads the same ones). */
async function idsOf(gatewayUrl: string, path: string): Promise<string[]> {
  const body = (await (await fetch(`${gatewayUrl}${path}`)).json()) as unknown;
  const list = Array.isArray(body) ? body : [body];
  return list.map((lawyer) => (lawyer as { id: string }).id);
}

export async function benchDirectory(options: {
  gatewayUrl: string;
  databaseUrl: string;
}): Promise<void> {
  const sql = new pg.Client({ connectionString: options.databaseUrl });
  await sql.connect();
  try {
    for (const statement of bulkLawyerStatements({
      count: LAWYERS,
      prefix: 'bench',
      withReviews: true,
    })) {
      await sql.query(statement);
    }
    await sql.query('vacuum analyze lawyer_profiles');
    await sql.query('analyze');

    const { gatewayUrl } = options;
    const whole = await sample(
      gatewayUrl,
      'whole list (spec, no parameters)',
      '/api/public/lawyers',
      BASELINE_SAMPLES,
    );
    const scenarios: [string, string][] = [
      ['first screen (limit=12)', '/api/public/lawyers?limit=12'],
      ['next page (offset=12)', '/api/public/lawyers?limit=12&offset=12'],
      ['last page (offset=9,990)', '/api/public/lawyers?limit=12&offset=9990'],
      ['search, broad ("mediation")', '/api/public/lawyers?limit=12&search=mediation'],
      ['search, 1 in 9 ("bench 4")', '/api/public/lawyers?limit=12&search=bench%204'],
      ['search, selective ("bench 4242")', '/api/public/lawyers?limit=12&search=bench%204242'],
      ['search, none ("no such lawyer")', '/api/public/lawyers?limit=12&search=no%20such%20lawyer'],
      ['specialization filter', '/api/public/lawyers?limit=12&specialization=Specialization%207'],
      [
        'specialization + search',
        '/api/public/lawyers?limit=12&specialization=Specialization%207&search=bench%2042',
      ],
      ['a lawyer page (REST)', '/api/public/lawyers/bench-4242'],
    ];
    const rows: (Sample & { base: { p50: number; p95: number } | null })[] = [
      { ...whole, base: null },
    ];
    for (const [label, path] of scenarios) {
      const measured = await sample(gatewayUrl, label, path, SAMPLES);
      const ids = await idsOf(gatewayUrl, path);
      rows.push({ ...measured, base: await baselineOf(sql, ids, SAMPLES) });
    }
    rows.push({
      ...(await sample(
        gatewayUrl,
        'specialization options',
        '/api/public/lawyer-specializations',
        SAMPLES,
      )),
      base: null,
    });
    // The directory's first HTML (its first page of cards server-rendered): when the web is built.
    const page = await fetch(`${gatewayUrl}/public-lawyers`);
    const html = await page.text();
    if (html.includes('data-testid="lawyer-card"')) {
      rows.push({
        ...(await sample(gatewayUrl, 'first HTML of /public-lawyers', '/public-lawyers', SAMPLES)),
        base: null,
      });
    } else {
      console.log('(the web is not built: the first HTML of /public-lawyers is not measured)');
    }

    console.log(
      `\nLawyer directory at ${LAWYERS.toLocaleString('en')} more lawyers (one request at a time; bytes as sent with Brotli; baseline: the same lawyers by primary key in one plain SQL query, same run)`,
    );
    const header = [
      'answer',
      'KiB sent',
      'KiB raw',
      'p50 ms',
      'p95 ms',
      'SQL p50',
      'SQL p95',
      'p50 vs SQL',
      'p95 vs SQL',
      'p95 vs whole list',
    ];
    const table = rows.map((row) => [
      row.label,
      kib(row.bytes),
      kib(row.rawBytes),
      row.p50.toFixed(1),
      row.p95.toFixed(1),
      row.base ? row.base.p50.toFixed(2) : '',
      row.base ? row.base.p95.toFixed(2) : '',
      row.base ? (row.p50 / Math.max(row.base.p50, 0.01)).toFixed(1) : '',
      row.base ? (row.p95 / Math.max(row.base.p95, 0.01)).toFixed(1) : '',
      (row.p95 / Math.max(whole.p95, 0.01)).toFixed(3),
    ]);
    const widths = header.map((h, i) =>
      Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)),
    );
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
    console.log(line(header));
    for (const row of table) console.log(line(row));
  } finally {
    await sql.end();
  }
}
