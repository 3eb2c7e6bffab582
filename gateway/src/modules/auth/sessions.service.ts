import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors/domain-error.js';
import type { Logger } from '../../logging/logger.js';
import type { SessionTimeouts } from '../../settings/session-timeouts.js';
import {
  type ActiveSession,
  deleteOtherSessions,
  deleteSessionByHandle,
  listSessions,
  type SessionSummary,
} from '../users/index.js';
import { recordAuthSecurityEvent } from './auth-security-events.js';
import type { FreshProof } from './fresh-proof.js';

/** The member's own sessions: the sessions page (list, sign one out, sign out everywhere else). */
export class SessionsService {
  constructor(
    private readonly timeouts: SessionTimeouts,
    private readonly log: Logger,
    /** Signing the others out needs the password proven recently (F7). */
    private readonly freshProof: FreshProof,
  ) {}

  list(em: EntityManager, userId: string): Promise<SessionSummary[]> {
    return listSessions(em, userId, this.timeouts);
  }

  async revoke(em: EntityManager, userId: string, handle: string, ip: string): Promise<void> {
    // Someone else's session answers the same as none: handles reveal nothing.
    if (!(await deleteSessionByHandle(em, userId, handle))) {
      throw notFound('No such session.');
    }
    await recordAuthSecurityEvent(em, this.log, 'auth.session.revoked', {
      userId,
      ip,
      sessionHandle: handle,
    });
  }

  async endOthers(
    em: EntityManager,
    userId: string,
    current: ActiveSession | null,
    ip: string,
  ): Promise<number> {
    this.freshProof.require(current);
    const ended = await deleteOtherSessions(em, userId, current?.id ?? null);
    await recordAuthSecurityEvent(em, this.log, 'auth.sessions.revoked_others', {
      userId,
      ip,
      sessionHandle: current?.handle,
      ended,
    });
    return ended;
  }
}
