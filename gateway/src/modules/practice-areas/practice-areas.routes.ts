import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Shape, Uuid } from '../../http/api-schema.js';
import { listPracticeAreas } from './practice-areas.service.js';

const PracticeArea = Shape({
  id: Uuid(),
  name: Type.String({ description: 'The English name.' }),
  slug: Type.String(),
});

/** GET /api/practice-areas (public): spec §7's `[{ id, name }]`, plus the slug. */
export function registerPracticeAreaRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/practice-areas',
    {
      config: { access: 'public' },
      schema: { summary: 'The practice areas', response: { 200: Type.Array(PracticeArea) } },
    },
    async (request) => {
      const areas = await listPracticeAreas(request.em);
      return areas.map((area) => ({ id: area.id, name: area.names.en, slug: area.slug }));
    },
  );
}
