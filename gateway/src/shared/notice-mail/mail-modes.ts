import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import {
  DEFAULT_MAIL_MODES,
  type MailCategory,
  type MailMode,
} from '../../values/mail-preference.js';

/** Each member's mode for `category` (their choice, else the default), in one statement. */
export async function mailModesOf(
  em: EntityManager,
  userIds: readonly string[],
  category: MailCategory,
): Promise<Map<string, MailMode>> {
  const modes = new Map<string, MailMode>(userIds.map((id) => [id, DEFAULT_MAIL_MODES[category]]));
  if (userIds.length === 0) return modes;
  const rows = await tablesOf(em)
    .selectFrom('mail_preferences')
    .select(['user_id', 'mode'])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('category', '=', category)
    .execute();
  for (const row of rows) modes.set(row.user_id, row.mode);
  return modes;
}

/** One member's mode for `category`. */
export async function mailModeOf(
  em: EntityManager,
  userId: string,
  category: MailCategory,
): Promise<MailMode> {
  return (await mailModesOf(em, [userId], category)).get(userId) ?? DEFAULT_MAIL_MODES[category];
}
