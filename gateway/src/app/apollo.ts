import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { listRootFieldAccess } from '../graphql/access.js';
import { type GraphQLContext, requestContextOf } from '../graphql/context.js';
import { createErrorFormatter } from '../graphql/format-error.js';
import { type GraphQLHardening, hardenedApolloOptions } from '../graphql/hardening.js';
import { stopStatementsPlugin } from '../graphql/stop-statements.js';
import { textInputPlugin } from '../graphql/text-input-plugin.js';
import { tokenScopePlugin } from '../graphql/token-scope-plugin.js';
import { contextFailure, unavailableStatusPlugin } from '../graphql/unavailable-status.js';
import { GRAPHQL_PATH } from '../http/graphql-path.js';
import type { Logger } from '../logging/logger.js';
import { RESOLVER_CLASSES } from './graphql-schema.js';

export { GRAPHQL_PATH };

/** Apollo's own CSRF-prevention headers (its default `requestHeaders`). */
const APOLLO_PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/** Apollo Server 5 on the schema, mounted at /graphql through @as-integrations/fastify. */
export async function registerGraphQL(
  app: FastifyInstance,
  deps: {
    schema: GraphQLSchema;
    logger: Logger;
    hardening: GraphQLHardening;
    /** The bench's measure of the limits' cost only (app.ts `without`). */
    withoutLimits?: boolean;
  },
): Promise<ApolloServer<GraphQLContext>> {
  const { plugins: hardeningPlugins, ...hardening } = deps.withoutLimits
    ? { plugins: [] }
    : hardenedApolloOptions<GraphQLContext>(deps.hardening);
  const apollo = new ApolloServer<GraphQLContext>({
    schema: deps.schema,
    // Apollo refuses "simple" requests (a cross-site form could send them with the cookie)
    // unless they carry one of these headers. A program's Authorization header counts: no page
    // of another site can set it without a CORS preflight, which the gateway never grants.
    csrfPrevention: { requestHeaders: [...APOLLO_PREFLIGHT_HEADERS, 'authorization'] },
    includeStacktraceInErrorResponses: false,
    // Operation limits, introspection and field suggestions (off in production).
    ...hardening,
    formatError: createErrorFormatter(deps.logger),
    // main.ts owns SIGTERM: Fastify drains in-flight requests, then stops Apollo. Apollo's own
    // handler would stop it and re-raise the signal, ending the process mid-drain (the chaos
    // suite's sigterm experiment saw requests cut).
    stopOnTerminationSignals: false,
    plugins: [
      // Apollo's default landing page loads its IDE from a CDN; ours is local at /graphiql.
      ApolloServerPluginLandingPageDisabled(),
      // Its cache-control plugin wraps every field resolver to gather cache hints; no field has
      // one, so all it ever concluded was `no-store`, which the route now sets by itself.
      ApolloServerPluginCacheControlDisabled(),
      // An APOLLO_KEY in the environment must not start sending operation traces off-site.
      ApolloServerPluginUsageReportingDisabled(),
      unavailableStatusPlugin(),
      textInputPlugin(),
      tokenScopePlugin(listRootFieldAccess(deps.schema, RESOLVER_CLASSES)),
      ...hardeningPlugins,
      stopStatementsPlugin(deps.hardening.graphqlLimits.timeoutMs),
    ],
  });
  await apollo.start();
  // Fastify's close drains the in-flight requests first. (The integration's drain plugin would
  // call fastify.close() from inside this hook and wait on itself.)
  app.addHook('onClose', () => apollo.stop());

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: GRAPHQL_PATH,
    // Answers depend on who asks (the session cookie): never stored by browsers or proxies.
    onRequest: (_request, reply, done) => {
      reply.header('cache-control', 'no-store');
      done();
    },
    handler: fastifyApolloHandler(apollo, {
      context: (request, reply): Promise<GraphQLContext> =>
        requestContextOf(request, reply).catch((error: unknown) =>
          Promise.reject(contextFailure(error)),
        ),
    }),
  });
  return apollo;
}
