import { graphQLErrorCode } from '../../lib/graphqlErrors.js';

/** The gateway's refusal: its code and, for BAD_USER_INPUT, which fields and what about them. */
export interface ServerRefusal {
  code: string | undefined;
  fields: Record<string, string>;
}

export function serverRefusal(error: unknown): ServerRefusal {
  const code = graphQLErrorCode(error);
  const fields: Record<string, string> = {};
  // Read by shape: the refusal of the GraphQL client (the invitation dialog) and of
  // lib/graphqlRequest (the join page, which does without the client) both carry `errors`.
  const errors = (error as { errors?: readonly { extensions?: { fields?: unknown } }[] } | null)
    ?.errors;
  const raw = Array.isArray(errors) ? errors[0]?.extensions?.fields : undefined;
  if (typeof raw === 'object' && raw !== null) {
    for (const [field, problem] of Object.entries(raw)) {
      if (typeof problem === 'string') fields[field] = problem;
    }
  }
  return { code, fields };
}

// The exact wording the gateway uses for these refusals.
export const USERNAME_TAKEN = 'is already taken';
// gateway/src/modules/auth/password-policy.ts: long enough, but common or easily guessed.
export const PASSWORD_TOO_WEAK =
  'is too easy to guess (a common or breached password, a repeat or a keyboard pattern)';
export const ALREADY_MEMBER = 'already belongs to a member';
