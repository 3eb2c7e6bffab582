import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../users/role.js';
import type { SessionsService } from './sessions.service.js';

const handleParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** REST twin of mySessions / revokeSession / signOutEverywhereElse. */
export function registerSessionRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionsService; cookie: SessionCookie },
): void {
  // Sessions are the browser's business: an access token may neither list nor end them.
  const member = { access: ANY_MEMBER, sessionOnly: true };

  app.get('/api/sessions', { config: member }, async (request) => {
    const current = request.auth?.session?.handle;
    const sessions = await deps.sessions.list(request.em, viewerOf(request).id);
    return {
      sessions: sessions.map((session) => ({
        id: session.handle,
        userAgent: session.userAgent,
        ipAddress: session.ip,
        createdAt: session.createdAt.toISOString(),
        lastUsedAt: session.lastSeenAt.toISOString(),
        current: session.handle === current,
      })),
    };
  });

  // Every session but this one: "sign out everywhere else".
  app.delete('/api/sessions', { config: member }, async (request) => ({
    ended: await deps.sessions.endOthers(
      request.em,
      viewerOf(request).id,
      request.auth?.session ?? null,
      request.ip,
    ),
  }));

  app.delete<{ Params: { id: string } }>(
    '/api/sessions/:id',
    { config: member, schema: { params: handleParamsSchema } },
    async (request, reply) => {
      await deps.sessions.revoke(request.em, viewerOf(request).id, request.params.id, request.ip);
      if (request.params.id === request.auth?.session?.handle) deps.cookie.clear(reply);
      return reply.code(204).send();
    },
  );
}
