import { unauthenticated } from '../../errors/domain-error.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AuthUser } from '../users/auth-user.js';

/** The signed-in person of a field guarded by @Authorized (the auth checker has run). */
export function viewerOfContext({ viewer }: GraphQLContext): AuthUser {
  if (!viewer) throw unauthenticated();
  return viewer;
}
