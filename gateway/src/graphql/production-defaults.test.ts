import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../settings/config.js';
import { graphql, startTestGateway, type TestGateway } from '../test/test-gateway.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPE_INTROSPECTION = '{ __type(name: "Query") { name } }';
// `practiceAreas` misspelt: graphql-js would add 'Did you mean "practiceAreas"?'.
const MISSPELT = '{ practiceArea { slug } }';

/** The GraphQL switches `loadConfig` derives from this environment. */
function switchesOf(env: Record<string, string>): Partial<AppConfig> {
  const { isProduction, graphqlIntrospection, graphqlIde, graphqlSuggestions } = loadConfig({
    MFA_SECRET_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
    PUBLIC_URL: 'https://portal.example.org',
    ...env,
  });
  return { isProduction, graphqlIntrospection, graphqlIde, graphqlSuggestions };
}

describe('a production gateway (NODE_ENV=production, defaults)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ config: switchesOf({ NODE_ENV: 'production' }) });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('refuses introspection with INTROSPECTION_DISABLED', async () => {
    for (const query of [INTROSPECTION, TYPE_INTROSPECTION]) {
      const { response, body } = await graphql(gateway.app, query);
      expect(response.statusCode, query).toBe(400);
      expect(body.errors?.[0]?.extensions, query).toEqual({
        code: 'INTROSPECTION_DISABLED',
        limit: 'introspection',
      });
      expect(body.errors?.[0]?.message).toBe('Introspection is disabled on this server.');
    }
    // Apollo Client adds __typename to every selection: that is not introspection.
    const typename = await graphql(gateway.app, '{ practiceAreas { __typename slug } }');
    expect(typename.body.errors).toBeUndefined();
  });

  it('answers 404 on /graphiql', async () => {
    for (const url of ['/graphiql', '/graphiql/']) {
      const response = await gateway.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('altair');
    }
  });

  it('names no field in the error of a misspelt one', async () => {
    const { response, body } = await graphql(gateway.app, MISSPELT);
    expect(response.statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toContain('Cannot query field "practiceArea"');
    expect(JSON.stringify(body)).not.toMatch(/did you mean|practiceAreas/i);
  });
});

describe('a development gateway (defaults)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ config: switchesOf({ NODE_ENV: 'development' }) });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('keeps introspection, the IDE and suggestions', async () => {
    const schema = await graphql<{ __schema: { queryType: { name: string } } }>(
      gateway.app,
      INTROSPECTION,
    );
    expect(schema.body.data?.__schema.queryType.name).toBe('Query');
    expect((await gateway.app.inject({ url: '/graphiql' })).statusCode).toBe(200);
    const misspelt = await graphql(gateway.app, MISSPELT);
    expect(misspelt.body.errors?.[0]?.message).toMatch(/Did you mean "practiceAreas"\?/);
  });
});

describe('a production gateway with the switches turned on', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({
      config: switchesOf({
        NODE_ENV: 'production',
        GRAPHQL_INTROSPECTION: 'true',
        GRAPHQL_IDE: 'true',
        GRAPHQL_SUGGESTIONS: 'true',
      }),
    });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('allows introspection, the IDE and suggestions', async () => {
    expect((await graphql(gateway.app, INTROSPECTION)).body.errors).toBeUndefined();
    expect((await gateway.app.inject({ url: '/graphiql' })).statusCode).toBe(200);
    const misspelt = await graphql(gateway.app, MISSPELT);
    expect(misspelt.body.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});

it('refuses a switch that is neither true nor false', () => {
  expect(() => loadConfig({ GRAPHQL_IDE: 'yes' })).toThrow(/GRAPHQL_IDE must be "true" or "false"/);
});
