// The one benchmark harness: measures each scenario against the stack and the raw baseline that
// scripts/bench.ts starts, in the same run, and prints throughput, p99 and the ratio to the raw
// baseline. Loopback only, bounded in time.
import autocannon from 'autocannon';

export type Target = {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
};

export type Measurement = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Warms a target up for a second, then measures it for BENCH_DURATION seconds. */
export async function measure(label: string, target: Target): Promise<Measurement> {
  const options = {
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function report(
  title: string,
  baseline: Measurement,
  others: Measurement[],
  settings = `${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
): void {
  console.log(`\n${title} (${settings})`);
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'req/s vs raw', 'p99 vs raw'];
  const rows = [baseline, ...others].map((m) => [
    m.label,
    m.requestsPerSecond.toFixed(0),
    m.p50.toFixed(1),
    m.p99.toFixed(1),
    String(m.errors),
    (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    (m.p99 / Math.max(baseline.p99, 0.01)).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
