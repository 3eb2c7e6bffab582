import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { withScratchDatabase } from '../db/scratch-database.js';
import { gatewayRoot, repoRoot } from '../settings/paths.js';
import { createOrm, runMigrations } from './index.js';

/**
 * The module whose PortalTables is checked: the source, also when run from dist/. The ORM's
 * entry, because it loads every entity, and with them each feature's declaration of its tables.
 */
export const TABLES_SOURCE_PATH = join(gatewayRoot, 'src', 'orm', 'index.ts');

/**
 * Where the checks write their throwaway files: inside the repository's node_modules so that
 * `kysely`, `@mikro-orm/*` and the workspace packages resolve from there as from the sources.
 */
const SCRATCH_PARENT = join(repoRoot, 'node_modules', '.cache', 'portal-tables-drift');

/** A column of the migrated database, as the derived types must describe it. */
export interface DatabaseColumn {
  table: string;
  column: string;
  /** PostgreSQL's type name (udt_name): text, varchar, timestamptz, _text, jsonb, ... */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

/**
 * Migrates a scratch database from the committed migrations and checks the Kysely types derived
 * from the entities (tables.ts) against it: every table and column, no column more, the value
 * type each column reads as, its nullability, and that a column an insert may leave out is one
 * the database can fill. Returns the disagreements, or null when types and database agree.
 * `afterMigrations` runs against the migrated database first (the tests use it to stand for a
 * migration the types have not followed).
 */
export async function findTablesDrift(
  databaseUrl: string,
  options: {
    scratchPrefix?: string;
    tablesPath?: string;
    afterMigrations?: (migratedUrl: string) => Promise<void>;
  } = {},
): Promise<string | null> {
  const columns = await withScratchDatabase(
    databaseUrl,
    options.scratchPrefix ?? 'portal_tables_check',
    async (scratchUrl) => {
      const orm = await createOrm({ databaseUrl: scratchUrl });
      try {
        await runMigrations(orm);
      } finally {
        await orm.close();
      }
      await options.afterMigrations?.(scratchUrl);
      return readColumns(scratchUrl);
    },
  );
  return checkTables(columns, options.tablesPath ?? TABLES_SOURCE_PATH);
}

/** The columns of the public schema's tables, except MikroORM's own bookkeeping. */
export async function readColumns(databaseUrl: string): Promise<DatabaseColumn[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
    }>(
      `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.table_name <> 'mikro_orm_migrations'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    return result.rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      type: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
    }));
  } finally {
    await client.end();
  }
}

/**
 * What node-postgres hands over for a PostgreSQL type, with MikroORM's parsers (timestamps and
 * dates stay text); null when the types may hold anything (json).
 */
function readType(type: string): string | null {
  if (type.startsWith('_')) {
    const element = readType(type.slice(1));
    return element === null ? null : `(${element})[]`;
  }
  if (type === 'json' || type === 'jsonb') return null;
  if (['int2', 'int4', 'float4', 'float8', 'oid'].includes(type)) return 'number';
  if (type === 'bool') return 'boolean';
  // text, varchar, uuid, date, timestamptz, numeric and int8 (exact values) arrive as strings.
  return 'string';
}

/** Type-checks the database's columns as assertions on PortalTables (of `tablesPath`). */
export function checkTables(columns: DatabaseColumn[], tablesPath: string): Promise<string | null> {
  return withScratchDirectory(async (dir) => {
    const { source, describe } = renderAssertions(columns, relative(dir, tablesPath));
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(dir, 'assertions.ts'), source);
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(gatewayRoot, 'tsconfig.json'),
        compilerOptions: {
          noEmit: true,
          typeRoots: [join(repoRoot, 'node_modules', '@types')],
        },
        include: ['assertions.ts'],
      }),
    );
    const output = await typeCheck(join(dir, 'tsconfig.json'));
    return output === null ? null : explain(output, describe);
  });
}

/** Creates a throwaway directory where the repository's packages resolve, runs `work`, removes it. */
export async function withScratchDirectory<T>(work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(SCRATCH_PARENT, { recursive: true });
  const dir = await mkdtemp(join(SCRATCH_PARENT, 'scratch-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs tsc on the project; returns its errors, or null when it passes. */
async function typeCheck(project: string): Promise<string | null> {
  try {
    await promisify(execFile)(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', project], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
    return null;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    return `${failure.stdout ?? ''}${failure.stderr ?? ''}`.trim() || failure.message;
  }
}

/** Names the table or column of each failing line of assertions.ts; other errors stay as they are. */
function explain(output: string, describe: Map<number, string>): string {
  return output
    .split('\n')
    .map((line) => {
      const match = /assertions\.ts\((\d+),\d+\): error TS\d+: (.*)$/.exec(line);
      if (!match) return line;
      const subject = describe.get(Number(match[1])) ?? 'assertions.ts';
      return `${subject}: ${match[2]}`;
    })
    .join('\n');
}

function literalUnion(names: string[]): string {
  return names.length === 0 ? 'never' : names.map((name) => JSON.stringify(name)).join(' | ');
}

/**
 * One line per fact about the database, each a declaration that fails to compile when the derived
 * types say otherwise; `describe` maps line numbers to the table or column they are about.
 */
export function renderAssertions(
  columns: DatabaseColumn[],
  tablesImport: string,
): { source: string; describe: Map<number, string> } {
  const lines = [
    '// Written by gateway/src/orm/tables-drift.ts: the migrated database as assertions on the',
    '// Kysely types derived from the entities. Each line fails to compile when they disagree.',
    "import type { Insertable, Selectable } from 'kysely';",
    `import type { PortalTables } from ${JSON.stringify(tablesImport.replace(/\.ts$/, '.js'))};`,
    'type Row<T extends keyof PortalTables> = Selectable<PortalTables[T]>;',
    "type Nullability<V> = null extends V ? 'nullable' : 'not null';",
    "type Omission<T, K extends keyof T> = {} extends Pick<T, K> ? 'may be left out' : 'required';",
    'declare function valueOf<V>(): V;',
  ];
  const describe = new Map<number, string>();
  const add = (subject: string, line: string) => {
    lines.push(line);
    describe.set(lines.length, subject);
  };
  const tables = [...new Set(columns.map((column) => column.table))];
  add(
    'tables (in the types, not in the database)',
    `export const extraTables: never = valueOf<Exclude<keyof PortalTables, ${literalUnion(tables)}>>();`,
  );
  for (const table of tables) {
    const own = columns.filter((column) => column.table === table);
    const t = JSON.stringify(table);
    add(
      `${table} (in the database, not in the types)`,
      `export type Table_${table} = PortalTables[${t}];`,
    );
    add(
      `${table} (columns in the types, not in the database)`,
      `export const extra_${table}: never = valueOf<Exclude<keyof PortalTables[${t}], ${literalUnion(own.map((c) => c.column))}>>();`,
    );
    for (const column of own) {
      const c = JSON.stringify(column.column);
      const subject = `${table}.${column.column} (${column.type}${column.nullable ? ', nullable' : ''})`;
      const id = `${table}__${column.column}`;
      const read = readType(column.type);
      add(
        subject,
        read === null
          ? `export type read_${id} = Row<${t}>[${c}];`
          : `export const read_${id}: ${read}${column.nullable ? ' | null' : ''} = valueOf<Row<${t}>[${c}]>();`,
      );
      if (column.nullable) {
        add(subject, `export const null_${id}: Nullability<Row<${t}>[${c}]> = 'nullable';`);
      } else if (!column.hasDefault) {
        add(
          `${subject}: not null and no default, so every insert must name it`,
          `export const insert_${id}: Omission<Insertable<PortalTables[${t}]>, ${c}> = 'required';`,
        );
      }
    }
  }
  return { source: `${lines.join('\n')}\n`, describe };
}
