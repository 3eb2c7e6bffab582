/**
 * What a personal access token may be used for (shared contract: GraphQL enum, REST strings).
 * Here rather than with the scope rules (modules/users/api-token-scope.ts) because the api_tokens
 * entity stores it, and the entities use values/, not the accounts' code.
 */
export enum ApiTokenScope {
  /** What the member may read: queries and GET routes. */
  READ = 'read',
  /** What the member may do: mutations and the other REST methods. */
  WRITE = 'write',
  /** Staff only: the moderation and administration fields and routes. */
  MODERATE = 'moderate',
}
