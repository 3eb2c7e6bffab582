import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { createErrorFormatter } from '../graphql/format-error.js';
import { createLoaders } from '../graphql/loaders.js';
import { GRAPHQL_PATH } from '../http/graphql-path.js';
import { authenticateUpgrade, refuseUpgrade, type UpgradeAuth } from '../http/websocket-upgrade.js';
import type { Logger } from '../logging/logger.js';
import type { LiveContext } from '../modules/messages/index.js';
import { type MessagesLive, PRESENCE_REFRESH_MS } from '../modules/messages/index.js';
import { resolveSession } from '../modules/users/index.js';
import type { SessionTimeouts } from '../settings/session-timeouts.js';

/** graphql-ws is served on the GraphQL path itself (an upgrade) and on /graphql/ws. */
export const SUBSCRIPTION_PATHS = [GRAPHQL_PATH, `${GRAPHQL_PATH}/ws`] as const;

/**
 * How often each gateway refreshes its sockets' presence and re-checks their sessions. A
 * setting only so that tests need not wait 30 s; read when the gateway is built.
 */
export const liveTimings = { recheckMs: PRESENCE_REFRESH_MS };

/** Close code when the session behind an open socket has ended (signed out or expired). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface SocketState {
  auth: UpgradeAuth;
  socketId: string;
}

type UpgradedRequest = IncomingMessage & { portalSocket?: SocketState };

/**
 * GraphQL subscriptions over WebSocket (graphql-ws protocol) on the gateway's own HTTP server:
 * the upgrade is authenticated with the session cookie (none: 401), each operation runs with
 * the member as viewer, and every socket counts for the member's presence. Every 30 s the
 * gateway refreshes its sockets' presence and closes those whose session has ended.
 */
export function registerSubscriptions(
  app: FastifyInstance,
  deps: {
    schema: GraphQLSchema;
    em: EntityManager;
    live: MessagesLive;
    logger: Logger;
    publicUrl: string | undefined;
    timeouts: SessionTimeouts;
  },
): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sockets = new Map<WebSocket, SocketState>();
  const formatError = createErrorFormatter(deps.logger);

  useServer<Record<string, unknown>, { request: UpgradedRequest }>(
    {
      schema: deps.schema,
      context: (ctx): LiveContext => {
        const state = ctx.extra.request.portalSocket;
        const em = deps.em.fork();
        return {
          em,
          viewer: state?.auth.viewer ?? null,
          session: null,
          // Live updates are for the portal's pages (the session cookie), not for tokens.
          token: null,
          loaders: createLoaders(() => em),
          // No HTTP request or reply behind a socket operation.
          request: undefined as unknown as FastifyRequest,
          reply: undefined as unknown as FastifyReply,
          live: deps.live,
        };
      },
      // The same error mapping as over HTTP: a stable extensions.code, no internals.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : result,
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => formatError(error.toJSON(), error)),
    },
    wss,
  );

  wss.on('connection', (socket: WebSocket, request: UpgradedRequest) => {
    const state = request.portalSocket;
    if (!state) {
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Unauthorized');
      return;
    }
    sockets.set(socket, state);
    const memberId = state.auth.viewer.id;
    deps.live.socketOpened(memberId, state.socketId).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'presence: socket open not recorded');
    });
    socket.once('close', () => {
      sockets.delete(socket);
      deps.live.socketClosed(deps.em.fork(), memberId, state.socketId).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'presence: socket close not recorded');
      });
    });
  });

  const onUpgrade = (
    request: UpgradedRequest,
    socket: import('node:stream').Duplex,
    head: Buffer,
  ) => {
    socket.on('error', () => socket.destroy());
    authenticateUpgrade(app, request, {
      em: deps.em,
      paths: SUBSCRIPTION_PATHS,
      publicUrl: deps.publicUrl,
      timeouts: deps.timeouts,
    })
      .then((decision) => {
        if (!decision.ok) {
          refuseUpgrade(socket, decision.status, decision.reason);
          return;
        }
        request.portalSocket = { auth: decision.auth, socketId: randomUUID() };
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'websocket upgrade failed');
        refuseUpgrade(socket, 503, 'Service Unavailable');
      });
  };

  const refresh = setInterval(() => {
    void revalidate();
  }, liveTimings.recheckMs);
  refresh.unref();

  async function revalidate(): Promise<void> {
    const open = [...sockets.entries()];
    await deps.live.refresh(
      open.map(([, state]) => ({ memberId: state.auth.viewer.id, socketId: state.socketId })),
    );
    for (const [socket, state] of open) {
      try {
        const resolved = await resolveSession(deps.em.fork(), state.auth.token, deps.timeouts);
        if (!resolved) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      } catch (error) {
        deps.logger.warn({ err: error }, 'session re-check failed');
      }
    }
  }

  app.addHook('onReady', async () => {
    app.server.on('upgrade', onUpgrade);
  });
  // Open sockets would keep the server from closing: end them first (their presence ends too).
  app.addHook('preClose', async () => {
    clearInterval(refresh);
    app.server.off('upgrade', onUpgrade);
    const closing = [...sockets.keys()].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(1001, 'Going away');
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 1000).unref();
        }),
    );
    await Promise.all(closing);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
