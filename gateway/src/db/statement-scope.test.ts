import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Orm, REQUEST_STATEMENT_LIMITS } from '../exports/db.js';
import { openTestOrm, type TestOrm } from '../test/test-orm.js';
import { runInStatementScope, StatementScope } from './statement-scope.js';

const SLEEP = 'select pg_sleep(30) as slept';

describe('StatementScope (issue 26, F1)', () => {
  let open: TestOrm;
  let orm: Orm;

  beforeAll(async () => {
    open = await openTestOrm({ statementLimits: REQUEST_STATEMENT_LIMITS });
    orm = open.orm;
  });

  afterAll(async () => {
    // Would hang on a connection left checked out by a refused rollback.
    await open?.close();
  });

  const sleeping = async () => {
    const rows = await orm.em.getConnection().execute<{ n: number }[]>(
      `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and query = '${SLEEP}'`,
    );
    return rows[0]?.n ?? 0;
  };

  async function untilSleeping(): Promise<void> {
    const deadline = Date.now() + 5_000;
    while ((await sleeping()) === 0) {
      if (Date.now() > deadline) throw new Error('the statement never started');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('gives request handling a statement_timeout the server enforces', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ statement_timeout: string }[]>('show statement_timeout');
    expect(rows[0]?.statement_timeout).toBe(
      `${REQUEST_STATEMENT_LIMITS.statementTimeoutMs / 1000}s`,
    );
  });

  it('cancels a running statement in PostgreSQL when stopped, and refuses the next one', async () => {
    const scope = new StatementScope();
    const statement = runInStatementScope(scope, () =>
      orm.em.fork().getConnection().execute(SLEEP),
    );
    const settled = statement.then(
      () => 'finished',
      (error: { code?: string }) => error.code ?? 'failed',
    );
    await untilSleeping();
    const stoppedAt = performance.now();
    scope.stop(new Error('answered'));
    expect(await settled).toBe('57014');
    expect(performance.now() - stoppedAt).toBeLessThan(2_000);
    expect(await sleeping()).toBe(0);
    await expect(
      runInStatementScope(scope, () => orm.em.fork().getConnection().execute('select 1')),
    ).rejects.toThrow('answered');
  });

  it('rolls a cancelled transaction back, leaving its connection clean for the next request', async () => {
    const scope = new StatementScope();
    const transaction = runInStatementScope(scope, () =>
      orm.em.fork().transactional(async (em) => em.getConnection().execute(SLEEP)),
    );
    const settled = transaction.then(
      () => 'finished',
      () => 'failed',
    );
    await untilSleeping();
    scope.stop(new Error('answered'));
    expect(await settled).toBe('failed');
    // Every pooled connection answers outside a transaction (none left in an aborted one).
    const states = await Promise.all(
      Array.from({ length: 10 }, () =>
        orm.em
          .fork()
          .getConnection()
          .execute<{ open: boolean }[]>('select now() <> statement_timestamp() as open'),
      ),
    );
    expect(states.map((rows) => rows[0]?.open)).toEqual(Array(10).fill(false));
  });

  it('gives every connection back to the pool when stopped before or during a transaction', async () => {
    const scope = new StatementScope();
    scope.stop(new Error('answered'));
    await expect(
      runInStatementScope(scope, () =>
        orm.em.fork().transactional(async (em) => em.getConnection().execute('select 1')),
      ),
    ).rejects.toThrow('answered');
    const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
