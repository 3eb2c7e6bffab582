import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphQLErrorCode } from '../../lib/graphqlErrors.js';

/** The gateway's refusal: its code and, for BAD_USER_INPUT, the names of the bad fields. */
export function refusalOf(error: unknown): { code: string | undefined; fields: string[] } {
  const code = graphQLErrorCode(error);
  let fields: string[] = [];
  if (CombinedGraphQLErrors.is(error)) {
    const raw = error.errors[0]?.extensions?.fields;
    if (typeof raw === 'object' && raw !== null) fields = Object.keys(raw);
  }
  return { code, fields };
}
