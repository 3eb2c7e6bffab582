import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import type { LocalizedName } from './practice-area.entity.js';

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
