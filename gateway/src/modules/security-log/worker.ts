// What the worker imports (@portal/gateway/modules/security-log/worker).
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { defaultOf } from '../../settings/environment.js';
import { type Env, readSetting } from '../../settings/read-environment.js';

export const SECURITY_LOG_RETENTION_DEFAULT_DAYS: number = defaultOf('SECURITY_LOG_RETENTION_DAYS');
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long security events are kept (SECURITY_LOG_RETENTION_DAYS, 1 to 3650, default 365). */
export function loadSecurityLogRetentionDays(env: Env = process.env): number {
  return readSetting('SECURITY_LOG_RETENTION_DAYS', env);
}

/** Deletes the security events older than `days` days before `now`; answers how many. */
export async function purgeSecurityEvents(
  em: EntityManager,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const result = await tablesOf(em)
    .deleteFrom('security_events')
    .where('occurred_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
