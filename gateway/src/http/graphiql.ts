import { createHash } from 'node:crypto';
import { AltairFastify, type AltairFastifyPluginOptions } from 'altair-fastify-plugin';
import { renderAltair } from 'altair-static';
import type { FastifyInstance } from 'fastify';
import { graphiqlContentSecurityPolicy, serializePolicy } from './security-headers.js';

export const GRAPHIQL_PATH = '/graphiql';

/**
 * The IDE's first query: how a program sends its token (it also works signed in, by the session
 * cookie of this site). No default header: an empty or placeholder token would answer 401.
 */
export const GRAPHIQL_HELP_QUERY = `# Bar portal GraphQL API
#
# Programs send a personal access token (create one on your profile's "API access" page,
# /profile/api-access). In this IDE: "Set headers" (the icon left of the URL), then add
#   Authorization: Bearer bpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
# From a program:
#   curl -H "Authorization: Bearer $PORTAL_TOKEN" -H "Content-Type: application/json" \\
#        -d '{"query":"{ me { fullName } }"}' https://<portal>/graphql
# A token acts with its member's rights, within its scopes: READ (queries), WRITE (mutations),
# MODERATE (staff fields). Without a token, this page uses your signed-in session.
query Me {
  me {
    id
    fullName
    role
  }
}
`;

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
    initialQuery: GRAPHIQL_HELP_QUERY,
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
