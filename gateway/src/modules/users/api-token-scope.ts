import { Extensions } from 'type-graphql';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import { ApiTokenScope } from '../../values/api-token-scope.js';
import { Role, STAFF } from '../../values/role.js';

export { ApiTokenScope };

/**
 * What a root field or route needs from a token: one of the scopes, or `session` for what only
 * an interactive sign-in may do (sign-in itself, two-step sign-in, sessions, creating tokens).
 */
export type RequiredScope = ApiTokenScope | 'session';

export const SESSION_ONLY_EXTENSION = 'sessionOnly';

/**
 * Marks a query or mutation that a token may never call, whatever its scopes: what only a person
 * at the keyboard may do (see requiredScopeOf).
 */
export function SessionOnly(): MethodDecorator {
  return Extensions({ [SESSION_ONLY_EXTENSION]: true });
}

/**
 * The one rule that maps a GraphQL root field or an /api route to the scope a token needs:
 * session-only first; then anything members may not call (staff or admins only) needs
 * `moderate`; otherwise reading (queries, GET/HEAD) needs `read` and the rest `write`.
 * Derived from what each field and route already declares (@Authorized roles, config.access),
 * so that a new field or route is mapped the moment it is guarded.
 */
export function requiredScopeOf(entry: {
  access: 'public' | readonly Role[];
  reads: boolean;
  sessionOnly: boolean;
}): RequiredScope {
  if (entry.sessionOnly) return 'session';
  const { access } = entry;
  if (access !== 'public' && access.length > 0 && access.every((role) => STAFF.includes(role))) {
    return ApiTokenScope.MODERATE;
  }
  return entry.reads ? ApiTokenScope.READ : ApiTokenScope.WRITE;
}

/** The scopes a role may put on a token: `moderate` is for staff only. */
export function scopesAllowedFor(role: Role): readonly ApiTokenScope[] {
  return STAFF.includes(role)
    ? [ApiTokenScope.READ, ApiTokenScope.WRITE, ApiTokenScope.MODERATE]
    : [ApiTokenScope.READ, ApiTokenScope.WRITE];
}

/**
 * The role a request with a token of `scopes` acts with: staff need the `moderate` scope to act
 * as staff; without it their token acts as a member's, in every check that reads the role (the
 * guards, and the services that decide from it: what documents are listed, who may delete one).
 * The one place this is decided for token requests (F5), applied where the token is resolved.
 */
export function roleOfToken(role: Role, scopes: readonly ApiTokenScope[]): Role {
  return STAFF.includes(role) && !scopes.includes(ApiTokenScope.MODERATE) ? Role.MEMBER : role;
}

/** Whether a token with `scopes` may call what needs `required`. */
export function tokenMayCall(scopes: readonly ApiTokenScope[], required: RequiredScope): boolean {
  return required !== 'session' && scopes.includes(required);
}

export const insufficientScope = (required: RequiredScope): DomainError =>
  new DomainError(
    ErrorCode.INSUFFICIENT_SCOPE,
    required === 'session'
      ? 'Only a signed-in browser session may do this, never an access token.'
      : `This access token lacks the "${required}" scope needed here.`,
  );
