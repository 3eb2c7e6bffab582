import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../modules/users/index.js';
import { mustEnrolMfa, resolveSession } from '../modules/users/index.js';
import type { SessionTimeouts } from '../settings/session-timeouts.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

export interface UpgradeAuth {
  viewer: AuthUser;
  /** The session cookie's token: re-checked while the socket stays open. */
  token: string;
}

export type UpgradeDecision =
  | { ok: true; auth: UpgradeAuth }
  | { ok: false; status: 401 | 403 | 404; reason: string };

/**
 * Decides a WebSocket upgrade on `paths`: the same session cookie as every request (no session:
 * 401), and, from a browser, an Origin of this site (a page elsewhere cannot ride the member's
 * cookie: cross-site WebSocket hijacking).
 */
export async function authenticateUpgrade(
  app: FastifyInstance,
  request: IncomingMessage,
  deps: {
    em: EntityManager;
    paths: readonly string[];
    publicUrl: string | undefined;
    timeouts: SessionTimeouts;
  },
): Promise<UpgradeDecision> {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (!deps.paths.includes(path)) return { ok: false, status: 404, reason: 'Not Found' };
  if (!originAllowed(request, deps.publicUrl)) {
    return { ok: false, status: 403, reason: 'Forbidden' };
  }
  const cookies = app.parseCookie(request.headers.cookie ?? '');
  const token = cookies[SESSION_COOKIE_NAME];
  if (!token) return { ok: false, status: 401, reason: 'Unauthorized' };
  const resolved = await resolveSession(deps.em.fork(), token, deps.timeouts);
  if (!resolved) return { ok: false, status: 401, reason: 'Unauthorized' };
  // Staff who must still enrol in MFA may use nothing live either.
  if (mustEnrolMfa(resolved.viewer)) return { ok: false, status: 403, reason: 'Forbidden' };
  return { ok: true, auth: { viewer: resolved.viewer, token } };
}

function originAllowed(request: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  // Non-browser clients send no Origin; they cannot be made to carry a member's cookie.
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === request.headers.host) return true;
  if (publicUrl) {
    try {
      if (new URL(publicUrl).host === host) return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** Answers a refused upgrade with a plain HTTP status and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`,
    );
  }
  socket.destroy();
}
