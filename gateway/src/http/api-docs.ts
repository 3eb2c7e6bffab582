import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ERROR_RESPONSES, ErrorBody } from './api-schema.js';
import { apiDocsContentSecurityPolicy, serializePolicy } from './security-headers.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The reference page's own routes (its HTML and assets), public like the document. */
export function isApiDocsPath(url: string): boolean {
  return url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);
}

/** Tags of the document, by the first path segment after /api (admin routes by their second). */
const TAGS: readonly { name: string; description: string; prefixes: readonly string[] }[] = [
  {
    name: 'Session',
    description:
      'Signing in and out, two-step sign-in, the sessions of the signed-in member, password recovery and the member’s own password and address.',
    prefixes: [
      '/api/session',
      '/api/sessions',
      '/api/mfa',
      '/api/password-reset',
      '/api/account',
      '/api/me',
    ],
  },
  {
    name: 'Public',
    description: 'What anyone may call: the public lawyer directory, forms and recent activity.',
    prefixes: [
      '/api/public',
      '/api/events/public',
      '/api/practice-areas',
      '/api/contact',
      '/api/membership-applications',
      '/api/consultations',
      '/api/social',
      '/api/lawyers/photos',
      '/api/csp-reports',
    ],
  },
  {
    name: 'Members',
    description:
      'What signed-in members read and do: news, discussions, documents, messages, profiles and connections.',
    prefixes: [
      '/api/stats',
      '/api/users',
      '/api/members',
      '/api/connections',
      '/api/news',
      '/api/discussions',
      '/api/discussion-replies',
      '/api/documents',
      '/api/messages',
      '/api/search',
      '/api/submissions',
      '/api/lawyers/me',
      '/api/admin/content/news',
      '/api/admin/content/events',
      '/api/admin/content/social',
    ],
  },
  {
    name: 'Events',
    description:
      'The events calendar: answers with capacity and waitlist, calendar files and feeds, and ' +
      "the staff's attendee lists.",
    prefixes: ['/api/events', '/api/calendar'],
  },
  {
    name: 'Access tokens',
    description:
      'Personal access tokens for programs (Authorization: Bearer), and their staff overview.',
    prefixes: ['/api/tokens', '/api/admin/tokens'],
  },
  {
    name: 'Moderation',
    description: 'Staff (moderators and admins): queues, decisions and the admin figures.',
    prefixes: ['/api/admin'],
  },
];

function tagOf(url: string): string | undefined {
  const matches = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
  // The longest matching prefix wins (/api/admin/content/news is a member's submission).
  let best: { name: string; length: number } | undefined;
  for (const tag of TAGS) {
    for (const prefix of tag.prefixes) {
      if (matches(prefix) && prefix.length > (best?.length ?? 0)) {
        best = { name: tag.name, length: prefix.length };
      }
    }
  }
  return best?.name;
}

/** What a success status means, for answers whose schema does not say. */
const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'Done: the answer.',
  201: 'Created: what was stored.',
  202: 'Accepted: recorded in the database; the worker completes it shortly.',
  204: 'Done; no content.',
};

const SIGNED_IN: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/**
 * Each route's documented operation: its schema, with the tag of its path, who may call it (the
 * security requirement from `config.access`) and the shared error answers.
 */
function documentRoute({
  schema: ownSchema,
  url,
  route,
}: {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
}) {
  // A route declared without a schema still gets its operation (its path, tag and access)
  // rather than breaking the whole document: api-docs.test.ts names such routes.
  const schema: FastifySchema = ownSchema ?? {};
  if (!url.startsWith('/api/') || isApiDocsPath(url) || url === OPENAPI_PATH) {
    return { schema: { ...schema, hide: true }, url };
  }
  const access = route.config?.access;
  const tag = tagOf(url);
  return {
    url,
    schema: {
      ...schema,
      ...(tag && { tags: [tag] }),
      security: access === 'public' ? [] : SIGNED_IN,
      ...(access !== 'public' &&
        access !== undefined && {
          description: [schema.description, `Roles: ${access.join(', ')}.`]
            .filter(Boolean)
            .join('\n\n'),
        }),
    },
  };
}

/**
 * The REST contract: an OpenAPI 3.1 document built from the routes' own schemas at
 * GET /api/openapi.json, and a reference page (Swagger UI, served from its npm package: no
 * other host, works offline) at GET /api/docs. Registered before the routes: @fastify/swagger
 * collects them as they are added.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
): Promise<void> {
  app.addSchema(ErrorBody);
  // Every /api route answers errors in the one shape; declared once, added to each route.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema?.response) return;
    const own = Object.entries(route.schema.response as Record<string, { description?: string }>);
    route.schema = {
      ...route.schema,
      response: {
        ...ERROR_RESPONSES,
        ...Object.fromEntries(
          own.map(([status, schema]) => [
            status,
            { ...schema, description: schema.description ?? SUCCESS_DESCRIPTIONS[status] },
          ]),
        ),
      },
    };
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bar portal REST API',
        version: '1.0.0',
        description:
          'The REST paths of the portal (spec §7). Errors answer `{ message, code, fields? }`; ' +
          'a 400 names each bad field in `fields`. The GraphQL endpoint (`/graphql`) is ' +
          'described by the schema file `schema/schema.graphql`.',
      },
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE_NAME,
            description:
              'The browser session after signing in (POST /api/session). Bodies must be JSON ' +
              '(uploads: multipart with an X-Requested-With header), which cross-site forms ' +
              'cannot send.',
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token: `Authorization: Bearer <token>`.',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    transform: documentRoute,
  });

  app.get(
    OPENAPI_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
  );

  const policy = serializePolicy(apiDocsContentSecurityPolicy(isProduction));
  // Its own scope: the page's policy, and the package's @fastify/static apart from the app's.
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', policy);
    });
    await scope.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      // The page reads the same document integrators fetch.
      uiConfig: { url: OPENAPI_PATH, deepLinking: true, validatorUrl: null } as never,
      transformSpecificationClone: false,
    });
  });
}
