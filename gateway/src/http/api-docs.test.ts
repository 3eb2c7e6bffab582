import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { API_DOCS_PATH, isApiDocsPath, OPENAPI_PATH } from './api-docs.js';
import type { RegisteredApiRoute } from './fastify-types.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let gateway: TestGateway;
let document: OpenApiDocument;
let adminCookie: Record<string, string>;

/** Fastify's `/api/x/:id` as OpenAPI's `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const documentedRoutes = () =>
  gateway.app.apiRoutes.filter(
    (route) => !isApiDocsPath(route.url) && route.url !== OPENAPI_PATH && route.method !== 'HEAD',
  );

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  const response = await gateway.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
  adminCookie = {
    [SESSION_COOKIE_NAME]: await signInAs(gateway.app, 'admin@example.org', DEMO_PASSWORD),
  };
});

afterAll(async () => {
  await gateway?.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api route with a summary, a tag, its answers and who may call it', () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect(operation, `${name} is not in the document`).toBeDefined();
      if (!operation) continue;
      expect(operation.summary, `${name} has no summary`).toBeTruthy();
      expect(operation.tags?.length, `${name} has no tag`).toBe(1);
      const successes = Object.keys(operation.responses).filter((code) => code.startsWith('2'));
      expect(successes.length, `${name} documents no success answer`).toBeGreaterThan(0);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
      expect(operation.security, `${name} has no security requirement`).toEqual(
        route.access === 'public' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }],
      );
    }
  });

  it('fails for a route that takes input without a schema for it', () => {
    for (const route of documentedRoutes()) {
      const name = `${route.method} ${route.url}`;
      const schema = route.schema ?? {};
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.multipartUpload) {
        // Acts on the signed-in member alone, or on the request its path names: nothing to send.
        const takesBody = ![
          '/api/mfa/enrolment',
          '/api/mfa/recovery-codes',
          '/api/connections/:id/accept',
          '/api/connections/:id/decline',
        ].includes(route.url);
        if (takesBody) expect(schema.body, `${name} has no body schema`).toBeDefined();
      }
      if (route.url.includes('/:')) {
        expect(schema.params, `${name} has no params schema`).toBeDefined();
      }
      expect(schema.response, `${name} has no response schema`).toBeDefined();
    }
  });

  it('names the session cookie and the bearer token as the ways to sign in', () => {
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
  });
});

const VALID_ID = '00000000-0000-4000-8000-000000000000';

/** An input each schema refuses, and the field the 400 must name. */
function badInputs(route: RegisteredApiRoute): { url: string; payload?: unknown; field: string }[] {
  const schema = route.schema as
    | {
        body?: { required?: string[] };
        params?: { properties?: Record<string, { format?: string; enum?: unknown[] }> };
        querystring?: {
          required?: string[];
          properties?: Record<string, { type?: string; maximum?: number }>;
        };
      }
    | undefined;
  const inputs: { url: string; payload?: unknown; field: string }[] = [];
  const validUrl = route.url.replace(/:\w+/g, (name) => (name === ':type' ? 'news' : VALID_ID));
  const [requiredField] = schema?.body?.required ?? [];
  if (requiredField) inputs.push({ url: validUrl, payload: {}, field: requiredField });
  for (const [name, property] of Object.entries(schema?.params?.properties ?? {})) {
    const url = route.url.replace(`:${name}`, 'not-an-id').replace(/:\w+/g, 'news');
    if (property.format === 'uuid' || property.enum) {
      inputs.push({ url, payload: route.method === 'GET' ? undefined : {}, field: name });
    }
  }
  // Required query parameters (ids) with a valid value, so that only the bad one is refused.
  const required = (schema?.querystring?.required ?? []).map((name) => `&${name}=${VALID_ID}`);
  for (const [name, property] of Object.entries(schema?.querystring?.properties ?? {})) {
    if (property.type === 'integer' && property.maximum !== undefined) {
      inputs.push({
        url: `${validUrl}?${name}=${property.maximum + 1}${required.join('')}`,
        field: name,
      });
    }
  }
  return inputs;
}

describe('bad input', () => {
  it('answers 400 naming the field on every route with a schema', async () => {
    let checked = 0;
    for (const route of documentedRoutes()) {
      for (const input of badInputs(route)) {
        const response = await gateway.app.inject({
          method: route.method as 'GET',
          url: input.url,
          cookies: adminCookie,
          ...(input.payload !== undefined && { payload: input.payload as object }),
        });
        const name = `${route.method} ${input.url}`;
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        const body = response.json<{ code: string; fields: Record<string, string> }>();
        expect(body.code).toBe('BAD_USER_INPUT');
        expect(Object.keys(body.fields), name).toContain(input.field);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from the portal, under a minimal CSP', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Nothing from another host: it works offline.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("img-src 'self' data:;");
    // Inline styles (Swagger UI adds a <style> element), never inline or evaluated scripts.
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy.match(/unsafe/g)).toHaveLength(1);
    expect(policy).toContain("default-src 'self';");
    expect(policy).toContain("frame-ancestors 'none';");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src ?? '', `http://portal${API_DOCS_PATH}/`).pathname;
      const asset = await gateway.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
    const initializer = await gateway.app.inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.body).toContain(OPENAPI_PATH);
  });

  it('keeps the strict policy everywhere else', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self';");
  });
});
