import { withScratchDatabase } from '../db/scratch-database.js';
import { createOrm, runMigrations } from './index.js';

/**
 * Migrates a scratch database from the committed migrations and compares it with the entities.
 * Returns the SQL that a new migration would need, or null when migrations and entities agree.
 */
export async function findMigrationDrift(
  databaseUrl: string,
  scratchPrefix = 'portal_migration_check',
): Promise<string | null> {
  return withScratchDatabase(databaseUrl, scratchPrefix, async (scratchUrl) => {
    const orm = await createOrm({ databaseUrl: scratchUrl });
    try {
      await runMigrations(orm);
      const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      return sql.trim() === '' ? null : sql.trim();
    } finally {
      await orm.close();
    }
  });
}
