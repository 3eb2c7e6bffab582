import { AltairFastify } from 'altair-fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const GRAPHIQL_PATH = '/graphiql';

/**
 * Altair, a GraphQL IDE for integrators, served from its npm package (altair-static): it loads
 * nothing from other hosts, so it works without internet access. Its cloud account is disabled.
 */
export async function registerGraphiql(app: FastifyInstance, endpointURL: string): Promise<void> {
  // Its own scope: Altair registers a second @fastify/static, whose decorators would clash.
  await app.register(async (scope) => {
    await scope.register(AltairFastify, {
      path: GRAPHIQL_PATH,
      baseURL: `${GRAPHIQL_PATH}/`,
      endpointURL,
      initialName: 'Bar portal',
      disableAccount: true,
    });
  });
}
