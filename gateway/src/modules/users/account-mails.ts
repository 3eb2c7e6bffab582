import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { type MailLanguage, mailLanguageOf } from '../../values/mail-preference.js';
import { AccountMailKind, LINK_KINDS } from './account-mail.entity.js';
import { hashToken } from './token-secret.js';

/** How long a password-reset link works once sent. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** How long a link that confirms a new address works once sent. */
export const EMAIL_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the link to a member's data archive works once sent. */
export const DATA_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const LINK_TTL_MS: Partial<Record<AccountMailKind, number>> = {
  [AccountMailKind.PASSWORD_RESET]: PASSWORD_RESET_TTL_MS,
  [AccountMailKind.EMAIL_CONFIRM]: EMAIL_CONFIRM_TTL_MS,
  [AccountMailKind.DATA_EXPORT]: DATA_EXPORT_TTL_MS,
};

/** The web pages the links open (web/src/pages/reset-password, confirm-email). */
export const PASSWORD_RESET_PATH = '/reset-password/';
export const EMAIL_CONFIRM_PATH = '/confirm-email/';
/** The gateway route that hands the member their data archive (modules/my-data). */
export const DATA_EXPORT_PATH = '/api/me/data-export/download/';

// Tokens are 43 characters; anything much longer cannot be one and is not hashed.
const TOKEN_MAX_LENGTH = 200;

export interface AccountMailRequest {
  userId: string;
  kind: AccountMailKind;
  recipient: string;
  newEmail?: string | null;
}

/**
 * Records an e-mail owed to a member (the worker sends it); a new link voids the member's
 * earlier unused links of its kind, so that only the newest one works. Returns its id.
 */
export async function recordAccountMail(
  em: EntityManager,
  request: AccountMailRequest,
): Promise<string> {
  const tables = tablesOf(em);
  if (LINK_KINDS.has(request.kind)) await voidAccountLinks(em, request.userId, request.kind);
  const id = randomUUID();
  await tables
    .insertInto('account_mails')
    .values({
      id,
      user_id: request.userId,
      kind: request.kind,
      recipient: request.recipient,
      new_email: request.newEmail ?? null,
      token_hash: null,
      created_at: new Date().toISOString(),
      expires_at: null,
      sent_at: null,
      used_at: null,
    })
    .execute();
  return id;
}

/** Makes every unused link of `kind` of the member void (a newer one, or the password changed). */
export async function voidAccountLinks(
  em: EntityManager,
  userId: string,
  kind: AccountMailKind,
): Promise<void> {
  await tablesOf(em)
    .updateTable('account_mails')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** A link that still works: whose account it is, and the address it confirms. */
export interface AccountLink {
  id: string;
  userId: string;
  newEmail: string | null;
}

/** The link of `token` if it is unused and unexpired, without using it. */
export async function findAccountLink(
  em: EntityManager,
  kind: AccountMailKind,
  token: string,
): Promise<AccountLink | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return null;
  const row = await tablesOf(em)
    .selectFrom('account_mails')
    .select(['id', 'user_id', 'new_email'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, newEmail: row.new_email } : null;
}

/**
 * Uses the link of `token` once: one update that only an unused, unexpired link matches, so
 * that of two requests with the same link only one gets it. Null: no such link (any more).
 */
export async function claimAccountLink(
  em: EntityManager,
  kind: AccountMailKind,
  token: string,
): Promise<AccountLink | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return null;
  const now = new Date().toISOString();
  const row = await tablesOf(em)
    .updateTable('account_mails')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'user_id', 'new_email'])
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, newEmail: row.new_email } : null;
}

/**
 * Gives a used link back (a download cut short): it works again, once, until it expires.
 */
export async function releaseAccountLink(
  em: EntityManager,
  kind: AccountMailKind,
  id: string,
): Promise<void> {
  await tablesOf(em)
    .updateTable('account_mails')
    .set({ used_at: null })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .execute();
}

/** What the worker needs to write one account e-mail. */
export interface AccountMailToSend {
  id: string;
  kind: AccountMailKind;
  recipient: string;
  fullName: string;
  newEmail: string | null;
  /** The link's secret token, made now (link kinds only). */
  token: string | null;
  /** The member's e-mail language (their e-mail settings; English when unset). */
  language: MailLanguage;
}

/**
 * Readies an unsent account e-mail (worker): null when it was sent already or its link was made
 * void before it left. A link gets a fresh token each attempt (only its hash is stored), so a
 * retry after a failed send mails a link that works, and an earlier half-sent one does not.
 */
export async function prepareAccountMail(
  em: EntityManager,
  mailId: string,
  now: Date = new Date(),
): Promise<AccountMailToSend | null> {
  const tables = tablesOf(em);
  const row = await tables
    .selectFrom('account_mails')
    .innerJoin('users', 'users.id', 'account_mails.user_id')
    .leftJoin('mail_settings', 'mail_settings.user_id', 'account_mails.user_id')
    .select([
      'account_mails.id',
      'account_mails.kind',
      'account_mails.recipient',
      'account_mails.new_email',
      'account_mails.used_at',
      'users.full_name',
      'mail_settings.language',
    ])
    .where('account_mails.id', '=', mailId)
    .where('account_mails.sent_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const kind = row.kind as AccountMailKind;
  let token: string | null = null;
  if (LINK_KINDS.has(kind)) {
    if (row.used_at !== null) {
      // Replaced by a newer link (or the password changed) before it left: never send it.
      await markAccountMailSent(em, mailId, now);
      return null;
    }
    token = randomBytes(32).toString('base64url');
    const ttl = LINK_TTL_MS[kind] ?? EMAIL_CONFIRM_TTL_MS;
    await tables
      .updateTable('account_mails')
      .set({
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + ttl).toISOString(),
      })
      .where('id', '=', mailId)
      .execute();
  }
  return {
    id: row.id,
    kind,
    recipient: row.recipient,
    fullName: row.full_name,
    newEmail: row.new_email,
    token,
    language: mailLanguageOf(row.language),
  };
}

export async function markAccountMailSent(
  em: EntityManager,
  mailId: string,
  now: Date = new Date(),
): Promise<void> {
  await tablesOf(em)
    .updateTable('account_mails')
    .set({ sent_at: now.toISOString() })
    .where('id', '=', mailId)
    .execute();
}

/**
 * The unsent e-mails asked for since `since` (the sweep requeues them); older ones are dropped
 * from the sweep: a link asked for long ago is no longer awaited.
 */
export async function findUnsentAccountMails(em: EntityManager, since: Date): Promise<string[]> {
  const rows = await tablesOf(em)
    .selectFrom('account_mails')
    .select('id')
    .where('sent_at', 'is', null)
    .where('created_at', '>', since.toISOString())
    .orderBy('created_at')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}
