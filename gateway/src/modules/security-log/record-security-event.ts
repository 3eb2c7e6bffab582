import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BaseLogger } from 'pino';
import { tablesOf } from '../../db/tables.js';
import {
  SECURITY_EVENT_OUTCOMES,
  SecurityEventType,
  SecurityOutcome,
  USER_AGENT_MAX_LENGTH,
} from '../../values/security-event-type.js';

/**
 * Where an event goes: the table through `em`, the log through `log`. A Fastify request is one
 * (`request.em`, `request.log`), so is a resolver's `{ em, log: request.log }` or a worker job's
 * context. `em` must not be inside a transaction that the event should outlive.
 */
export interface SecurityLogTarget {
  em: EntityManager;
  log: Pick<BaseLogger, 'info' | 'warn' | 'error'>;
}

/** What may go into `details`: plain values, never secrets (see SECRET_KEY). */
export type SecurityEventDetails = Record<
  string,
  string | number | boolean | null | readonly string[]
>;

export interface SecurityEventInput {
  /** The enum or its string, e.g. `'auth.mfa.enrolled'`. The outcome follows from it. */
  type: SecurityEventType | `${SecurityEventType}`;
  /** Who acted: the signed-in user, or null for an anonymous attempt. */
  actorUserId?: string | null;
  /** Whose account it concerns (the account of a sign-in, the member whose role changed). */
  subjectUserId?: string | null;
  /** The client address (request.ip: the proxy-reported one when TRUST_PROXY is set). */
  ip?: string | null;
  /** Truncated to USER_AGENT_MAX_LENGTH characters. */
  userAgent?: string | null;
  /** Context an investigator needs, e.g. `{ kind: 'account' }`, `{ reason: 'not-an-image' }`. */
  details?: SecurityEventDetails;
}

// A details key that names a secret (or an address typed at sign-in) is never stored, whatever a
// caller passes: the log must not become where secrets leak (ASVS 16.2.5).
const SECRET_KEY = /pass(word|phrase)?|secret|token|cookie|otp|recovery|e-?mail|hash/i;

/**
 * Records a security event: one row in security_events (the admin page's security log) and one
 * structured log line (`event`, `outcome`, ...) at `warn` for failures and blocks, `info` for
 * successes. Never throws: a failed insert is logged as an error and the caller's request goes on.
 */
export async function recordSecurityEvent(
  target: SecurityLogTarget,
  input: SecurityEventInput,
): Promise<void> {
  const type = input.type as SecurityEventType;
  const outcome = SECURITY_EVENT_OUTCOMES[type];
  const event = {
    type,
    outcome,
    actorUserId: input.actorUserId ?? null,
    subjectUserId: input.subjectUserId ?? null,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    details: withoutSecrets(input.details ?? {}),
  };
  const line = {
    event: type,
    outcome,
    actorUserId: event.actorUserId,
    subjectUserId: event.subjectUserId,
    ip: event.ip,
    userAgent: event.userAgent,
    details: event.details,
  };
  if (outcome === SecurityOutcome.SUCCESS) target.log.info(line, 'security event');
  else target.log.warn(line, 'security event');

  try {
    await tablesOf(target.em)
      .insertInto('security_events')
      .values({
        id: randomUUID(),
        occurred_at: new Date().toISOString(),
        type,
        outcome,
        actor_id: event.actorUserId,
        subject_id: event.subjectUserId,
        ip: event.ip,
        user_agent: event.userAgent,
        details: JSON.stringify(event.details),
      })
      .execute();
  } catch (error) {
    target.log.error({ err: error, event: type }, 'security event not stored');
  }
}

function withoutSecrets(details: SecurityEventDetails): SecurityEventDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)),
  ) as SecurityEventDetails;
}
