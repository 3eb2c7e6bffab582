import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, Shape } from '../../http/api-schema.js';
import { ANY_MEMBER } from '../../values/role.js';
import { readStats } from './stats.service.js';

const Stats = Shape({
  members: Type.Integer(),
  discussions: Type.Integer(),
  documents: Type.Integer(),
  pendingItems: Type.Integer(),
  computedAt: IsoDateTime({ description: 'When the worker last counted.' }),
});

/** GET /api/stats (members): the portal's counts. */
export function registerStatsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/stats',
    {
      config: { access: ANY_MEMBER },
      schema: { summary: "The portal's counts", response: { 200: Stats } },
    },
    async (request) => {
      const { computedAt, ...counts } = await readStats(request.em);
      return { ...counts, computedAt: computedAt.toISOString() };
    },
  );
}
