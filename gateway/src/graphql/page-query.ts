import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import type { GraphQLContext } from './context.js';
import { createLoaders } from './loaders.js';

/** A rendered page's own GraphQL operation (the web's route says which, with its variables). */
export interface PageQuery {
  query: string;
  variables: Record<string, unknown>;
}

export type PageQueryRunner = (
  pageQuery: PageQuery,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/** A page query that did not answer data: the page is not rendered from it. */
export class PageQueryError extends Error {
  override name = 'PageQueryError';
}

/**
 * Runs a page's operation in the gateway, as the browser would send it to /graphql without a
 * session (pages are rendered only for visitors who are not signed in): the same resolvers,
 * plugins and limits, so the first HTML holds exactly what the page would have asked for, and
 * the page hydrates with that answer instead of asking again.
 */
export function pageQueryRunner(apollo: ApolloServer<GraphQLContext>): PageQueryRunner {
  return async ({ query, variables }, request, reply) => {
    const response = await apollo.executeOperation(
      { query, variables },
      {
        contextValue: {
          em: request.em,
          viewer: null,
          session: null,
          token: null,
          loaders: createLoaders(request.em),
          request,
          reply,
        },
      },
    );
    if (response.body.kind !== 'single') throw new PageQueryError('a page query answered a stream');
    const { data, errors } = response.body.singleResult;
    if (errors?.length || !data) {
      const first = errors?.[0];
      // The database away: the page answers 503 with Retry-After, as /graphql would.
      if (first?.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE) {
        throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, first.message);
      }
      throw new PageQueryError(first?.message ?? 'a page query answered no data');
    }
    return data;
  };
}
