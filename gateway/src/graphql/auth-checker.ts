import type { AuthCheckerFn } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors/domain-error.js';
import type { Role } from '../modules/users/role.js';
import type { GraphQLContext } from './context.js';

/**
 * Enforces `@Authorized(roles)`: anonymous callers get UNAUTHENTICATED, signed-in callers without
 * one of the roles FORBIDDEN (an empty list admits any signed-in member).
 */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length > 0 && !roles.includes(context.viewer.role)) throw forbidden();
  return true;
};
