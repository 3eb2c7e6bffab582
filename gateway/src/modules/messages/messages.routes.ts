import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { forbidden } from '../../errors/domain-error.js';
import { IsoDateTime, Limit, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../../values/role.js';
import { listOwnMessages, MESSAGE_LIST_SIZE } from './messages.service.js';

const Message = Shape({
  id: Uuid(),
  senderId: Uuid(),
  recipientId: Uuid(),
  sender: Shape({ fullName: Type.String(), profileImage: Nullable(Type.String()) }),
  subject: Nullable(Type.String()),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: IsoDateTime(),
});

/**
 * GET /api/messages?userId= (members): spec §3's message shape, newest first, sent and received.
 * `userId` must be the signed-in member's own id: nobody reads another member's messages.
 */
export function registerMessageRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/messages',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'My messages, sent and received, newest first',
        querystring: Type.Object({
          userId: Uuid({ description: "The signed-in member's own id." }),
          limit: Type.Optional(Limit(MESSAGE_LIST_SIZE.max, MESSAGE_LIST_SIZE.default)),
        }),
        response: { 200: Type.Array(Message) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (request.query.userId.toLowerCase() !== viewer.id.toLowerCase()) throw forbidden();
      const rows = await listOwnMessages(
        request.em,
        viewer.id,
        request.query.limit ?? MESSAGE_LIST_SIZE.default,
      );
      return rows.map((row) => ({
        id: row.id,
        senderId: row.senderId,
        recipientId: row.recipientId,
        sender: { fullName: row.sender.fullName, profileImage: row.sender.profileImage },
        subject: row.subject,
        content: row.content,
        read: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
