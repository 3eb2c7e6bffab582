// Issue 26, F1 and F2: one request must not take the database from everyone else. The probe's
// two requests (a member's operation with many aliases of a search for 100 one-letter words,
// and an anonymous one with many aliases of publicLawyers at 3,000 lawyers) are sent while a
// monitor keeps asking /readyz and the public directory: both must stay 200 and quick, and
// nothing the requests started may still run in PostgreSQL once they are answered.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, REQUEST_STATEMENT_LIMITS } from '../exports/db.js';
import { bulkLawyerStatements } from '../test/bulk-lawyers.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { Role } from '../values/role.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

// Enough members that the probe's search reads for a while (it read every member's row).
const LAWYERS = 20_000;
/** What a visitor waits for at most while the heavy requests run (the probe saw 503 after 3.3 s). */
const ANSWER_BOUND_MS = 1_000;

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
// 100 one-letter words, 199 characters: the probe's search (1.8 s on the demo data before).
const ONE_LETTER_WORDS = Array.from({ length: 100 }, (_, i) =>
  String.fromCharCode(97 + (i % 26)),
).join(' ');

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** F1: twelve aliases of the search (3.5 KB, as the probe sent). */
export const F1_OPERATION = aliased(
  12,
  `search(query: "${ONE_LETTER_WORDS}", limit: 50) { discussions { id title snippet } members { id fullName } news { id title } documents { id } events { id } }`,
);
/** The worst search the bounds let through (12 one-letter words), as many aliases as
 * the cost limit lets through. */
export const WORST_ALLOWED_OPERATION = aliased(
  25,
  `search(query: "${ONE_LETTER_WORDS.slice(0, 23)}", limit: 50) { discussions { id title snippet } members { id fullName } news { id title } documents { id } events { id } }`,
);
/** F2: as many aliases of the directory as pass the limits (the probe got 28 past the cost). */
export const F2_OPERATION = aliased(
  28,
  'publicLawyers { id fullName bio languages practiceAreas specialization }',
);

interface Probe {
  url: string;
  status: number;
  ms: number;
}

/** Asks /readyz and the public directory one after the other until `done` settles. */
async function monitor(app: FastifyInstance, done: Promise<unknown>): Promise<Probe[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const probes: Probe[] = [];
  while (!finished) {
    for (const url of ['/readyz', '/api/public/lawyers?limit=20']) {
      const started = performance.now();
      // A visitor of another address than the heavy requests' (the per-address limit is theirs).
      const response = await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' });
      probes.push({ url, status: response.statusCode, ms: performance.now() - started });
    }
  }
  return probes;
}

describe('F1, F2: heavy requests leave the database to others', () => {
  let gateway: TestGateway;
  let token: string;

  beforeAll(async () => {
    gateway = await startTestGateway({
      seed: true,
      statementLimits: REQUEST_STATEMENT_LIMITS,
    });
    const connection = gateway.orm.em.getConnection();
    for (const statement of bulkLawyerStatements({ count: LAWYERS, prefix: 'fair' })) {
      await connection.execute(statement);
    }
    await connection.execute('analyze');
    if (!member) throw new Error('no demo member');
    token = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
  });

  /** Statements of this database still running (other than this one). */
  async function runningStatements(): Promise<string[]> {
    const rows = await gateway.orm.em
      .getConnection()
      .execute<{ query: string }[]>(
        `select query from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
    return rows.map((row) => row.query);
  }

  it.each([
    ['F1, a member', F1_OPERATION, true],
    ['F1 within the bounds, a member', WORST_ALLOWED_OPERATION, true],
    ['F2, anonymous', F2_OPERATION, false],
  ])('%s: /readyz and /api/public/lawyers stay 200 and quick', async (_name, query, signedIn) => {
    const started = performance.now();
    const heavy = gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query },
      remoteAddress: '203.0.113.9',
      cookies: signedIn ? { [SESSION_COOKIE_NAME]: token } : {},
    });
    const probes = await monitor(gateway.app, heavy);
    const answer = await heavy;
    const heavyMs = performance.now() - started;
    const slow = probes.filter((probe) => probe.status !== 200 || probe.ms > ANSWER_BOUND_MS);
    console.info(
      `${_name}: answered ${answer.statusCode} in ${heavyMs.toFixed(0)} ms (${answer.rawPayload.length} bytes); ` +
        `${probes.length} probes meanwhile, slowest ${Math.max(...probes.map((p) => p.ms)).toFixed(0)} ms`,
    );
    console.info(answer.body.slice(0, 400));
    expect(probes.length).toBeGreaterThan(0);
    expect(slow).toEqual([]);
    expect(await runningStatements()).toEqual([]);
  });
});
