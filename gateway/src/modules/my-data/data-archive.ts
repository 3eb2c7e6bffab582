import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ZipFile } from 'yazl';
import { tablesOf } from '../../db/tables.js';
import { type DocumentStorage, StorageObjectMissing } from '../../storage/storage.js';
import { AccountMailKind, recordAccountMail } from '../users/index.js';
import { DataExportStatus } from './data-export.entity.js';
import { collectMemberData, type MemberData, type MemberFile } from './member-data.js';

/** A ZIP of data.json and the member's files, written as it is read (no file held whole). */
export function memberArchive(member: MemberData, storage: DocumentStorage): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(member.data, null, 2)}\n`), 'data.json');
  for (const file of member.files) {
    // Opened only when the ZIP reaches it, one at a time.
    zip.addReadStreamLazy(file.path, (done) => {
      storage.get(file.storageKey).then(
        (stream) => done(null, stream),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/**
 * The member's data with only the files the storage still has (a file can be missing after a
 * restore or a failed write); data.json says which are not in the archive.
 */
async function presentFiles(member: MemberData, storage: DocumentStorage): Promise<MemberData> {
  const files: MemberFile[] = [];
  const missing: string[] = [];
  for (const file of member.files) {
    try {
      (await storage.get(file.storageKey)).destroy();
      files.push(file);
    } catch (error) {
      if (!(error instanceof StorageObjectMissing)) throw error;
      missing.push(file.path);
    }
  }
  return { data: { ...member.data, missingFiles: missing }, files };
}

/**
 * The worker's half of a data export: stores the member's archive, then in one transaction marks
 * the request ready and records the e-mail with its one-time link. Answers the e-mail's id to
 * send, or null when there is nothing to do (done already, or the account is gone). A retry
 * after a crash stores a fresh archive; an earlier one without its row is the orphan sweep's.
 */
export async function prepareDataExport(
  em: EntityManager,
  storage: DocumentStorage,
  exportId: string,
): Promise<string | null> {
  const tables = tablesOf(em);
  const row = await tables
    .selectFrom('data_exports as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .select(['x.id', 'x.user_id', 'x.status', 'x.mail_id', 'u.email', 'u.closed_at'])
    .where('x.id', '=', exportId)
    .executeTakeFirst();
  if (!row || row.closed_at) return null;
  if (row.status === DataExportStatus.READY) return row.mail_id;
  const member = await presentFiles(await collectMemberData(em, row.user_id), storage);
  const key = randomUUID();
  let size = 0;
  // Counted on its way to the storage, not by a 'data' listener: that would set the archive
  // flowing before the storage reads it, and what it wrote meanwhile (a local put first makes
  // its folder) would be counted but lost from the file.
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  const archive = memberArchive(member, storage);
  pipeline(archive, counted, () => undefined);
  await storage.put(key, counted, 'application/zip');
  try {
    return await em.transactional(async (tx) => {
      const mailId = await recordAccountMail(tx, {
        userId: row.user_id,
        kind: AccountMailKind.DATA_EXPORT,
        recipient: row.email,
      });
      const updated = await tablesOf(tx)
        .updateTable('data_exports')
        .set({
          status: DataExportStatus.READY,
          ready_at: new Date().toISOString(),
          storage_key: key,
          size,
          mail_id: mailId,
        })
        .where('id', '=', exportId)
        .where('status', '=', DataExportStatus.PREPARING)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new Error('prepared by another job');
      return mailId;
    });
  } catch (error) {
    await storage.delete(key);
    if ((error as Error).message === 'prepared by another job') return null;
    throw error;
  }
}

/** Requests still preparing since before `before` (the sweep requeues their jobs). */
export async function findPreparingDataExports(em: EntityManager, before: Date): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('data_exports')
    .select('id')
    .where('status', '=', DataExportStatus.PREPARING)
    .where('requested_at', '<', before.toISOString())
    .orderBy('requested_at')
    .limit(100)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes the archives whose link was used or has expired, and forgets their keys: an archive
 * is kept no longer than its link works. Answers how many went.
 */
export async function removeFinishedArchives(
  em: EntityManager,
  storage: DocumentStorage,
  now: Date = new Date(),
): Promise<number> {
  const rows = await tablesOf(em)
    .selectFrom('data_exports as x')
    .innerJoin('account_mails as m', 'm.id', 'x.mail_id')
    .select(['x.id', 'x.storage_key'])
    .where('x.storage_key', 'is not', null)
    .where((eb) =>
      eb.or([eb('m.used_at', 'is not', null), eb('m.expires_at', '<=', now.toISOString())]),
    )
    .limit(100)
    .execute();
  for (const row of rows) {
    if (row.storage_key) await storage.delete(row.storage_key);
    await tablesOf(em)
      .updateTable('data_exports')
      .set({ storage_key: null })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
