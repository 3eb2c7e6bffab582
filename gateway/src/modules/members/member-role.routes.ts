import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ADMINS, Role } from '../../values/role.js';
import { changeMemberRole, ROLE_REASON_LENGTH } from './member-role.service.js';

const Body = Type.Object(
  {
    role: OneOf(Object.values(Role), { description: 'The new role.' }),
    reason: Type.String({
      minLength: ROLE_REASON_LENGTH.min,
      maxLength: ROLE_REASON_LENGTH.max,
      description: 'Why; kept in the audit trail.',
    }),
  },
  { additionalProperties: false },
);

const State = Shape({
  id: Uuid(),
  role: OneOf(Object.values(Role), { description: 'In effect from their next request.' }),
});

/** The REST twin of changeMemberRole (admins). */
export function registerRoleRoutes(fastify: FastifyInstance): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/admin/members/:id/role',
    {
      config: { access: ADMINS },
      schema: {
        summary: "Change a member's role",
        description:
          'member, moderator or admin; in effect from their next request (nothing ends); recorded in the audit trail with the role before and after. 400 (role) for the last administrator.',
        params: IdParams,
        body: Body,
        response: { 200: State },
      },
    },
    async (request) =>
      changeMemberRole(request.em, viewerOf(request), request.params.id, request.body),
  );
}
