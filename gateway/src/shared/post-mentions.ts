import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../db/tables.js';
import { isUuid } from '../errors/input-checks.js';
import { type MentionNames, mentionedIds } from './post-markdown.js';

/**
 * The current names of these members, by id, in one statement: what a mention shows (a member
 * renamed since the post was written shows their new name). An id of nobody is left out.
 */
export async function memberNames(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await tablesOf(em)
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

/** The names every mention of these texts needs, in one statement (none when none mentions). */
export async function mentionNamesOf(
  em: EntityManager,
  contents: readonly string[],
): Promise<MentionNames> {
  return memberNames(em, contents.flatMap(mentionedIds));
}
