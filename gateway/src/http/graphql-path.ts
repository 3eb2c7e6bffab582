// Apart from apollo.ts (which assembles the server) so that the HTTP plugins that treat /graphql
// differently can name it without importing the whole GraphQL set-up.
/** Where the GraphQL endpoint listens; its websocket paths start here too. */
export const GRAPHQL_PATH = '/graphql';
