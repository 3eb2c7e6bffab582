// The members' GraphQL client: typed operations (generated source text) over fetch and the live
// WebSocket, answers kept by TanStack Query. Public pages use lib/graphqlRequest instead.
export {
  type AnyDocument,
  createQueryCache,
  GraphQLClient,
  type ServedAnswer,
  type Transport,
} from './client.js';
export {
  GraphQLClientContext,
  type MutationFunction,
  NetworkStatus,
  skipToken,
  useGraphQLClient,
  useMutation,
  useQuery,
  useSubscription,
} from './hooks.js';
export { GraphQLProvider } from './provider.js';
export { browserTransport, serverTransport, silentTransport } from './transport.js';
