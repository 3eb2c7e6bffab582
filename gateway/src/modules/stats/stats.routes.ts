import type { FastifyInstance } from 'fastify';
import { ANY_MEMBER } from '../users/role.js';
import { readStats } from './stats.service.js';

/** GET /api/stats (members): the portal's counts. */
export function registerStatsRoutes(app: FastifyInstance): void {
  app.get('/api/stats', { config: { access: ANY_MEMBER } }, (request) => readStats(request.em));
}
