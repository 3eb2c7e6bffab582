import type { AuthCheckerFn } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors/domain-error.js';
import { MFA_SETUP_EXTENSION, mfaRequired, mustEnrolMfa } from '../modules/users/index.js';
import type { Role } from '../values/role.js';
import type { GraphQLContext } from './context.js';

/**
 * Enforces `@Authorized(roles)`: anonymous callers get UNAUTHENTICATED, signed-in callers without
 * one of the roles FORBIDDEN (an empty list admits any signed-in member), and staff without
 * multi-factor sign-in MFA_REQUIRED except on the fields that enrol them (@AllowedBeforeMfa).
 */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context, info }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length > 0 && !roles.includes(context.viewer.role)) throw forbidden();
  if (mustEnrolMfa(context.viewer)) {
    const field = info.parentType.getFields()[info.fieldName];
    if (field?.extensions[MFA_SETUP_EXTENSION] !== true) throw mfaRequired();
  }
  return true;
};
