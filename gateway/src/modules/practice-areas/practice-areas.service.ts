import type { EntityManager } from '@mikro-orm/postgresql';
import { PracticeArea } from './practice-area.entity.js';

/** The practice areas in the spec's order. */
export function listPracticeAreas(em: EntityManager): Promise<PracticeArea[]> {
  return em.find(PracticeArea, {}, { orderBy: { position: 'asc' } });
}
