import { graphQLErrorCode, refusedFieldsOf } from '../../lib/graphqlErrors.js';

/** The gateway's refusal: its code and, for BAD_USER_INPUT, the names of the bad fields. */
export function refusalOf(error: unknown): { code: string | undefined; fields: string[] } {
  return { code: graphQLErrorCode(error), fields: refusedFieldsOf(error) };
}
