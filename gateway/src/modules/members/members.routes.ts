import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../users/role.js';
import { listMembers, MEMBER_PAGE_SIZE, MemberOrder } from './members.service.js';

interface UsersQuery {
  limit?: number;
}

/** GET /api/users (members): spec §3's user shape, the most recently joined first. */
export function registerMemberRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: UsersQuery }>(
    '/api/users',
    {
      config: { access: ANY_MEMBER },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: MEMBER_PAGE_SIZE.max },
          },
        },
      },
    },
    async (request) => {
      const rows = await listMembers(request.em, viewerOf(request).id, {
        limit: request.query.limit,
        order: MemberOrder.NEWEST,
      });
      return rows.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        username: row.username,
        specialization: row.specialization,
        bio: row.bio,
        profileImage: row.profileImage,
      }));
    },
  );
}
