import { unauthenticated } from '../errors/domain-error.js';
import type { AuthUser } from '../modules/users/index.js';
import type { GraphQLContext } from './context.js';

/** The signed-in person of a field guarded by @Authorized (the auth checker has run). */
export function viewerOfContext({ viewer }: GraphQLContext): AuthUser {
  if (!viewer) throw unauthenticated();
  return viewer;
}
