import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, type FieldErrors, forbidden, notFound } from '../../errors/domain-error.js';
import { checkLength, checkOneOf, isUuid, throwIfProblems } from '../../errors/input-checks.js';
import { recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { Role } from '../../values/role.js';
import { SUSPENSION_REASON_LENGTH } from './member-suspension.service.js';

/** A role change says why, as a suspension does. */
export const ROLE_REASON_LENGTH = SUSPENSION_REASON_LENGTH;

export const LAST_ADMIN_PROBLEM =
  'cannot be changed: this is the last administrator; make another member an administrator first';

export interface RoleChange {
  role: Role;
  reason: string;
}

export interface MemberRole {
  id: string;
  role: Role;
}

/**
 * An admin gives a member another role (member, moderator, admin), with a reason, recorded in
 * the audit trail with the role before and after. Nothing ends: every request reads the role
 * from the account (session-store's resolveSession, api-token-store), so the member's very next
 * request acts with the new one. The portal always keeps an administrator: the last one cannot
 * step down (nor be made something else). Asking for the role they have changes and records
 * nothing.
 */
export async function changeMemberRole(
  em: EntityManager,
  actor: { id: string; role: Role },
  memberId: string,
  change: RoleChange,
): Promise<MemberRole> {
  if (actor.role !== Role.ADMIN) throw forbidden();
  const reason = change.reason.trim();
  const problems: FieldErrors = {};
  checkOneOf(problems, 'role', change.role ?? '', Object.values(Role));
  checkLength(problems, 'reason', reason, ROLE_REASON_LENGTH);
  throwIfProblems(problems);
  if (!isUuid(memberId)) throw notFound('This member does not exist.');
  return em.transactional(async (tx) => {
    // Role changes one at a time, so that two admins demoting each other at once cannot both
    // pass the last-admin check.
    await tx.execute("select pg_advisory_xact_lock(hashtextextended('member-role', 0))");
    const tables = tablesOf(tx);
    const member = await tables
      .selectFrom('users')
      .select(['id', 'full_name', 'role'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw notFound('This member does not exist.');
    if (member.role === change.role) return { id: member.id, role: member.role };
    if (member.role === Role.ADMIN) {
      const others = await tables
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('role', '=', Role.ADMIN)
        .where('suspended_at', 'is', null)
        .where('id', '!=', memberId)
        .executeTakeFirstOrThrow();
      if (Number(others.count) === 0) throw badUserInput({ role: LAST_ADMIN_PROBLEM });
    }
    await tables
      .updateTable('users')
      .set({ role: change.role })
      .where('id', '=', memberId)
      .execute();
    await recordAudit(tx, {
      actorId: actor.id,
      action: AuditAction.MEMBER_ROLE_CHANGED,
      subjectKind: AuditSubjectKind.MEMBER,
      subjectId: memberId,
      subjectTitle: member.full_name,
      reason,
      before: { role: member.role },
      after: { role: change.role },
      scope: AuditScope.ADMIN,
    });
    return { id: member.id, role: change.role };
  });
}
