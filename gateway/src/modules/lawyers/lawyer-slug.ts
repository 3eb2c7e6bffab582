import type { EntityManager } from '@mikro-orm/postgresql';
import slugify from '@sindresorhus/slugify';
import { tablesOf } from '../../db/tables.js';

/** A slug's length at most (the column is longer so that a de-duplicating suffix always fits). */
export const SLUG_BASE_MAX = 80;
export const SLUG_COLUMN_LENGTH = 100;

/** What a name that transliterates to nothing (only punctuation, say) becomes. */
const FALLBACK_SLUG = 'lawyer';

/**
 * The readable part of a lawyer's address, from their full name: transliterated to Latin
 * letters (Arabic, accented Latin, ...), lower case, words joined by hyphens.
 */
export function slugBaseOf(fullName: string): string {
  const slug = slugify(fullName, { separator: '-' }).slice(0, SLUG_BASE_MAX).replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/** `base`, or `base-2`, `base-3`, ... whichever is not taken yet. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Slugs for a list of names, in order, unique among themselves and against `taken`. */
export function assignSlugs(fullNames: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken);
  return fullNames.map((fullName) => {
    const slug = firstFreeSlug(slugBaseOf(fullName), used);
    used.add(slug);
    return slug;
  });
}

/**
 * A free slug for a new profile. Another profile may take it before this one is saved: the
 * unique index refuses the second and the caller tries again (saveLawyerProfile).
 */
export async function freeSlugFor(em: EntityManager, fullName: string): Promise<string> {
  const base = slugBaseOf(fullName);
  // Slugs are [a-z0-9-] only: nothing in `base` is a LIKE wildcard.
  const rows = await tablesOf(em)
    .selectFrom('lawyer_profiles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}
