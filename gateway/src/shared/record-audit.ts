import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/tables.js';
import type { AuditAction, AuditScope, AuditSubjectKind } from '../values/audit-values.js';

/** One act for the audit trail (audit_entries; the page /admin/audit). */
export interface AuditInput {
  /** Who acted (null only when nobody did, which no writer has today). */
  actorId: string | null;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  subjectId: string;
  /** The item its link needs beside the subject (a reply's discussion). */
  parentId?: string | null;
  /** The item's title or name as it is now, before the act changes it. */
  subjectTitle?: string | null;
  reason?: string | null;
  /** Only the fields the act changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who may read it: `moderation` (every staff member) or `admin` (admins only). */
  scope: AuditScope;
  /** When, if not now (a batch of moderation decisions shares its decision time). */
  at?: string;
}

/**
 * Records acts in the audit trail in the caller's transaction (`tx`), so that an entry exists
 * exactly when its act was committed; one statement for any number. Unlike the security log it
 * throws: an act that cannot be recorded does not happen.
 */
export async function recordAudit(tx: EntityManager, entries: AuditInput | AuditInput[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const now = new Date().toISOString();
  await tablesOf(tx)
    .insertInto('audit_entries')
    .values(
      list.map((entry) => ({
        id: randomUUID(),
        actor_id: entry.actorId,
        action: entry.action,
        subject_kind: entry.subjectKind,
        subject_id: entry.subjectId,
        parent_id: entry.parentId ?? null,
        subject_title: entry.subjectTitle ?? null,
        reason: entry.reason || null,
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
        scope: entry.scope,
        created_at: entry.at ?? now,
      })),
    )
    .execute();
}

/**
 * The fields of `after` that differ from `before`, as the pair an entry keeps: what changed,
 * nothing else (an edit of the title alone keeps no copy of the text).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(before[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now };
}
