import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import type { AuthUser } from '../users/auth-user.js';
import { Session } from './session.entity.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry without a write on every request: refresh at most this often.
const SLIDE_AFTER_MS = 10 * 60 * 1000;

export interface ActiveSession {
  /** SHA-256 of the cookie token, as stored. */
  id: string;
  expiresAt: Date;
}

export interface IssuedSession extends ActiveSession {
  /** The secret for the cookie; only its hash is stored. */
  token: string;
}

export interface ResolvedSession {
  viewer: AuthUser;
  session: ActiveSession;
  /** The expiry moved forward: the cookie must be sent again with the new date. */
  renewed: boolean;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueSession(
  em: EntityManager,
  userId: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const session = em.create(Session, {
    id: hashSessionToken(token),
    user: userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  await em.flush();
  return { token, id: session.id, expiresAt: session.expiresAt };
}

/**
 * The session of a cookie token with its user, or null when unknown or expired. Runs on every
 * signed-in request, so it reads one joined plain row (no entity hydration) and writes only when
 * the sliding expiry moves.
 */
export async function resolveSession(
  em: EntityManager,
  token: string,
): Promise<ResolvedSession | null> {
  const now = new Date();
  const id = hashSessionToken(token);
  const tables = tablesOf(em);
  const row = await tables
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id',
      'users.email',
      'users.full_name',
      'users.username',
      'users.role',
      'users.specialization',
      'users.profile_image',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = new Date(row.expires_at);
  const renewed = now.getTime() - new Date(row.last_seen_at).getTime() > SLIDE_AFTER_MS;
  if (renewed) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await tables
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return {
    viewer: {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      username: row.username,
      role: row.role,
      specialization: row.specialization,
      profileImage: row.profile_image,
    },
    session: { id, expiresAt },
    renewed,
  };
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(Session, { id: hashSessionToken(token) });
}

/** Removes a user's expired sessions; run at sign-in so that old rows do not pile up. */
export async function deleteExpiredSessions(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(Session, { user: userId, expiresAt: { $lte: new Date() } });
}

/** Removes every session that has expired by `now`; returns how many. Run by the worker hourly. */
export async function purgeExpiredSessions(
  em: EntityManager,
  now: Date = new Date(),
): Promise<number> {
  return em.nativeDelete(Session, { expiresAt: { $lte: now } });
}
