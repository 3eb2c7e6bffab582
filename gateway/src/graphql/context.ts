import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession, AuthUser, TokenAuth } from '../modules/users/index.js';
import type { Loaders } from './loaders.js';

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
