import { graphQLErrorCode } from './graphqlErrors.js';

// The gateway's rules for an account's address and password (gateway/src/modules/auth/
// password-policy.ts, errors/input-checks.ts), checked before sending so that most mistakes are
// explained at once, beside their field: the invitation, recovery and security pages share them.

export const PASSWORD_LENGTH = { min: 12, max: 256 } as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_LENGTH.min && value.length <= PASSWORD_LENGTH.max;
}

// The gateway's wording for a password long enough but common or easily guessed.
export const PASSWORD_TOO_WEAK =
  'is too easy to guess (a common or breached password, a repeat or a keyboard pattern)';

/** The gateway's refusal: its code and, for BAD_USER_INPUT, which fields and what about them. */
export interface ServerRefusal {
  code: string | undefined;
  fields: Record<string, string>;
}

export function serverRefusal(error: unknown): ServerRefusal {
  const code = graphQLErrorCode(error);
  const fields: Record<string, string> = {};
  // Read by shape: the refusal of the GraphQL client (the members' pages) and of
  // lib/graphqlRequest (the public pages, which do without the client) both carry `errors`.
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
