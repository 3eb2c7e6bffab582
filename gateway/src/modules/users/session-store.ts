import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import {
  DEFAULT_SESSION_TIMEOUTS,
  hoursToMs,
  minutesToMs,
  type SessionTimeouts,
} from '../../settings/session-timeouts.js';
import { type AuthUser, authUserOfRow } from './auth-user.js';
import { MfaChallenge } from './mfa.entity.js';
import { Session } from './session.entity.js';
import { hashSessionToken } from './session-token.js';

// Sliding expiry without a write on every request: refresh at most this often (or a tenth of
// the idle timeout, when that is shorter).
const SLIDE_AFTER_MS = 10 * 60 * 1000;

export interface ActiveSession {
  /** SHA-256 of the cookie token, as stored. */
  id: string;
  /** The session's public name on the sessions page. */
  handle: string;
  expiresAt: Date;
  /** When the password (and code) were last proven in it: see Session.authenticatedAt. */
  authenticatedAt: Date;
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

export interface SessionOrigin {
  userAgent: string | null;
  ip: string | null;
}

export interface SessionSummary {
  handle: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export { hashSessionToken } from './session-token.js';

/** The expiry of a session created at `createdAt` and used at `now`: idle or absolute, sooner. */
function expiryOf(createdAt: Date, now: Date, timeouts: SessionTimeouts): Date {
  return new Date(
    Math.min(
      now.getTime() + minutesToMs(timeouts.idleMinutes),
      createdAt.getTime() + hoursToMs(timeouts.absoluteHours),
    ),
  );
}

/** A new session; `authenticatedAt` is now, or the proof a rotated session carries over. */
export async function issueSession(
  em: EntityManager,
  userId: string,
  origin: SessionOrigin,
  timeouts: SessionTimeouts = DEFAULT_SESSION_TIMEOUTS,
  authenticatedAt?: Date,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const session = em.create(Session, {
    id: hashSessionToken(token),
    user: userId,
    createdAt: now,
    lastSeenAt: now,
    authenticatedAt: authenticatedAt ?? now,
    expiresAt: expiryOf(now, now, timeouts),
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    ip: origin.ip?.slice(0, 45) ?? null,
  });
  await em.flush();
  return {
    token,
    id: session.id,
    handle: session.handle,
    expiresAt: session.expiresAt,
    authenticatedAt: session.authenticatedAt,
  };
}

/**
 * The session of a cookie token with its user, or null when unknown, idle for too long or past
 * its absolute lifetime. Runs on every signed-in request (and every WebSocket re-check), so it
 * reads one joined plain row (no entity hydration) and writes only when the sliding expiry moves.
 */
export async function resolveSession(
  em: EntityManager,
  token: string,
  timeouts: SessionTimeouts = DEFAULT_SESSION_TIMEOUTS,
): Promise<ResolvedSession | null> {
  const now = new Date();
  const id = hashSessionToken(token);
  const tables = tablesOf(em);
  const row = await tables
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.handle',
      'sessions.created_at',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'sessions.authenticated_at',
      'users.id',
      'users.email',
      'users.full_name',
      'users.username',
      'users.role',
      'users.specialization',
      'users.profile_image',
      'users.mfa_enabled_at',
    ])
    .where('sessions.id', '=', id)
    // Suspension deletes the sessions too; this holds against one issued meanwhile.
    .where('users.suspended_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    // Checked here as well as through expires_at, so that a shorter setting applies at once.
    .where('sessions.last_seen_at', '>', isoBefore(now, minutesToMs(timeouts.idleMinutes)))
    .where('sessions.created_at', '>', isoBefore(now, hoursToMs(timeouts.absoluteHours)))
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = new Date(row.expires_at);
  const slideAfter = Math.min(SLIDE_AFTER_MS, minutesToMs(timeouts.idleMinutes) / 10);
  const renewed = now.getTime() - new Date(row.last_seen_at).getTime() > slideAfter;
  if (renewed) {
    expiresAt = expiryOf(new Date(row.created_at), now, timeouts);
    await tables
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return {
    viewer: authUserOfRow(row),
    session: {
      id,
      handle: row.handle,
      expiresAt,
      authenticatedAt: new Date(row.authenticated_at),
    },
    renewed,
  };
}

function isoBefore(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/** Records that the password (and code) were just proven again in this session. */
export async function stampSessionAuthenticated(
  em: EntityManager,
  sessionId: string,
  at: Date,
): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId }, { authenticatedAt: at });
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(Session, { id: hashSessionToken(token) });
}

/** A member's sessions that are still valid, most recently used first. */
export async function listSessions(
  em: EntityManager,
  userId: string,
  timeouts: SessionTimeouts = DEFAULT_SESSION_TIMEOUTS,
): Promise<SessionSummary[]> {
  const now = new Date();
  const rows = await tablesOf(em)
    .selectFrom('sessions')
    .select(['handle', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', isoBefore(now, minutesToMs(timeouts.idleMinutes)))
    .where('created_at', '>', isoBefore(now, hoursToMs(timeouts.absoluteHours)))
    .orderBy('last_seen_at', 'desc')
    .orderBy('handle')
    .execute();
  return rows.map((row) => ({
    handle: row.handle,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
  }));
}

/** Ends one of the member's sessions by its handle; false when the member has none by that name. */
export async function deleteSessionByHandle(
  em: EntityManager,
  userId: string,
  handle: string,
): Promise<boolean> {
  return (await em.nativeDelete(Session, { user: userId, handle })) > 0;
}

/** Ends every session of the member but `keepId` (all of them when null); returns how many. */
export async function deleteOtherSessions(
  em: EntityManager,
  userId: string,
  keepId: string | null,
): Promise<number> {
  return em.nativeDelete(
    Session,
    keepId ? { user: userId, id: { $ne: keepId } } : { user: userId },
  );
}

/** Removes a user's expired sessions; run at sign-in so that old rows do not pile up. */
export async function deleteExpiredSessions(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(Session, { user: userId, expiresAt: { $lte: new Date() } });
}

/**
 * Removes every session that has expired by `now`, and the abandoned second-step challenges of
 * sign-ins never finished; returns how many sessions. Run by the worker hourly.
 */
export async function purgeExpiredSessions(
  em: EntityManager,
  now: Date = new Date(),
): Promise<number> {
  await em.nativeDelete(MfaChallenge, { expiresAt: { $lte: now } });
  return em.nativeDelete(Session, { expiresAt: { $lte: now } });
}
