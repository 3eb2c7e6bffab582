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
  /** Requests answered in the measured part (the warm-up left out). */
  requests: number;
};

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * Warms a target up for a second, then measures it for BENCH_DURATION seconds (`onMeasureStart`
 * called between the two).
 */
export async function measure(
  label: string,
  target: Target,
  onMeasureStart?: () => void,
): Promise<Measurement> {
  const options = {
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.headers,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: 1 });
  onMeasureStart?.();
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * One table: the baseline, then each target with its ratios to it. `fair`: a second baseline
 * (the raw server with the same protections done the simplest way), its ratios in columns of
 * their own.
 */
export function report(
  title: string,
  baseline: Measurement,
  others: Measurement[],
  settings = `${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
  fair?: Measurement,
): void {
  console.log(`\n${title} (${settings})`);
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'req/s vs raw',
    'p99 vs raw',
    ...(fair ? ['req/s vs fair raw', 'p99 vs fair raw'] : []),
  ];
  const ratios = (m: Measurement, base: Measurement) => [
    (m.requestsPerSecond / base.requestsPerSecond).toFixed(2),
    (m.p99 / Math.max(base.p99, 0.01)).toFixed(2),
  ];
  const rows = [baseline, ...(fair ? [fair] : []), ...others].map((m) => [
    m.label,
    m.requestsPerSecond.toFixed(0),
    m.p50.toFixed(1),
    m.p99.toFixed(1),
    String(m.errors),
    ...ratios(m, baseline),
    ...(fair ? ratios(m, fair) : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
