import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { notifyAll } from '../../shared/notify.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { DocumentStatus } from '../../values/document-status.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { Role } from '../../values/role.js';
import type { SecurityLogTarget } from '../security-log/index.js';
import { reportUploadSecurityEvent } from './upload-security-events.js';
import { type ScannerConfig, scanStream } from './virus-scanner.js';

/** What a scan did: made the document available, quarantined it, or nothing (not scanning). */
export type ScanOutcome =
  | { outcome: 'available' }
  | { outcome: 'quarantined'; signature: string; notified: number }
  | { outcome: 'skipped'; status: DocumentStatus | 'missing' };

/**
 * Scans the file of a document that is `scanning` and records the verdict; safe to run again
 * (a second run finds the row decided and does nothing but finish a quarantine's deletion).
 * Clean: `available`. Infected: `quarantined` with the signature, the uploader and every
 * moderator and admin notified in the same transaction, then the file deleted from storage (the
 * row stays as the record; nobody can download it). A scanner that cannot tell throws: the row
 * stays `scanning` for the job's retries and the reconciling sweep.
 */
export async function scanDocument(
  { em, log }: SecurityLogTarget,
  storage: DocumentStorage,
  scanner: ScannerConfig,
  documentId: string,
): Promise<ScanOutcome> {
  const row = await tablesOf(em)
    .selectFrom('documents')
    .select(['status', 'storage_key', 'uploader_id', 'file_name', 'checksum'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) return { outcome: 'skipped', status: 'missing' };
  if (row.status === DocumentStatus.QUARANTINED) {
    await storage.delete(row.storage_key);
    return { outcome: 'skipped', status: row.status };
  }
  if (row.status !== DocumentStatus.SCANNING) return { outcome: 'skipped', status: row.status };

  const verdict = await scanStream(scanner, await storage.get(row.storage_key));
  const scannedAt = new Date().toISOString();
  if (!verdict.infected) {
    await tablesOf(em)
      .updateTable('documents')
      .set({ status: DocumentStatus.AVAILABLE, scanned_at: scannedAt })
      .where('id', '=', documentId)
      .where('status', '=', DocumentStatus.SCANNING)
      .execute();
    return { outcome: 'available' };
  }

  const signature = verdict.signature.slice(0, 200);
  const notified = await em.transactional(async (tx) => {
    const db = tablesOf(tx);
    const marked = await db
      .updateTable('documents')
      .set({ status: DocumentStatus.QUARANTINED, scan_signature: signature, scanned_at: scannedAt })
      .where('id', '=', documentId)
      .where('status', '=', DocumentStatus.SCANNING)
      .returning('uploader_id')
      .executeTakeFirst();
    if (!marked) return null;
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', [Role.MODERATOR, Role.ADMIN])
      .where('id', '<>', marked.uploader_id)
      .execute();
    await notifyAll(tx, [
      {
        recipientId: marked.uploader_id,
        actorId: null,
        kind: NotificationKind.DOCUMENT_QUARANTINED,
        documentId,
      },
      ...staff.map(({ id }) => ({
        recipientId: id,
        actorId: marked.uploader_id,
        kind: NotificationKind.DOCUMENT_QUARANTINED_REVIEW,
        documentId,
      })),
    ]);
    return staff.length + 1;
  });
  if (notified === null) return { outcome: 'skipped', status: DocumentStatus.QUARANTINED };
  await reportUploadSecurityEvent(
    { em, log },
    {
      event: 'upload.quarantined',
      memberId: row.uploader_id,
      documentId,
      fileName: row.file_name,
      checksum: row.checksum,
      signature,
    },
  );
  // Out of everyone's reach already (the status); the bytes go too. A failure here throws, and
  // the job's retry finds the row quarantined and deletes the file then.
  await storage.delete(row.storage_key);
  return { outcome: 'quarantined', signature, notified };
}

/** Documents left `scanning` (a lost or failed job): the reconciling sweep enqueues them. */
export async function findDocumentsToScan(em: EntityManager, limit = 1000): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('documents')
    .select('id')
    .where('status', '=', DocumentStatus.SCANNING)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
