import pg from 'pg';

/**
 * Counts the SQL statements sent to PostgreSQL while `run` runs, through every pg client (the
 * ORM's pool included): how the tests hold a list to a fixed number of statements whatever its
 * size.
 */
export async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let statements = 0;
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return statements;
}
