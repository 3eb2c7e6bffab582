import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IsoDateTime, NoContent, Nullable, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../../values/role.js';
import type { SessionsService } from './sessions.service.js';
import { readUserAgent } from './user-agent.js';

const HandleParams = Type.Object({ id: Uuid({ description: "The session's handle." }) });

const SessionList = Shape({
  sessions: Type.Array(
    Shape({
      id: Uuid(),
      userAgent: Nullable(Type.String()),
      browser: Nullable(Type.String({ description: 'Read from the User-Agent: "Chrome 131".' })),
      operatingSystem: Nullable(Type.String({ description: 'Read from it: "Android 14".' })),
      deviceType: Nullable(
        Type.String({ description: 'desktop, mobile, tablet, tv or bot; null when unknown.' }),
      ),
      ipAddress: Nullable(Type.String()),
      createdAt: IsoDateTime(),
      lastUsedAt: IsoDateTime(),
      current: Type.Boolean({ description: 'The session of this request.' }),
    }),
  ),
});

/** REST twin of mySessions / revokeSession / signOutEverywhereElse. */
export function registerSessionRoutes(
  fastify: FastifyInstance,
  deps: { sessions: SessionsService; cookie: SessionCookie },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Sessions are the browser's business: an access token may neither list nor end them.
  const member = { access: ANY_MEMBER, sessionOnly: true };

  app.get(
    '/api/sessions',
    {
      config: member,
      schema: { summary: 'My signed-in sessions', response: { 200: SessionList } },
    },
    async (request) => {
      const current = request.auth?.session?.handle;
      const sessions = await deps.sessions.list(request.em, viewerOf(request).id);
      return {
        sessions: sessions.map((session) => ({
          id: session.handle,
          userAgent: session.userAgent,
          ...readUserAgent(session.userAgent),
          ipAddress: session.ip,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastSeenAt.toISOString(),
          current: session.handle === current,
        })),
      };
    },
  );

  // Every session but this one: "sign out everywhere else".
  app.delete(
    '/api/sessions',
    {
      config: member,
      schema: {
        summary: 'Sign out everywhere else',
        response: { 200: Shape({ ended: Type.Integer({ description: 'Sessions ended.' }) }) },
      },
    },
    async (request) => ({
      ended: await deps.sessions.endOthers(
        request.em,
        viewerOf(request).id,
        request.auth?.session ?? null,
        request.ip,
      ),
    }),
  );

  app.delete(
    '/api/sessions/:id',
    {
      config: member,
      schema: {
        summary: 'End one of my sessions',
        params: HandleParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deps.sessions.revoke(request.em, viewerOf(request).id, request.params.id, request.ip);
      if (request.params.id === request.auth?.session?.handle) deps.cookie.clear(reply);
      return reply.code(204).send();
    },
  );
}
