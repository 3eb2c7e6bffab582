import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocalizedName } from './practice-area.entity.js';

/** A practice area as the APIs answer it: a plain row, not a managed entity. */
export interface PracticeAreaRow {
  id: string;
  slug: string;
  names: LocalizedName;
}

/** The columns of `practice_areas` (see PracticeArea; names are embedded with the `name_` prefix). */
interface PracticeAreasTable {
  id: string;
  slug: string;
  position: number;
  name_en: string;
  name_so: string;
  name_ar: string;
  name_fr: string;
}

/**
 * The practice areas in the spec's order. A read-only answer, so plain rows through the
 * EntityManager's Kysely: loading them as entities (query builder, hydration, identity map)
 * cost about six times the CPU of the query itself on every request.
 */
export async function listPracticeAreas(em: EntityManager): Promise<PracticeAreaRow[]> {
  const rows = await em
    .getKysely<{ practice_areas: PracticeAreasTable }>()
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
