import type { FastifyInstance } from 'fastify';
import { listPracticeAreas } from './practice-areas.service.js';

/** GET /api/practice-areas (public): spec §7's `[{ id, name }]`, plus the slug. */
export function registerPracticeAreaRoutes(app: FastifyInstance): void {
  app.get('/api/practice-areas', { config: { access: 'public' } }, async (request) => {
    const areas = await listPracticeAreas(request.em);
    return areas.map((area) => ({ id: area.id, name: area.names.en, slug: area.slug }));
  });
}
