import type { EntityManager } from '@mikro-orm/postgresql';
import { likePattern } from '../../db/like-pattern.js';
import { tablesOf } from '../../db/tables.js';
import type { Page } from '../../errors/input-checks.js';
import { ApiTokenScope, roleOfToken } from './api-token-scope.js';
import { type AuthUser, authUserOfRow } from './auth-user.js';
import { hashToken, isWellFormedToken } from './token-secret.js';

// A token used again and again from one address records its last use at most this often: the
// page shows "last used" to the minute, without a write on every API request.
const LAST_USE_EVERY_MS = 60 * 1000;

/** What a request authenticated by a token carries (request.auth.token). */
export interface TokenAuth {
  id: string;
  scopes: readonly ApiTokenScope[];
}

export interface ResolvedToken {
  viewer: AuthUser;
  token: TokenAuth;
}

export interface ApiTokenRow {
  id: string;
  name: string;
  hint: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
  owner: { id: string; fullName: string; email: string };
}

/**
 * The member and scopes of a bearer token, or null when it is malformed, unknown, revoked or
 * expired. Read from PostgreSQL on every request (one indexed row, no cache), so that revoking
 * or the member's removal takes effect on the very next request; the member's role is read
 * afresh too, so a demoted moderator's `moderate` token stops opening staff fields at once.
 */
export async function resolveApiToken(
  em: EntityManager,
  token: string,
  ip: string,
): Promise<ResolvedToken | null> {
  if (!isWellFormedToken(token)) return null;
  const now = new Date();
  const tables = tablesOf(em);
  const row = await tables
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id as token_id',
      't.scopes',
      't.last_used_at',
      't.last_used_ip',
      'u.id',
      'u.email',
      'u.full_name',
      'u.username',
      'u.role',
      'u.specialization',
      'u.profile_image',
      'u.mfa_enabled_at',
    ])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('u.suspended_at', 'is', null)
    .where((eb) =>
      eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now.toISOString())]),
    )
    .executeTakeFirst();
  if (!row) return null;
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (row.last_used_ip !== ip || now.getTime() - lastUsed > LAST_USE_EVERY_MS) {
    await tables
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString(), last_used_ip: ip.slice(0, 45) })
      .where('id', '=', row.token_id)
      .execute();
  }
  const scopes = row.scopes as ApiTokenScope[];
  return {
    // A staff member's token without `moderate` acts as a member's, everywhere (F5).
    viewer: { ...authUserOfRow(row), role: roleOfToken(row.role, scopes) },
    token: { id: row.token_id, scopes },
  };
}

export interface ApiTokenListFilter {
  /** Only this member's tokens. */
  userId?: string;
  /** Part of the owner's name or e-mail address. */
  member?: string;
}

/** Tokens newest first, with their owners, by pages of `limit` after `offset`. */
export async function listApiTokens(
  em: EntityManager,
  filter: ApiTokenListFilter,
  page: Page,
): Promise<ApiTokenRow[]> {
  let query = tablesOf(em)
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.name',
      't.hint',
      't.scopes',
      't.created_at',
      't.expires_at',
      't.last_used_at',
      't.last_used_ip',
      't.revoked_at',
      'u.id as owner_id',
      'u.full_name',
      'u.email',
    ]);
  if (filter.userId) query = query.where('t.user_id', '=', filter.userId);
  if (filter.member) {
    const pattern = likePattern(filter.member);
    query = query.where((eb) =>
      eb.or([eb('u.full_name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as ApiTokenScope[],
    createdAt: new Date(row.created_at),
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
    lastUsedIp: row.last_used_ip,
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    owner: { id: row.owner_id, fullName: row.full_name, email: row.email },
  }));
}
