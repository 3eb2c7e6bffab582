import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession, AuthUser, TokenAuth } from '../modules/users/index.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What every resolver receives; built fresh for each request. */
export interface GraphQLContext {
  /** Forked for this request: no identity map is shared between requests. */
  em: EntityManager;
  viewer: AuthUser | null;
  session: ActiveSession | null;
  /** The personal access token of a Bearer request (its scopes were checked before execution). */
  token: TokenAuth | null;
  loaders: Loaders;
  request: FastifyRequest;
  /** For the session cookie, which sign-in and sign-out set. */
  reply: FastifyReply;
}

/**
 * The context of a request as /graphql builds it: who calls (`authenticate`: a bearer token,
 * else the session cookie, with its expiry, idle and revocation checks and its renewal) and
 * fresh loaders. A signed-in member's page runs its operations with this very context.
 */
export async function requestContextOf(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const { viewer, session, token } = await request.server.authenticate(request, reply);
  return contextOf(request, reply, { viewer, session, token });
}

/** The context of a page rendered for a visitor who is not signed in: nobody's, whatever is sent. */
export function visitorContextOf(request: FastifyRequest, reply: FastifyReply): GraphQLContext {
  return contextOf(request, reply, { viewer: null, session: null, token: null });
}

function contextOf(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Pick<GraphQLContext, 'viewer' | 'session' | 'token'>,
): GraphQLContext {
  return {
    // Read through: the request forks its EntityManager only when a resolver first uses it.
    get em() {
      return request.em;
    },
    ...auth,
    loaders: createLoaders(() => request.em),
    request,
    reply,
  };
}
