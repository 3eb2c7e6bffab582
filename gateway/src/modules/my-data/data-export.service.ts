import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import type { JobQueue } from '../../queues/job-queue.js';
import type { DocumentStorage } from '../../storage/storage.js';
import {
  AccountMailKind,
  claimAccountLink,
  findAccountLink,
  releaseAccountLink,
} from '../users/index.js';
import { DataExportStatus } from './data-export.entity.js';
import { invalidDataExportLink, tooManyDataExports } from './my-data.errors.js';

/** A member may ask for a copy of their data once in this long. */
export const DATA_EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** What the security page shows of the member's latest request. */
export type DataExportState = 'preparing' | 'ready' | 'downloaded' | 'expired';

export interface DataExportView {
  id: string;
  state: DataExportState;
  requestedAt: Date;
  /** When the archive was ready (its link mailed); null while preparing. */
  readyAt: Date | null;
  /** Until when the mailed link works; null while preparing. */
  expiresAt: Date | null;
  /** When the member may ask again (the once-a-day limit). */
  nextRequestAt: Date;
}

/** The archive a one-time link opens: its bytes and size. */
export interface DataExportDownload {
  body: Readable;
  size: number | null;
  fileName: string;
  /**
   * Once the answer has ended: a whole download uses the link up and the archive goes; one cut
   * short (a dropped connection on a slow phone) gives the link back, for another try until it
   * expires, rather than leaving the member a day without their data.
   */
  settle(delivered: boolean): Promise<void>;
}

/**
 * "Download my data" as the gateway does it: the request is a row (data_exports) committed
 * before the answer, the worker's job prepares the archive and mails its one-time link (the
 * sweep requeues a lost job), and the link hands the archive over once, to its member only.
 */
export class DataExportService {
  constructor(
    private readonly queues: Pick<JobQueue, 'prepareDataExport'>,
    private readonly storage: DocumentStorage,
  ) {}

  /** Records a request (once a day at most) and wakes the worker; answers its state. */
  async request(em: EntityManager, userId: string, now = new Date()): Promise<DataExportView> {
    const id = await em.transactional(async (tx) => {
      const tables = tablesOf(tx);
      // The member's row, locked: two requests at once cannot both pass the limit.
      await tables.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const last = await latestExport(tx, userId);
      if (last) {
        const wait = last.requested_at.getTime() + DATA_EXPORT_INTERVAL_MS - now.getTime();
        if (wait > 0) throw tooManyDataExports(Math.ceil(wait / 1000));
      }
      const row = await tables
        .insertInto('data_exports')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          status: DataExportStatus.PREPARING,
          requested_at: now.toISOString(),
          ready_at: null,
          storage_key: null,
          size: null,
          mail_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    await this.queues.prepareDataExport(id);
    const view = await this.state(em, userId, now);
    if (!view) throw new Error(`data export ${id} vanished`);
    return view;
  }

  /** The member's latest request, or null when they never asked. */
  async state(em: EntityManager, userId: string, now = new Date()): Promise<DataExportView | null> {
    const row = await latestExport(em, userId);
    if (!row) return null;
    const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
    let state: DataExportState = 'preparing';
    if (row.status === DataExportStatus.READY) {
      if (row.used_at) state = 'downloaded';
      else if (!expiresAt || expiresAt <= now) state = expiresAt ? 'expired' : 'ready';
      else state = 'ready';
    }
    return {
      id: row.id,
      state,
      requestedAt: row.requested_at,
      readyAt: row.ready_at ? new Date(row.ready_at) : null,
      expiresAt,
      nextRequestAt: new Date(row.requested_at.getTime() + DATA_EXPORT_INTERVAL_MS),
    };
  }

  /**
   * Uses the one-time link of `token` for the signed-in member: another member's link, a used
   * or expired one, or a made-up token are all NOT_FOUND (and another's link stays unused).
   */
  async open(em: EntityManager, userId: string, token: string): Promise<DataExportDownload> {
    const link = await findAccountLink(em, AccountMailKind.DATA_EXPORT, token);
    if (!link || link.userId !== userId) throw invalidDataExportLink();
    const claimed = await claimAccountLink(em, AccountMailKind.DATA_EXPORT, token);
    if (!claimed) throw invalidDataExportLink();
    const row = await tablesOf(em)
      .selectFrom('data_exports')
      .select(['storage_key', 'size', 'requested_at'])
      .where('mail_id', '=', claimed.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row?.storage_key) throw invalidDataExportLink();
    const key = row.storage_key;
    const body = await this.storage.get(key);
    const day = new Date(row.requested_at).toISOString().slice(0, 10);
    return {
      body,
      size: row.size,
      fileName: `my-data-${day}.zip`,
      settle: async (delivered) => {
        if (delivered) await this.storage.delete(key).catch(() => undefined);
        else await releaseAccountLink(em, AccountMailKind.DATA_EXPORT, claimed.id);
      },
    };
  }
}

async function latestExport(em: EntityManager, userId: string) {
  const row = await tablesOf(em)
    .selectFrom('data_exports as x')
    .leftJoin('account_mails as m', 'm.id', 'x.mail_id')
    .select(['x.id', 'x.status', 'x.requested_at', 'x.ready_at', 'm.expires_at', 'm.used_at'])
    .where('x.user_id', '=', userId)
    .orderBy('x.requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, requested_at: new Date(row.requested_at) } : undefined;
}
