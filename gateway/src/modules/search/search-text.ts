import type { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import { checkMaxLength, checkNotBlank, throwIfProblems } from '../../errors/input-checks.js';

/** The longest search text accepted, after trimming. */
export const SEARCH_TEXT_MAX = 200;

/**
 * The most words a search text may have (issue 26, F1): past a few words a search finds nothing
 * more, while each word adds to every row's full-text and trigram checks; 100 one-letter words
 * made PostgreSQL give up the indexes and read every member's row.
 */
export const SEARCH_WORDS_MAX = 12;

/**
 * Adds the field's problem when `text` has more than SEARCH_WORDS_MAX words, or only words
 * excluded with `-`: such a query matches nearly every row and no index can answer it (at 20,000
 * members it read them all, 0.45 s, where any word to find keeps it on the indexes).
 */
export function checkSearchWords(problems: FieldErrors, field: string, text: string): void {
  const words = text.split(/\s+/u).filter((word) => word.length > 0);
  if (words.length > SEARCH_WORDS_MAX) {
    problems[field] = `must have at most ${SEARCH_WORDS_MAX} words (it has ${words.length})`;
  } else if (words.length > 0 && words.every((word) => word.startsWith('-'))) {
    problems[field] = 'must have a word to find, not only words to leave out (-word)';
  }
}

/**
 * Trigram matches (`<<%`) need at least this strict word similarity: below PostgreSQL's default
 * of 0.5 so that one wrong letter in a short word ("divorse") still finds it, above the point
 * where short common words start to match unrelated ones ("law" against "lawyer" is 0.375).
 */
export const TRIGRAM_THRESHOLD = 0.4;

/**
 * The search text as the services use it: trimmed, not blank, at most 200 characters and
 * SEARCH_WORDS_MAX words.
 * `field` names the argument in the BAD_USER_INPUT error (`query`, `q`, `search`).
 */
export function searchText(raw: string, field: string): string {
  const text = raw.trim();
  const problems: FieldErrors = {};
  if (checkNotBlank(problems, field, text)) checkMaxLength(problems, field, text, SEARCH_TEXT_MAX);
  if (!problems[field]) checkSearchWords(problems, field, text);
  throwIfProblems(problems);
  return text;
}

/** A last word that may be matched as a prefix: letters (any script), marks and digits only. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

export interface TsQueryParts {
  /** Everything before the last word, for websearch_to_tsquery (quotes, OR and -word work). */
  head: string;
  /** The last word, matched as a prefix ("crim" finds "criminal"); null when it cannot be. */
  prefix: string | null;
  /** Whether the head ended with OR, so the prefix is an alternative rather than required. */
  orPrefix: boolean;
}

/**
 * Splits the text for the full-text query. The last word becomes a prefix match unless it is
 * inside an open quote, negated, an operator or punctuation; then the whole text goes to
 * websearch_to_tsquery as typed.
 */
export function tsQueryParts(text: string): TsQueryParts {
  const match = /(\S+)$/u.exec(text);
  const last = match?.[1] ?? '';
  let head = text.slice(0, text.length - last.length).trimEnd();
  const quotes = head.split('"').length - 1;
  if (!PLAIN_WORD.test(last) || last.toLowerCase() === 'or' || quotes % 2 === 1) {
    return { head: text, prefix: null, orPrefix: false };
  }
  const orPrefix = /(^|\s)or$/i.test(head);
  if (orPrefix) head = head.slice(0, -2).trimEnd();
  return { head, prefix: last, orPrefix };
}

/**
 * The tsquery of a search text in the 'simple' configuration (no stemming: one configuration
 * serves English, Somali, Arabic and French), the last word as a prefix.
 */
export function searchTsQuery(text: string): RawBuilder<unknown> {
  const { head, prefix, orPrefix } = tsQueryParts(text);
  if (prefix === null) return sql`websearch_to_tsquery('simple', ${head})`;
  // The word holds only letters, marks and digits, so quoting it cannot break the tsquery syntax.
  const prefixQuery = sql`to_tsquery('simple', ${`'${prefix}':*`})`;
  if (head.length === 0) return prefixQuery;
  return orPrefix
    ? sql`(websearch_to_tsquery('simple', ${head}) || ${prefixQuery})`
    : sql`(websearch_to_tsquery('simple', ${head}) && ${prefixQuery})`;
}

/**
 * Whether discussion `d` matches: the full-text index expression (title and content) or the
 * title's trigram index. Both expressions are written exactly as the indexes of migration
 * 20261122033701 are, so PostgreSQL can answer them from discussions_search_index and
 * discussions_title_trgm_index.
 */
export function discussionMatches(
  text: string,
  tsQuery = searchTsQuery(text),
): RawBuilder<boolean> {
  // A hidden post is out of search (its text is kept for the moderators).
  return sql<boolean>`(d.hidden_at is null and (to_tsvector('simple', d.title || ' ' || d.content) @@ ${tsQuery} or ${text} <<% d.title))`;
}

/**
 * How long one search statement may run (ms): a search that matches most rows ranks them all, and
 * no answer is worth more than this to the member waiting (issue 26, F1).
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 3_000;

/**
 * Runs `work` in a transaction whose strict trigram threshold is TRIGRAM_THRESHOLD and whose
 * statements time out after SEARCH_STATEMENT_TIMEOUT_MS (set_config(…, true) is SET LOCAL: it
 * ends with the transaction, so no pooled connection keeps it).
 */
export async function withTrigramThreshold<T>(
  em: EntityManager,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return em.transactional(async (transactionEm) => {
    await sql`select
        set_config('pg_trgm.strict_word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true),
        set_config('statement_timeout', ${String(SEARCH_STATEMENT_TIMEOUT_MS)}, true)`.execute(
      tablesOf(transactionEm),
    );
    return work(transactionEm);
  });
}
