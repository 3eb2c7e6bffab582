// Time to first byte of pages rendered on the server (issue 27, item 5): the signed-in
// dashboard and discussions, and a public page, each against the raw server sending a static file
// of the same size (RAW_STATIC_DIR). One request at a time, so the figure is the page's own.
import { writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { signInOverHttp } from '../lib/demo-sign-in.ts';

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 200);

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: Page[] = [
  { name: 'dashboard (signed in)', path: '/', signedIn: true },
  { name: 'discussions (signed in)', path: '/discussions', signedIn: true },
  { name: 'landing page (public)', path: '/', signedIn: false },
];

interface Answer {
  status: number;
  body: string;
  firstByteMs: number;
}

/** Sends a GET and times it to the first byte of the body. */
function get(url: string, headers: Record<string, string>, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    const chunks: Buffer[] = [];
    const sent = httpRequest(url, { headers, agent }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) firstByteMs = performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          firstByteMs,
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeToFirstByte(url: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let warm = 0; warm < 20; warm += 1) await get(url, headers, agent);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push((await get(url, headers, agent)).firstByteMs);
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    agent.destroy();
  }
}

export async function benchPages(options: {
  gatewayUrl: string;
  rawUrl: string;
  staticDir: string;
}): Promise<void> {
  const cookie = await signInOverHttp(options.gatewayUrl, 'member@example.org');
  const rows: string[][] = [];
  for (const [index, page] of PAGES.entries()) {
    const headers: Record<string, string> = {
      accept: 'text/html',
      ...(page.signedIn && { cookie }),
    };
    const agent = new Agent({ keepAlive: false });
    const sample = await get(`${options.gatewayUrl}${page.path}`, headers, agent);
    agent.destroy();
    if (sample.status !== 200 || !sample.body.includes('id="root"')) {
      throw new Error(`${page.path} answered ${sample.status}: is the web app built?`);
    }
    const file = `page-${index}.html`;
    writeFileSync(join(options.staticDir, file), sample.body);
    const rendered = await timeToFirstByte(`${options.gatewayUrl}${page.path}`, headers);
    const fixed = await timeToFirstByte(`${options.rawUrl}/raw/static/${file}`, {});
    rows.push([
      page.name,
      `${(Buffer.byteLength(sample.body) / 1024).toFixed(1)} KiB`,
      `${rendered.p50.toFixed(1)} / ${rendered.p95.toFixed(1)}`,
      `${fixed.p50.toFixed(1)} / ${fixed.p95.toFixed(1)}`,
      (rendered.p50 / Math.max(fixed.p50, 0.01)).toFixed(1),
    ]);
  }
  const header = ['page', 'size', 'rendered p50 / p95 ms', 'static file p50 / p95 ms', 'p50 ×'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nTime to first byte of server-rendered pages, one at a time (${REQUESTS} each)`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
