// The one benchmark harness: starts the stack (services, migrations, demo data, the built
// gateway) and a raw baseline server, runs each scenario against both in the same run, and
// prints throughput, p99 and the ratio to the raw baseline. Loopback only, bounded in time.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { repoRoot } from '../steps.ts';

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

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts a node script of the repository as a child and waits for `${url}${readyPath}` to answer 200. */
export async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  url: string,
  readyPath: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not become ready at ${url}${readyPath}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

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

export function report(title: string, baseline: Measurement, others: Measurement[]): void {
  console.log(`\n${title} (${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`);
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
