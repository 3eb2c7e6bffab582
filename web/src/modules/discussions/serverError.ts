import { graphQLErrorCode, graphQLErrorMessage } from '../../lib/graphqlErrors.js';

/**
 * The server's own explanation when it refused the input (BAD_USER_INPUT names what is wrong),
 * otherwise null: other failures get the form's generic message.
 */
export function rejectedInputMessage(error: unknown): string | null {
  if (graphQLErrorCode(error) !== 'BAD_USER_INPUT') return null;
  return graphQLErrorMessage(error) ?? null;
}
