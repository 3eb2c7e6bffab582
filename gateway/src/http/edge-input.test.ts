import {
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../app/graphql-schema.js';
import { clientFieldName } from '../graphql/input-value-fields.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { SESSION_COOKIE_NAME as SESSION_COOKIE } from './session-cookie.js';
import { INVALID_UTF8_PROBLEM, NUL_PROBLEM, SURROGATE_PROBLEM } from './unsafe-text.js';

// Issue 11, L2 and L3: text that PostgreSQL cannot store (NUL), that has no UTF-8 form (a lone
// surrogate) or that is not UTF-8 at all, and ids that are not UUIDs, are refused at the edge
// with 400 / BAD_USER_INPUT naming the field: never a 500, and nothing is written.

let gateway: TestGateway;
let schema: GraphQLSchema;
const tokens: Record<'member' | 'moderator', string> = { member: '', moderator: '' };

const TABLES = [
  'contact_messages',
  'consultation_requests',
  'discussions',
  'discussion_replies',
  'messages',
  'content_submissions',
  'moderation_audit_entries',
  'news_items',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await gateway.orm.em
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) as count from ${table}`);
    counts[table] = Number(row?.count);
  }
  return counts;
}

async function pendingNewsId(): Promise<string> {
  const [row] = await gateway.orm.em
    .getConnection()
    .execute<{ id: string }[]>(`select id from news_items where status = 'pending' limit 1`);
  if (!row) throw new Error('the demo data has no pending news item');
  return row.id;
}

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  schema = await buildGraphQLSchema();
  for (const role of ['member', 'moderator'] as const) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
    tokens[role] = await signInAs(gateway.app, account?.email ?? '', DEMO_PASSWORD);
  }
});

afterAll(async () => {
  await gateway?.close();
});

// `query` is the text as a query string carries it: a lone surrogate has no UTF-8 form, so a
// URL can only carry its WTF-8 bytes, which are not UTF-8.
const BAD_TEXTS = [
  {
    name: 'NUL',
    text: 'Hello\u0000world, this is long enough',
    problem: NUL_PROBLEM,
    query: { encoded: 'Hello%00world', problem: NUL_PROBLEM },
  },
  {
    name: 'lone surrogate',
    text: 'Hello \ud800 world, this is long enough',
    problem: SURROGATE_PROBLEM,
    query: { encoded: 'Hello%20%ED%A0%80%20world', problem: INVALID_UTF8_PROBLEM },
  },
] as const;

interface RestCase {
  name: string;
  method: 'GET' | 'POST';
  url: () => Promise<string> | string;
  as?: 'member' | 'moderator';
  body?: (bad: string) => Record<string, unknown>;
  field: string;
}

const REST_CASES: RestCase[] = [
  {
    name: 'anonymous contact message',
    method: 'POST',
    url: () => '/api/contact',
    body: (bad) => ({ name: 'Asha', email: 'asha@example.org', subject: 'Hello', message: bad }),
    field: 'message',
  },
  {
    name: 'anonymous consultation request',
    method: 'POST',
    url: () => '/api/consultations',
    body: (bad) => ({ clientName: 'Asha', clientEmail: 'asha@example.org', description: bad }),
    field: 'description',
  },
  {
    name: "a member's discussion",
    method: 'POST',
    url: () => '/api/discussions',
    as: 'member',
    body: (bad) => ({ title: bad, content: 'A discussion body that is long enough.' }),
    field: 'title',
  },
  {
    name: "a moderator's decision reason (never reaches the worker)",
    method: 'POST',
    url: async () => `/api/admin/news/${await pendingNewsId()}/approve`,
    as: 'moderator',
    body: (bad) => ({ approved: false, reason: bad }),
    field: 'reason',
  },
  {
    name: 'a search query string',
    method: 'GET',
    url: () => '/api/search',
    as: 'member',
    field: 'q',
  },
];

describe('REST: NUL and lone surrogates → 400 naming the field, nothing written', () => {
  for (const restCase of REST_CASES) {
    for (const bad of BAD_TEXTS) {
      it(`${restCase.name} with a ${bad.name}`, async () => {
        const before = await rowCounts();
        const url = await restCase.url();
        const response = await gateway.app.inject({
          method: restCase.method,
          url: restCase.method === 'GET' ? `${url}?q=${bad.query.encoded}&limit=5` : url,
          ...(restCase.body && { payload: restCase.body(bad.text) }),
          cookies: restCase.as ? { [SESSION_COOKIE]: tokens[restCase.as] } : {},
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: {
            [restCase.field]: restCase.method === 'GET' ? bad.query.problem : bad.problem,
          },
        });
        expect(await rowCounts()).toEqual(before);
      });
    }
  }

  it('a body that is not UTF-8 names the field holding the bad bytes', async () => {
    const before = await rowCounts();
    const json = '{"name":"Asha","email":"asha@example.org","subject":"Hi","message":"caf';
    const payload = Buffer.concat([
      Buffer.from(json),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { message: INVALID_UTF8_PROBLEM },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('a query string whose percent-encoding is not UTF-8 names the parameter', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/search?q=%FF%FE',
      cookies: { [SESSION_COOKIE]: tokens.member },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { q: INVALID_UTF8_PROBLEM },
    });
  });
});

interface GraphQLCase {
  name: string;
  as?: 'member' | 'moderator';
  query: string;
  variables: (bad: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  field: string;
}

const GRAPHQL_CASES: GraphQLCase[] = [
  {
    name: 'sendContactMessage (variables)',
    query: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    variables: (bad) => ({
      input: { name: 'Asha', email: 'asha@example.org', subject: 'Hello', message: bad },
    }),
    field: 'message',
  },
  {
    name: 'createDiscussion (variables)',
    as: 'member',
    query: 'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    variables: (bad) => ({ input: { title: bad, content: 'A discussion body long enough.' } }),
    field: 'title',
  },
  {
    name: 'decideNews (variables: the reason never reaches the worker)',
    as: 'moderator',
    query: 'mutation ($input: DecisionInput!) { decideNews(input: $input) { id } }',
    variables: async (bad) => ({
      input: { id: await pendingNewsId(), approved: false, reason: bad },
    }),
    field: 'reason',
  },
  {
    name: 'search (a plain variable)',
    as: 'member',
    query: 'query ($q: String!) { search(query: $q) { query } }',
    variables: (bad) => ({ q: bad }),
    field: 'q',
  },
];

describe('GraphQL: NUL and lone surrogates → 400 BAD_USER_INPUT naming the field', () => {
  for (const graphqlCase of GRAPHQL_CASES) {
    for (const bad of BAD_TEXTS) {
      it(`${graphqlCase.name} with a ${bad.name}`, async () => {
        const before = await rowCounts();
        const variables = await graphqlCase.variables(bad.text);
        const { response, body } = await graphql(gateway.app, graphqlCase.query, {
          variables,
          ...(graphqlCase.as && { token: tokens[graphqlCase.as] }),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(body.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { [graphqlCase.field]: bad.problem },
        });
        expect(await rowCounts()).toEqual(before);
      });
    }
  }

  it('a NUL written as an escape in an inline argument names the argument path', async () => {
    const before = await rowCounts();
    // Twice: the second request of the same document reads its literals' check from the cache.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response, body } = await graphql(
        gateway.app,
        `mutation { sendContactMessage(input: { name: "Asha", email: "asha@example.org",
          subject: "Hello", message: "Hello\\u0000world, this is long enough" }) }`,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { message: NUL_PROBLEM },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a GraphQL body that is not UTF-8 is a 400, not a 500', async () => {
    const payload = Buffer.concat([
      Buffer.from(
        '{"query":"query ($q: String!) { search(query: $q) { query } }","variables":{"q":"',
      ),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
      cookies: { [SESSION_COOKIE]: tokens.member },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'variables.q': INVALID_UTF8_PROBLEM },
    });
  });
});

// A value of the argument's type in which every UUID (also inside input objects) is `bad`.
function sampleValue(
  type: GraphQLInputType,
  path: string,
  uuidPaths: string[],
  bad: string,
): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, path, uuidPaths, bad);
  if (isListType(type)) return [sampleValue(type.ofType, `${path}.0`, uuidPaths, bad)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const fieldPath = `${path}.${field.name}`;
      const holdsUuid = getNamedType(field.type).name === 'UUID';
      if (isNonNullType(field.type) || holdsUuid) {
        value[field.name] = sampleValue(field.type, fieldPath, uuidPaths, bad);
      }
    }
    return value;
  }
  if (isScalarType(type)) {
    if (type.name === 'UUID') {
      uuidPaths.push(path);
      return bad;
    }
    return (
      { Int: 1, Float: 1, Boolean: true, DateTimeISO: '2027-01-01T00:00:00.000Z' }[type.name] ??
      'text'
    );
  }
  throw new Error(`no sample for ${String(type)}`);
}

function takesUuid(type: GraphQLNamedType, seen = new Set<string>()): boolean {
  if (type.name === 'UUID') return true;
  if (!isInputObjectType(type) || seen.has(type.name)) return false;
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => takesUuid(getNamedType(field.type), seen));
}

describe('GraphQL: an id that is not a UUID → 400 BAD_USER_INPUT naming it, for every field', () => {
  const NOT_UUIDS = ['42', 'abc', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g'];

  it('covers the fields the fuzzer found (event, rsvpEvent) among others', async () => {
    const operations = fieldsTakingUuids();
    expect(operations.map(({ field }) => field)).toEqual(
      expect.arrayContaining(['event', 'rsvpEvent', 'member', 'document', 'decideNews']),
    );
  });

  for (const notUuid of NOT_UUIDS) {
    it(`every field as variables: ${JSON.stringify(notUuid)}`, async () => {
      const before = await rowCounts();
      for (const { operation, field, args, selection } of fieldsTakingUuids()) {
        const uuidPaths: string[] = [];
        const variables: Record<string, unknown> = {};
        for (const arg of args) {
          if (isNonNullType(arg.type) || takesUuid(getNamedType(arg.type))) {
            variables[arg.name] = sampleValue(arg.type, arg.name, uuidPaths, notUuid);
          }
        }
        const definitions = args
          .filter((arg) => arg.name in variables)
          .map((arg) => `$${arg.name}: ${String(arg.type)}`);
        const uses = args
          .filter((arg) => arg.name in variables)
          .map((a) => `${a.name}: $${a.name}`);
        const query = `${operation} (${definitions.join(', ')}) { ${field}(${uses.join(', ')})${selection} }`;
        const { response, body } = await graphql(gateway.app, query, {
          variables,
          token: tokens.moderator,
        });
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        for (const error of body.errors ?? []) {
          expect(error.extensions?.code, `${field}: ${error.message}`).toBe('BAD_USER_INPUT');
        }
        const named = (body.errors ?? []).flatMap((error) =>
          Object.keys((error.extensions?.fields as Record<string, string>) ?? {}),
        );
        expect(named.sort(), field).toEqual(uuidPaths.map(clientFieldName).sort());
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  it.each([
    ['query { event(id: "not-a-uuid") { id } }', 'id'],
    ['mutation { rsvpEvent(eventId: "42") { id } }', 'eventId'],
    ['mutation { decideNews(input: { id: "x", approved: true }) { id } }', 'id'],
    ['mutation { markNotificationsRead(ids: ["x"]) { __typename } }', 'ids.0'],
  ])('an inline literal: %s', async (query, field) => {
    const { response, body } = await graphql(gateway.app, query, { token: tokens.moderator });
    expect(response.statusCode, response.body).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { [field]: 'must be a UUID' },
    });
  });
});

function fieldsTakingUuids() {
  const result: {
    operation: 'query' | 'mutation';
    field: string;
    args: { name: string; type: GraphQLInputType }[];
    selection: string;
  }[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.args.some((arg) => takesUuid(getNamedType(arg.type)))) {
        const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
        result.push({ operation, field: field.name, args: [...field.args], selection });
      }
    }
  }
  return result;
}

// Found by the entry-point fuzzer (entry-points-fuzz.*.test.ts, npm run fuzz).
describe('inputs the entry-point fuzzer found answered with a 500', () => {
  const deep = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it('a JSON body nested 20,000 deep is refused with a 400, not a stack overflow', async () => {
    for (const url of ['/api/session', '/api/contact']) {
      const response = await gateway.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep(20_000, '"x"'),
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('a NUL at the bottom of a deep body is still found and named', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `{"message":${deep(20_000, '"a\\u0000b"')}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json<{ fields: Record<string, string> }>().fields)).toEqual([
      NUL_PROBLEM,
    ]);
  });

  it('GraphQL variables nested 20,000 deep are refused with BAD_USER_INPUT', async () => {
    // Written by hand: JSON.stringify itself overflows the stack on such a value.
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"query Q($q: String!) { search(query: $q) { __typename } }","variables":{"q":${deep(20_000, '"x"')}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('more than 50 bad values in the variables is BAD_USER_INPUT, not INTERNAL_SERVER_ERROR', async () => {
    // graphql-js stops coercing at 50 errors with an error of its own (found on saveLawyerProfile).
    const { body } = await graphql(
      gateway.app,
      'mutation M($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { __typename } }',
      {
        variables: { ids: Array.from({ length: 60 }, (_, n) => `not-a-uuid-${n}`) },
        token: tokens.member,
      },
    );
    const codes = new Set(body.errors?.map((error) => error.extensions?.code));
    expect(codes).toEqual(new Set(['BAD_USER_INPUT']));
  });

  it('an offset beyond any page (1e308 is an integer to JSON schema) is a 400 naming it', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/admin/consultations?offset=1e%2B308',
      cookies: { [SESSION_COOKIE]: tokens.moderator },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('offset');
  });
});
