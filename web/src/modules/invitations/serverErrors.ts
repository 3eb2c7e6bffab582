import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphQLErrorCode } from '../../lib/graphqlErrors.js';

/** The gateway's refusal: its code and, for BAD_USER_INPUT, which fields and what about them. */
export interface ServerRefusal {
  code: string | undefined;
  fields: Record<string, string>;
}

export function serverRefusal(error: unknown): ServerRefusal {
  const code = graphQLErrorCode(error);
  const fields: Record<string, string> = {};
  if (CombinedGraphQLErrors.is(error)) {
    const raw = error.errors[0]?.extensions?.fields;
    if (typeof raw === 'object' && raw !== null) {
      for (const [field, problem] of Object.entries(raw)) {
        if (typeof problem === 'string') fields[field] = problem;
      }
    }
  }
  return { code, fields };
}

// The exact wording the gateway uses for these two refusals.
export const USERNAME_TAKEN = 'is already taken';
export const ALREADY_MEMBER = 'already belongs to a member';
