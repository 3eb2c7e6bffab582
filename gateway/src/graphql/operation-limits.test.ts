import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../settings/config.js';
import { countStatements } from '../test/count-statements.js';
import { graphql, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { createErrorFormatter } from './format-error.js';
import { hardenedApolloOptions } from './hardening.js';
import { DEFAULT_OPERATION_LIMITS, type OperationLimits } from './operation-limits.js';

const LAWYER = '{ id fullName bio languages }';
const DOCUMENT =
  '{ id title fileName description mediaType practiceArea { slug name } uploadedBy { fullName } }';
const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL operation limits (defaults)', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ seed: true });
  });

  afterAll(async () => {
    await gateway.close();
  });

  /** Sends the query and returns its answer and how many SQL statements it caused. */
  async function refused(query: string) {
    let answer: Awaited<ReturnType<typeof graphql>> | undefined;
    const statements = await countStatements(async () => {
      answer = await graphql(gateway.app, query);
    });
    if (!answer) throw new Error('no answer');
    return { status: answer.response.statusCode, errors: answer.body.errors ?? [], statements };
  }

  const cases: [string, string, string][] = [
    // The probe's request: 5,000 aliases of the public directory (494 KB) - cut short by the parser.
    ['5,000 aliases of publicLawyers', aliased(5_000, `publicLawyers ${LAWYER}`), 'tokens'],
    ['5,000 aliased searches', aliased(5_000, 'search(query: "law") { members { id } }'), 'tokens'],
    ['a huge token count', `{ practiceAreas { ${'slug '.repeat(3_000)} } }`, 'tokens'],
    ['31 aliases', aliased(31, 'practiceAreas { slug }'), 'aliases'],
    ['a deep query', `{ discussions ${'{ author '.repeat(12)}{ id }${' }'.repeat(12)} }`, 'depth'],
    [
      'many directives',
      `{ practiceAreas { ${'slug @include(if: true) '.repeat(31)} } }`,
      'directives',
    ],
    [
      'an expensive list query',
      `{ ${Array.from({ length: 25 }, (_, i) => `d${i}: documents(limit: 100) ${DOCUMENT}`).join(' ')} }`,
      'cost',
    ],
  ];

  // The schema has no cycle deep enough for a valid query past the depth limit: the limit guards
  // the schema of tomorrow, so the deep query here names fields that do not exist.
  it.each(cases)(
    'refuses %s with QUERY_TOO_COMPLEX, before any SQL',
    async (_name, query, limit) => {
      const { status, errors, statements } = await refused(query);
      expect(status).toBe(400);
      // The refusal comes first (other validation errors of a made-up deep query may follow).
      expect(errors[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit });
      expect(errors[0]?.message).toMatch(/too complex|tokens/);
      expect(statements).toBe(0);
    },
  );

  it('names the limit and the size found', async () => {
    const { errors } = await refused(aliased(31, 'practiceAreas { slug }'));
    expect(errors[0]?.message).toBe(
      'The query is too complex: Aliases limit of 30 exceeded, found 31.',
    );
    const cost = await refused(cases[6]?.[1] ?? '');
    expect(cost.errors[0]?.message).toMatch(
      /^The query is too complex: its cost is \d+, the limit is 20000\./,
    );
  });

  it('still answers ordinary queries at the limits', async () => {
    const { response, body } = await graphql(gateway.app, aliased(30, 'practiceAreas { slug }'));
    expect(body.errors).toBeUndefined();
    expect(response.statusCode).toBe(200);
    const lawyers = await graphql(gateway.app, `{ publicLawyers ${LAWYER} }`);
    expect(lawyers.body.errors).toBeUndefined();
  });

  it('weighs a list by the limit the client sends in its variables', async () => {
    const query = `query ($limit: Int) { ${Array.from({ length: 4 }, (_, i) => `d${i}: documents(limit: $limit) ${DOCUMENT}`).join(' ')} }`;
    const small = await graphql(gateway.app, query, { variables: { limit: 10 } });
    expect(small.body.errors?.[0]?.extensions?.code).not.toBe('QUERY_TOO_COMPLEX');
    const large = await graphql(gateway.app, query, { variables: { limit: 1_000 } });
    expect(large.response.statusCode).toBe(400);
    expect(large.body.errors?.[0]?.extensions).toEqual({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'cost',
    });
  });
});

describe('the per-operation time limit', () => {
  // A resolver that takes longer than the limit: the fields under it are never resolved.
  const schema = buildSchema(`
    type Slow { value: String, child: Slow }
    type Query { slow: Slow }
  `);
  const rootValue = {
    slow: () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ value: 'late', child: () => ({ value: 'never' }) }), 50),
      ),
  };

  it('stops resolving past GRAPHQL_TIMEOUT_MS and answers OPERATION_TIMEOUT with 400', async () => {
    const limits: OperationLimits = { ...DEFAULT_OPERATION_LIMITS, timeoutMs: 5 };
    const { plugins, ...options } = hardenedApolloOptions({
      graphqlLimits: limits,
      graphqlIntrospection: true,
      graphqlSuggestions: true,
    });
    const logger = { error: () => {}, warn: () => {} } as never;
    const apollo = new ApolloServer({
      schema,
      rootValue,
      ...options,
      plugins,
      formatError: createErrorFormatter(logger),
    });
    await apollo.start();
    try {
      const response = await apollo.executeOperation({
        query: '{ slow { value child { value } } }',
      });
      expect(response.http.status).toBe(400);
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      const { errors } = response.body.singleResult;
      expect(errors?.[0]?.extensions).toEqual({ code: 'OPERATION_TIMEOUT', limit: 'time' });
      expect(errors?.[0]?.message).toBe('The operation took longer than 5 ms and was stopped.');
    } finally {
      await apollo.stop();
    }
  });
});

describe('limits from the environment', () => {
  it('reads GRAPHQL_MAX_* and refuses nonsense', () => {
    const limits = loadConfig({
      GRAPHQL_MAX_ALIASES: '5',
      GRAPHQL_TIMEOUT_MS: '2000',
    }).graphqlLimits;
    expect(limits).toEqual({ ...DEFAULT_OPERATION_LIMITS, maxAliases: 5, timeoutMs: 2_000 });
    expect(() => loadConfig({ GRAPHQL_MAX_COST: 'lots' })).toThrow(/GRAPHQL_MAX_COST/);
  });
});
