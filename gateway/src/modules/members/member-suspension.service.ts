import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, type FieldErrors, forbidden, notFound } from '../../errors/domain-error.js';
import { checkLength, isUuid, throwIfProblems } from '../../errors/input-checks.js';
import { recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { Role } from '../../values/role.js';

/** A suspension or reinstatement says why, as a staff edit of a post does. */
export const SUSPENSION_REASON_LENGTH = { min: 3, max: 500 } as const;

export interface SuspensionChange {
  /** True to suspend, false to reinstate. */
  suspend: boolean;
  reason: string;
}

export interface SuspensionState {
  id: string;
  /** When the member was suspended; null while the account is in use. */
  suspendedAt: Date | null;
}

/**
 * An admin suspends a member (with a reason): the account can no longer sign in, its sessions
 * are deleted and its API tokens revoked in the same transaction, so its open session is refused
 * at its very next request; or reinstates it (the member signs in again; revoked tokens stay
 * revoked). Both are recorded in the audit trail. Asking for the state it is already in changes
 * and records nothing. An admin cannot suspend their own account.
 */
export async function changeSuspension(
  em: EntityManager,
  actor: { id: string; role: Role },
  memberId: string,
  change: SuspensionChange,
): Promise<SuspensionState> {
  if (actor.role !== Role.ADMIN) throw forbidden();
  const reason = change.reason.trim();
  const problems: FieldErrors = {};
  checkLength(problems, 'reason', reason, SUSPENSION_REASON_LENGTH);
  throwIfProblems(problems);
  if (!isUuid(memberId)) throw notFound('This member does not exist.');
  if (memberId === actor.id && change.suspend) {
    throw badUserInput({ id: 'is your own account' });
  }
  return em.transactional(async (tx) => {
    const tables = tablesOf(tx);
    const member = await tables
      .selectFrom('users')
      .select(['id', 'full_name', 'suspended_at'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw notFound('This member does not exist.');
    const wasSuspended = member.suspended_at !== null;
    if (wasSuspended === change.suspend) {
      return {
        id: member.id,
        suspendedAt: member.suspended_at ? new Date(member.suspended_at) : null,
      };
    }
    const now = new Date();
    const suspendedAt = change.suspend ? now : null;
    await tables
      .updateTable('users')
      .set({ suspended_at: suspendedAt?.toISOString() ?? null })
      .where('id', '=', memberId)
      .execute();
    let ended = { sessions: 0, tokens: 0 };
    if (change.suspend) ended = await endAccess(tx, memberId, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: change.suspend ? AuditAction.MEMBER_SUSPENDED : AuditAction.MEMBER_REINSTATED,
      subjectKind: AuditSubjectKind.MEMBER,
      subjectId: memberId,
      subjectTitle: member.full_name,
      reason,
      before: { suspended: wasSuspended },
      after: change.suspend
        ? { suspended: true, sessionsEnded: ended.sessions, tokensRevoked: ended.tokens }
        : { suspended: false },
      scope: AuditScope.ADMIN,
    });
    return { id: member.id, suspendedAt };
  });
}

/** Deletes the member's sessions and revokes their live tokens; answers how many of each. */
async function endAccess(tx: EntityManager, memberId: string, now: Date) {
  const tables = tablesOf(tx);
  const sessions = await tables
    .deleteFrom('sessions')
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  const tokens = await tables
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), tokens: Number(tokens.numUpdatedRows) };
}

/** Whether a member is suspended; NOT_FOUND when there is no such member. */
export async function suspensionOf(em: EntityManager, memberId: string): Promise<SuspensionState> {
  const row = isUuid(memberId)
    ? await tablesOf(em)
        .selectFrom('users')
        .select(['id', 'suspended_at'])
        .where('id', '=', memberId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This member does not exist.');
  return { id: row.id, suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null };
}
