import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { GRAPHIQL_HELP_QUERY } from './graphiql.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const ASSET_REFERENCE = /<(?:script|link|img)\b[^>]*?\b(?:src|href)=["']([^"']+)["']/gi;

it('serves the GraphQL IDE at /graphiql, pointed at /graphql', async () => {
  const response = await gateway.app.inject({ url: '/graphiql' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toContain('/graphql');
});

it('loads every script, style and image from this server, none from another host', async () => {
  const page = (await gateway.app.inject({ url: '/graphiql' })).body;
  const references = [...page.matchAll(ASSET_REFERENCE)].map((match) => match[1] ?? '');

  expect(references.length).toBeGreaterThan(3);
  for (const reference of references) {
    expect(reference, reference).not.toMatch(/^(?:https?:)?\/\//i);
    const asset = await gateway.app.inject({ url: `/graphiql/${reference.replace(/^\.?\//, '')}` });
    expect(asset.statusCode, reference).toBe(200);
  }
});

it("keeps pre-request scripts in Altair's local sandbox, served here too", async () => {
  const response = await gateway.app.inject({ url: '/graphiql/iframe-sandbox/index.html' });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/(?:src|href)=["'](?:https?:)?\/\//i);
});

it('shows how to send an access token in its first query', async () => {
  const page = (await gateway.app.inject({ url: '/graphiql' })).body;
  expect(GRAPHIQL_HELP_QUERY).toContain('Authorization: Bearer bpat_');
  // The options (with the first query) are inlined in the page's start script.
  expect(page).toContain('initialQuery');
  expect(page).toContain('Authorization: Bearer bpat_');
});

it('is not served at all where the IDE is off (the production default)', async () => {
  const off = await startTestGateway({ config: { graphqlIde: false } });
  try {
    const response = await off.app.inject({ url: '/graphiql' });
    expect(response.body).not.toContain('Authorization: Bearer');
  } finally {
    await off.close();
  }
});
