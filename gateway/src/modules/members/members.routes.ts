import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Limit, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../../values/role.js';
import { listMembers, MEMBER_PAGE_SIZE, MemberOrder } from './members.service.js';

const Member = Shape({
  id: Uuid(),
  fullName: Type.String(),
  username: Type.String(),
  specialization: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  profileImage: Nullable(Type.String()),
});

/** GET /api/users (members): spec §3's user shape, the most recently joined first. */
export function registerMemberRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/users',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Members, the most recently joined first',
        querystring: Type.Object({
          limit: Type.Optional(Limit(MEMBER_PAGE_SIZE.max, MEMBER_PAGE_SIZE.default)),
        }),
        response: { 200: Type.Array(Member) },
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
