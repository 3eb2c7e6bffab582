import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkLawyerStatements } from '../../test/bulk-lawyers.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { listLawyers, publicLawyersJson } from './lawyers.service.js';

// The directory at 10,000 lawyers (with 3 reviews each, two approved): a measurement, not a test
// of behaviour, so it is outside `npm test`. Run it with `npm run measure -w gateway`.
const LAWYERS = 10_000;

describe('GET /api/public/lawyers at 10,000 lawyers', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ seed: true });
    const connection = gateway.orm.em.getConnection();
    for (const statement of bulkLawyerStatements({
      count: LAWYERS,
      prefix: 'scale',
      withReviews: true,
    })) {
      await connection.execute(statement);
    }
    await connection.execute('analyze');
  }, 300_000);

  afterAll(async () => {
    await gateway?.close();
  });

  const timed = async (url: string, runs: number) => {
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < runs; n += 1) {
      const started = performance.now();
      const response = await gateway.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      times.push(performance.now() - started);
      bytes = response.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
    return `${(bytes / 1024).toFixed(1)} KiB br, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
  };

  it('answers every lawyer; prints the time per request', async () => {
    const first = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
    expect(first.statusCode).toBe(200);
    expect(first.json<unknown[]>().length).toBeGreaterThanOrEqual(LAWYERS);
    const serviceStarted = performance.now();
    const rows = await listLawyers(gateway.orm.em.fork(), { limit: LAWYERS * 2, offset: 0 });
    const service = performance.now() - serviceStarted;
    const jsonStarted = performance.now();
    JSON.stringify(rows);
    const json = performance.now() - jsonStarted;
    const builtStarted = performance.now();
    await publicLawyersJson(gateway.orm.em.fork());
    const built = performance.now() - builtStarted;
    console.log(
      `rows then JSON.stringify: ${service.toFixed(1)} + ${json.toFixed(1)} ms; JSON built by PostgreSQL: ${built.toFixed(1)} ms`,
    );
    console.log(
      `whole list (${(first.body.length / 1024 / 1024).toFixed(1)} MB JSON): ${await timed('/api/public/lawyers', 10)}`,
    );
    console.log(`first page (limit=20): ${await timed('/api/public/lawyers?limit=20', 100)}`);
    console.log(
      `search "mediation": ${await timed('/api/public/lawyers?limit=20&search=mediation', 100)}`,
    );
    console.log(
      `search "scale 99": ${await timed('/api/public/lawyers?limit=20&search=scale%2099', 100)}`,
    );
    console.log(
      `specialization filter: ${await timed('/api/public/lawyers?limit=20&specialization=Specialization%207', 100)}`,
    );
    console.log(`last page: ${await timed('/api/public/lawyers?limit=20&offset=9990', 50)}`);
  }, 300_000);
});
