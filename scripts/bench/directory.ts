// The public lawyer directory at 10,000 lawyers, a scenario of `npm run bench`: what the
// directory's first screen costs (one answer: its bytes as sent with Brotli, and p50/p95 of
// one request at a time) against the baseline of the spec's whole list, measured in the same
// run on the same data; then a second page, searches and the specialization filter.
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
    await sql.query('analyze');
  } finally {
    await sql.end();
  }

  const { gatewayUrl } = options;
  const baseline = await sample(
    gatewayUrl,
    'whole list (spec, no parameters)',
    '/api/public/lawyers',
    BASELINE_SAMPLES,
  );
  const others = [
    await sample(gatewayUrl, 'first screen (limit=24)', '/api/public/lawyers?limit=24', SAMPLES),
    await sample(
      gatewayUrl,
      'next page (offset=24)',
      '/api/public/lawyers?limit=24&offset=24',
      SAMPLES,
    ),
    await sample(
      gatewayUrl,
      'last page (offset=9,990)',
      '/api/public/lawyers?limit=24&offset=9990',
      SAMPLES,
    ),
    await sample(
      gatewayUrl,
      'search, broad ("mediation")',
      '/api/public/lawyers?limit=24&search=mediation',
      SAMPLES,
    ),
    await sample(
      gatewayUrl,
      'search, narrow ("bench 4242")',
      '/api/public/lawyers?limit=24&search=bench%204242',
      SAMPLES,
    ),
    await sample(
      gatewayUrl,
      'specialization filter',
      '/api/public/lawyers?limit=24&specialization=Specialization%207',
      SAMPLES,
    ),
    await sample(
      gatewayUrl,
      'specialization options',
      '/api/public/lawyer-specializations',
      SAMPLES,
    ),
    await sample(gatewayUrl, 'a lawyer page (REST)', '/api/public/lawyers/bench-4242', SAMPLES),
  ];

  console.log(
    `\nLawyer directory at ${LAWYERS.toLocaleString('en')} more lawyers (one request at a time; bytes as sent with Brotli)`,
  );
  const header = ['answer', 'KiB sent', 'KiB JSON', 'p50 ms', 'p95 ms', 'p95 vs whole list'];
  const rows = [baseline, ...others].map((row) => [
    row.label,
    kib(row.bytes),
    kib(row.rawBytes),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    (row.p95 / Math.max(baseline.p95, 0.01)).toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
