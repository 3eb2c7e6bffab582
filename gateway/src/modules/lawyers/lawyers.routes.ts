import type { FastifyInstance } from 'fastify';
import { publicLawyersJson } from './lawyers.service.js';

/**
 * GET /api/public/lawyers (public): spec §3 "Public lawyer", `verified` as 1 or 0, by name; the
 * JSON comes whole from PostgreSQL (see publicLawyersJson).
 */
export function registerLawyerRoutes(app: FastifyInstance): void {
  app.get('/api/public/lawyers', { config: { access: 'public' } }, async (request, reply) => {
    const body = await publicLawyersJson(request.em);
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
