import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors/domain-error.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../users/role.js';
import { listOwnMessages, MESSAGE_LIST_SIZE } from './messages.service.js';

interface MessagesQuery {
  userId: string;
  limit?: number;
}

/**
 * GET /api/messages?userId= (members): spec §3's message shape, newest first, sent and received.
 * `userId` must be the signed-in member's own id: nobody reads another member's messages.
 */
export function registerMessageRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: MessagesQuery }>(
    '/api/messages',
    {
      config: { access: ANY_MEMBER },
      schema: {
        querystring: {
          type: 'object',
          required: ['userId'],
          properties: {
            userId: { type: 'string', format: 'uuid' },
            limit: { type: 'integer', minimum: 1, maximum: MESSAGE_LIST_SIZE.max },
          },
        },
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
