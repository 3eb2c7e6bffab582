import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayRoot } from '../settings/paths.js';
import {
  createTestDatabase,
  TEST_DATABASE_PREFIX,
  testDatabaseUrl,
  testServerUrl,
} from '../test/test-database.js';
import {
  checkTables,
  type DatabaseColumn,
  findTablesDrift,
  readColumns,
  withScratchDirectory,
} from './tables-drift.js';

// The check `npm run check` runs (scripts/check-tables.ts), shown to fail on each kind of drift.
// Each case type-checks the gateway's tables (about ten CPU-seconds alone, several times that
// beside the browser tests on two cores).
const TYPE_CHECK_TIMEOUT_MS = 120_000;

describe('the Kysely tables derived from the entities', () => {
  let migrated: DatabaseColumn[];

  // The columns of the database the committed migrations create: a copy of the template the
  // global set-up migrated (the copy, not the template: other files copy it meanwhile). That
  // findTablesDrift migrates a database of its own is shown by the next test.
  beforeAll(async () => {
    const copy = await createTestDatabase(inject('templateDatabase'), inject('testDatabasePrefix'));
    migrated = await readColumns(testDatabaseUrl(copy));
  });

  // That types and database agree on main is the check itself, which npm run check runs (each
  // case below type-checks the gateway's tables once, ten CPU-seconds: the drifts a migration
  // can bring are shown together).
  it(
    'fail the check when a migration renames a column or requires one that inserts may leave out',
    async () => {
      expect(migrated.some((column) => column.table === 'users' && column.column === 'bio')).toBe(
        true,
      );
      const drift = await findTablesDrift(testServerUrl(), {
        scratchPrefix: `${TEST_DATABASE_PREFIX}_tables`,
        afterMigrations: async (url) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            await client.query('ALTER TABLE users RENAME COLUMN bio TO biography');
            await client.query('ALTER TABLE users ALTER COLUMN last_seen_at SET NOT NULL');
          } finally {
            await client.end();
          }
        },
      });
      expect(drift).toContain('users.biography (text, nullable): ');
      expect(drift).toContain('users (columns in the types, not in the database): ');
      expect(drift).toContain('"bio"');
      expect(drift).toContain('users.last_seen_at (timestamptz): ');
    },
    TYPE_CHECK_TIMEOUT_MS,
  );

  it(
    'fail the check when an entity renames a column that the migrations did not',
    async () => {
      const drift = await withScratchDirectory(async (dir) => {
        const copy = join(dir, 'src');
        await cp(join(gatewayRoot, 'src'), copy, { recursive: true });
        await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
        const entity = join(copy, 'modules', 'users', 'user.entity.ts');
        const source = await readFile(entity, 'utf8');
        const renamed = source.replace(
          '  bio: string | null = null;',
          '  biography: string | null = null;',
        );
        expect(renamed).not.toBe(source);
        await writeFile(entity, renamed);
        return checkTables(migrated, join(copy, 'orm', 'index.ts'));
      });
      expect(drift).toContain('users.bio (text, nullable): ');
      expect(drift).toContain('"biography"');
    },
    TYPE_CHECK_TIMEOUT_MS,
  );
});
