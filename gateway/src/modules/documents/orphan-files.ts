// The documents' files and rows are written in an order that makes a crash leave at most a file
// without a row (the file is stored, then the row committed; a deleted row commits before its
// file goes). This sweep removes such files, and the leftovers of writes cut short, once they are
// old enough that no upload can still be about to commit their row.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import type { DocumentStorage, StoredFile } from '../../storage/storage.js';

export interface OrphanSweepResult {
  /** Complete files that no document row names. */
  orphans: number;
  /** Leftovers of unfinished writes (`.partial` files). */
  partials: number;
  /** Old enough files that a row names. */
  kept: number;
}

const BATCH = 500;

type NamedFile = StoredFile & { key: string };

/** Removes stored files older than `minAgeMs` that no committed document row names. */
export async function removeOrphanFiles(
  em: EntityManager,
  storage: DocumentStorage,
  { minAgeMs, now = new Date() }: { minAgeMs: number; now?: Date },
): Promise<OrphanSweepResult> {
  const cutoff = now.getTime() - minAgeMs;
  const result: OrphanSweepResult = { orphans: 0, partials: 0, kept: 0 };
  let batch: NamedFile[] = [];
  const settle = async () => {
    const named = await namedKeys(
      em,
      batch.map((file) => file.key),
    );
    for (const file of batch) {
      if (named.has(file.key)) {
        result.kept += 1;
      } else {
        await file.remove();
        result.orphans += 1;
      }
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    if (file.key === undefined) {
      await file.remove();
      result.partials += 1;
      continue;
    }
    batch.push(file as NamedFile);
    if (batch.length >= BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return result;
}

/** The keys a document row names, or a member's data archive (modules/my-data) awaiting download. */
async function namedKeys(em: EntityManager, keys: readonly string[]): Promise<Set<string>> {
  const tables = tablesOf(em);
  const rows = await tables
    .selectFrom('documents')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .union(
      tables
        .selectFrom('data_exports')
        .select(sql<string>`storage_key::text`.as('storage_key'))
        .where(sql<string>`storage_key::text`, 'in', keys),
    )
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}
