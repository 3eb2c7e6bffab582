import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../users/role.js';
import { listNews, NEWS_PAGE_SIZE } from './news.service.js';

interface NewsQuery {
  limit?: number;
}

/** GET /api/news (members): spec §3's news shape, published only, newest publication first. */
export function registerNewsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: NewsQuery }>(
    '/api/news',
    {
      config: { access: ANY_MEMBER },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: NEWS_PAGE_SIZE.max },
          },
        },
      },
    },
    async (request) => {
      const rows = await listNews(request.em, viewerOf(request).id, {
        limit: request.query.limit,
      });
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: row.excerpt,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        author: { fullName: row.author.fullName },
      }));
    },
  );
}
