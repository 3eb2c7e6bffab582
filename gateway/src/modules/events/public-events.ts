import type { EntityManager } from '@mikro-orm/postgresql';
import { listPublicEvents } from './events.service.js';

/**
 * The landing page's upcoming public events: GET /api/events/public, and what the gateway
 * renders the landing page with (app/page-data.ts, as JSON).
 */
export function publicEvents(em: EntityManager) {
  return listPublicEvents(em, 3);
}
