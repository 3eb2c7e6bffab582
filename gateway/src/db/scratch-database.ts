import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server and credentials as `databaseUrl`, with another database name. */
export function withDatabaseName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}

/**
 * Runs statements that cannot run inside the target database (CREATE/DROP DATABASE), or that
 * concern the server rather than a database, on a connection of their own to `postgres`.
 */
export async function withMaintenanceConnection<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabaseName(databaseUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface CreateDatabaseOptions {
  template?: string;
  /**
   * Commits answer before their WAL is flushed to disk (synchronous_commit off for every
   * session of the database). For throwaway test databases only: a server crash may lose the
   * last commits (never corrupt anything), and on the shared 2-core test machine a commit
   * waited about 9 ms for the flush where it now takes 0.2 ms.
   */
  unflushedCommits?: boolean;
}

export function createDatabase(
  databaseUrl: string,
  name: string,
  options: CreateDatabaseOptions = {},
): Promise<void> {
  // A copy of a template copies its files (FILE_COPY) rather than writing all of it to the WAL
  // (PostgreSQL's default since 15): a quarter of the server's CPU per copy (20 copies of an
  // empty database: 3.1 -> 0.75 CPU-s), and the tests make one for each file.
  const template = options.template
    ? ` TEMPLATE ${quoteIdentifier(options.template)} STRATEGY FILE_COPY`
    : '';
  return withMaintenanceConnection(databaseUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoteIdentifier(name)}${template}`);
    if (options.unflushedCommits) {
      await client.query(`ALTER DATABASE ${quoteIdentifier(name)} SET synchronous_commit = off`);
    }
  });
}

export function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  return withMaintenanceConnection(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  });
}

export function listDatabases(databaseUrl: string, prefix: string): Promise<string[]> {
  return withMaintenanceConnection(databaseUrl, async (client) => {
    const result = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [prefix],
    );
    return result.rows.map((row) => row.datname);
  });
}

/** Creates a throwaway database beside `databaseUrl`'s, runs `work` with its URL, then drops it. */
export async function withScratchDatabase<T>(
  databaseUrl: string,
  prefix: string,
  work: (scratchUrl: string) => Promise<T>,
): Promise<T> {
  const name = uniqueDatabaseName(prefix);
  await createDatabase(databaseUrl, name);
  try {
    return await work(withDatabaseName(databaseUrl, name));
  } finally {
    await dropDatabase(databaseUrl, name);
  }
}
