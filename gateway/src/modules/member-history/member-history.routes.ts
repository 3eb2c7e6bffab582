import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams, Limit } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { STAFF } from '../../values/role.js';
import { MemberHistorySchema } from './member-history.schema.js';
import { HISTORY_LIMIT, memberHistory } from './member-history.service.js';

const Query = Type.Object({
  limit: Type.Optional(Limit(HISTORY_LIMIT.max, HISTORY_LIMIT.default)),
});

/** The REST twin of memberHistory (moderators and admins; tokens need `moderate`). */
export function registerMemberHistoryRoutes(fastify: FastifyInstance): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/admin/members/:id/history',
    {
      config: { access: STAFF },
      schema: {
        summary: "A member's history",
        description:
          "Each section's count and newest items: submissions, discussions, replies, flags raised and received, consultations (with figures), RSVPs, documents, security events (admins; null for moderators) and staff acts on the account.",
        params: IdParams,
        querystring: Query,
        response: { 200: MemberHistorySchema },
      },
    },
    async (request) =>
      memberHistory(
        request.em,
        viewerOf(request),
        request.params.id,
        request.query.limit ?? HISTORY_LIMIT.default,
      ),
  );
}
