import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';
import { createErrorFormatter } from './format-error.js';
import { createLoaders } from './loaders.js';

export const GRAPHQL_PATH = '/graphql';

/** Apollo Server 5 on the schema, mounted at /graphql through @as-integrations/fastify. */
export async function registerGraphQL(
  app: FastifyInstance,
  deps: { schema: GraphQLSchema; logger: Logger },
): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: deps.schema,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // Integrators explore the schema with the IDE at /graphiql.
    introspection: true,
    formatError: createErrorFormatter(deps.logger),
    // Apollo's default landing page loads its IDE from a CDN; ours is local at /graphiql.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  // Fastify's close drains the in-flight requests first. (The integration's drain plugin would
  // call fastify.close() from inside this hook and wait on itself.)
  app.addHook('onClose', () => apollo.stop());

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: GRAPHQL_PATH,
    handler: fastifyApolloHandler(apollo, {
      context: async (request, reply): Promise<GraphQLContext> => {
        const { viewer, session } = await app.authenticate(request, reply);
        return {
          em: request.em,
          viewer,
          session,
          loaders: createLoaders(request.em),
          request,
          reply,
        };
      },
    }),
  });
  return apollo;
}
