import { unauthenticated } from '../errors/domain-error.js';
import type { AuthUser } from '../modules/users/index.js';
import type { GraphQLContext } from './context.js';

// The one way a resolver reads who is signed in. Fields guarded by @Authorized have a viewer
// (the auth checker ran first); the check stays so that a field that forgot its guard answers
// UNAUTHENTICATED instead of failing on a null.

/** The signed-in person of a field guarded by @Authorized (the auth checker has run). */
export function viewerOfContext({ viewer }: GraphQLContext): AuthUser {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The signed-in person's user id (see viewerOfContext). */
export function viewerIdOf(context: GraphQLContext): string {
  return viewerOfContext(context).id;
}
