import { GraphQLRequestError, graphqlRequest } from '../graphqlRequest.js';
import { liveChannel } from '../live.js';
import type { Operation, Transport } from './client.js';

/** Queries and mutations over fetch (lib/graphqlRequest), subscriptions over the live channel. */
export function browserTransport(): Transport {
  return {
    execute: ({ query, variables }) => graphqlRequest<unknown, unknown>(query, variables),
    subscribe({ query, variables, operationName }, sink) {
      return liveChannel().subscribe(
        { query, variables, operationName },
        {
          next: (result) => {
            if (result.errors?.length) {
              sink.error(new GraphQLRequestError(200, result.errors));
            } else if (result.data) {
              sink.next(result.data);
            }
          },
          error: (error) => sink.error(error),
          complete: () => undefined,
        },
      );
    },
  };
}

/**
 * The server's render of a signed-in member's page: the queries the page shows are run in the
 * gateway as the member (`execute`), during the render (client.askInRender).
 */
export function serverTransport(execute: (operation: Operation) => Promise<unknown>): Transport {
  return { execute, subscribe: () => () => undefined, answersInRender: true };
}

/** The server's: a page it renders is for nobody and shows its loading state, asking nothing. */
export const silentTransport: Transport = {
  execute: () => new Promise(() => undefined),
  subscribe: () => () => undefined,
};
