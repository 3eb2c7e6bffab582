import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import type { FieldErrors } from '../../errors/domain-error.js';
import { isUuid } from '../../errors/input-checks.js';
import type { LocalizedName } from './practice-area.entity.js';
import { PRACTICE_AREAS } from './practice-areas.data.js';

/** A practice area as the APIs answer it: a plain row, not a managed entity. */
export interface PracticeAreaRow {
  id: string;
  slug: string;
  names: LocalizedName;
}

/** The practice areas in the spec's order; read on every page, so as plain rows. */
export async function listPracticeAreas(em: EntityManager): Promise<PracticeAreaRow[]> {
  const rows = await tablesOf(em)
    .selectFrom('practice_areas')
    .select(['id', 'slug', 'name_en', 'name_so', 'name_ar', 'name_fr'])
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    names: { en: row.name_en, so: row.name_so, ar: row.name_ar, fr: row.name_fr },
  }));
}

/** What a practice area (by slug or id) that does not exist reads as, wherever it is named. */
export const UNKNOWN_PRACTICE_AREA = 'is not a known practice area';

/** The slugs a `practiceArea` filter may name. */
export const PRACTICE_AREA_SLUGS: readonly string[] = PRACTICE_AREAS.map((area) => area.slug);

/**
 * Records UNKNOWN_PRACTICE_AREA under `field` unless `id` (absent passes) is a practice area's
 * id: the one check of a chosen practice area, for discussions and documents alike.
 */
export async function checkPracticeAreaId(
  em: EntityManager,
  problems: FieldErrors,
  field: string,
  id: string | null,
): Promise<boolean> {
  if (id === null) return true;
  const row = isUuid(id)
    ? await tablesOf(em)
        .selectFrom('practice_areas')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (row) return true;
  problems[field] = UNKNOWN_PRACTICE_AREA;
  return false;
}
