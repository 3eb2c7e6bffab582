import type { ApolloServer } from '@apollo/server';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import type { GraphQLContext } from './context.js';

/** A rendered page's own GraphQL operation (the web's route says which, with its variables). */
export interface PageQuery {
  query: string;
  variables: Record<string, unknown>;
}

/** Runs a page's operation with a context: a visitor's (nobody) or a signed-in member's. */
export type PageQueryRunner = (pageQuery: PageQuery, context: GraphQLContext) => Promise<unknown>;

/** A page query that did not answer data: the page is not rendered from it. */
export class PageQueryError extends Error {
  override name = 'PageQueryError';
}

/**
 * Runs a page's operation in the gateway, as the browser would send it to /graphql: without a
 * session for a public page rendered for a visitor (context.ts visitorContextOf), with the
 * member's own context for a member's page (requestContextOf); the same resolvers, plugins and
 * limits, so the first HTML holds exactly what the page would have asked for, and the page
 * hydrates with that answer instead of asking again.
 */
export function pageQueryRunner(apollo: ApolloServer<GraphQLContext>): PageQueryRunner {
  return async ({ query, variables }, context) => {
    const response = await apollo.executeOperation({ query, variables }, { contextValue: context });
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
