import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../users/role.js';
import { listDiscussions, PAGE_SIZE } from './discussions.service.js';

interface DiscussionsQuery {
  limit?: number;
  practiceAreaId?: string;
}

/** GET /api/discussions (members): spec §3's discussion shape, newest first. */
export function registerDiscussionRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: DiscussionsQuery }>(
    '/api/discussions',
    {
      config: { access: ANY_MEMBER },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE.max },
            practiceAreaId: { type: 'string', format: 'uuid' },
          },
        },
      },
    },
    async (request) => {
      const rows = await listDiscussions(request.em, viewerOf(request).id, {
        limit: request.query.limit,
        practiceAreaId: request.query.practiceAreaId,
      });
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        author: {
          id: row.author.id,
          fullName: row.author.fullName,
          profileImage: row.author.profileImage,
        },
        practiceArea: row.practiceArea && { name: row.practiceArea.names.en },
        replies: row.replies,
        views: row.views,
        likes: row.likes,
      }));
    },
  );
}
