import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { DEFAULT_OPERATION_LIMITS } from './operation-limits.js';

const TIMEOUT_MS = 300;

describe('an operation out of time stops its statements (issue 26, F1)', () => {
  let gateway: TestGateway;
  let locker: pg.Client;

  beforeAll(async () => {
    gateway = await startTestGateway({
      config: { graphqlLimits: { ...DEFAULT_OPERATION_LIMITS, timeoutMs: TIMEOUT_MS } },
    });
    locker = new pg.Client({ connectionString: gateway.config.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await gateway?.close();
  });

  const waiting = async () => {
    const { rows } = await locker.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.n ?? 0;
  };

  it('cancels a statement still waiting in PostgreSQL when the time limit passes', async () => {
    // The directory's statement waits behind this lock for as long as it is held.
    await locker.query('begin');
    await locker.query('lock table lawyer_profiles in access exclusive mode');
    try {
      const started = performance.now();
      const answer = await graphql(gateway.app, '{ publicLawyers { id } }');
      const ms = performance.now() - started;
      expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // Cancelled in the database, not merely abandoned by the gateway.
      expect(await waiting()).toBe(0);
    } finally {
      await locker.query('rollback');
    }
    // The connection went back to the pool clean: the next operation answers.
    const next = await graphql<{ publicLawyers: unknown[] }>(
      gateway.app,
      '{ publicLawyers { id } }',
    );
    expect(next.body.errors).toBeUndefined();
  });
});
