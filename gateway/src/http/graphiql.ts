import { createHash } from 'node:crypto';
import { AltairFastify, type AltairFastifyPluginOptions } from 'altair-fastify-plugin';
import { renderAltair } from 'altair-static';
import type { FastifyInstance } from 'fastify';
import { graphiqlContentSecurityPolicy, serializePolicy } from './security-headers.js';

export const GRAPHIQL_PATH = '/graphiql';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * Altair, a GraphQL IDE for integrators, served from its npm package (altair-static): it loads
 * nothing from other hosts, so it works without internet access. Its cloud account is disabled.
 * Its page starts the IDE with an inline script; the page's CSP allows exactly that script by
 * its hash (the page is rendered once, from fixed options), never 'unsafe-inline'.
 */
export async function registerGraphiql(
  app: FastifyInstance,
  { endpointURL, isProduction }: { endpointURL: string; isProduction: boolean },
): Promise<void> {
  const options: AltairFastifyPluginOptions = {
    path: GRAPHIQL_PATH,
    baseURL: `${GRAPHIQL_PATH}/`,
    endpointURL,
    initialName: 'Bar portal',
    disableAccount: true,
  };
  const { path: _path, ...renderOptions } = options;
  const scriptHashes = [...renderAltair(renderOptions).matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  const policy = serializePolicy(graphiqlContentSecurityPolicy(isProduction, scriptHashes));
  // Its own scope: Altair registers a second @fastify/static, whose decorators would clash.
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', policy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
    await scope.register(AltairFastify, options);
  });
}
