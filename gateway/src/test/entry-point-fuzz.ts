// The fuzzer of every entry point: every /api route (body, query and path parameters, from the
// JSON schemas the routes declare) and every argument of every root Query and Mutation field
// (from the built GraphQL schema), with valid-looking values mixed with hostile ones. Shared by
// the gateway's tests (entry-points-fuzz.*.test.ts, a few runs per operation inside npm test) and
// `npm run fuzz` (scripts/fuzz, 100,000+ inputs against a gateway process of its own).
//
// Plain TypeScript with erasable syntax and only package imports (fast-check, graphql): vitest
// imports it, and the script loads it with Node's type stripping, as own-services.ts.
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';

// ---------------------------------------------------------------------------------------------
// Operations

/** A JSON schema as the routes declare them (the subset Fastify's routes use). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** One /api route as the gateway registered it (app.apiRoutes). */
export interface RestRoute {
  method: string;
  url: string;
  /** 'public' or the roles that may call it (config.access). */
  access?: unknown;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  multipartUpload?: boolean;
}

export interface RestOperation {
  kind: 'rest';
  name: string;
  route: RestRoute;
}

export interface GraphQLOperation {
  kind: 'graphql';
  name: string;
  operationType: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export type Operation = RestOperation | GraphQLOperation;

/** Every /api route but HEAD (Fastify's automatic twin of each GET). */
export function restOperations(routes: readonly RestRoute[]): RestOperation[] {
  return routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({ kind: 'rest' as const, name: `${route.method} ${route.url}`, route }));
}

/** Every root field of Query and Mutation (subscriptions go over WebSocket, not fuzzed here). */
export function graphqlOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const operations: GraphQLOperation[] = [];
  for (const [operationType, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      operations.push({
        kind: 'graphql',
        name: `${operationType} ${field.name}`,
        operationType,
        field,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Strings that broke or leak through real services: encodings, injections, sizes, lookalikes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\uFFFD',
  'x'.repeat(5_000),
  'é'.repeat(40_000),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(5)--",
  '1 UNION SELECT null, version() --',
  '\\',
  "\\'",
  '%',
  '_',
  '%_%\\',
  '*',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant literally
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%ED%A0%80',
  'javascript:alert(1)',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\u200B\u200D',
  '𝕏𝕐🏳️‍🌈',
  'Z̴̡̧͓̈́a̵l̸g̶o̷',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\r\n\r\nX-Injected: 1',
  'a@b',
  '@',
  'admin@example.org',
  'ADMIN@EXAMPLE.ORG ',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{0f8fad5b-d9cb-469f-a165-70867728950e}',
  'urn:uuid:0f8fad5b-d9cb-469f-a165-70867728950e',
  '0F8FAD5B-D9CB-469F-A165-70867728950E',
  '0f8fad5b-d9cb-469f-a165-70867728950',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30',
  'not a date',
];

/** Numbers outside every range an API takes (and the float/int mix-ups). */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Values of the wrong JSON type for anything. */
const wrongTypes: readonly unknown[] = [
  true,
  false,
  null,
  [],
  {},
  [[[]]],
  { a: { b: { c: 1 } } },
  ['a', 1, null],
  nested(3_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Either `valid` or, one time in three, a hostile value in its place. */
function orHostile(valid: fc.Arbitrary<unknown>, context: FuzzContext): fc.Arbitrary<unknown> {
  if (!context.hostile) return valid;
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

/** Ids that exist (demo rows) are worth more than random ones: they reach the services. */
export interface FuzzContext {
  knownIds: readonly string[];
  /** Property names seen anywhere (route schemas, GraphQL inputs), for bodies without a schema. */
  knownKeys: readonly string[];
  /** Hostile values mixed in at every level; false: values a real client sends (deep paths). */
  hostile?: boolean;
}

function uuidValue(context: FuzzContext): fc.Arbitrary<string> {
  if (!context.hostile) {
    return context.knownIds.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...context.knownIds) }, fc.uuid())
      : fc.uuid();
  }
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((value) => /^[\w{:-]/.test(value))),
    },
  ];
  if (context.knownIds.length > 0) {
    options.push({ weight: 4, arbitrary: fc.constantFrom(...context.knownIds) });
  }
  return fc.oneof(...options);
}

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());

const plainText = fc.oneof(
  fc.lorem({ maxCount: 3, mode: 'words' }),
  fc.lorem({ maxCount: 3, mode: 'sentences' }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.emailAddress(),
  fc.webUrl(),
);

/** Text that fits a field by its name (an e-mail for `email`), else any plain text. */
function textFor(name: string | undefined): fc.Arbitrary<string> {
  if (!name) return plainText;
  if (/email/i.test(name)) return fc.emailAddress();
  if (/url|website|link/i.test(name)) return fc.webUrl();
  if (/password/i.test(name)) return fc.string({ minLength: 12, maxLength: 40 });
  if (/phone/i.test(name)) return fc.stringMatching(/^\+252 ?\d{7,9}$/);
  if (/locale|language/i.test(name)) return fc.constantFrom('en', 'so', 'ar', 'fr');
  if (/date|At$/.test(name)) return isoDate;
  if (/slug|username|token|code/i.test(name)) return fc.stringMatching(/^[a-z0-9-]{3,24}$/);
  return plainText;
}

// ---------------------------------------------------------------------------------------------
// REST

function schemaType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** Values a JSON schema describes, each of which may be replaced by a hostile one. */
export function fromJsonSchema(
  schema: JsonSchema | undefined,
  context: FuzzContext,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return context.hostile ? hostileValue : textFor(name);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => fromJsonSchema(variant, context, depth + 1)));
  }
  if (schema.enum && schema.enum.length > 0)
    return orHostile(fc.constantFrom(...schema.enum), context);
  switch (schemaType(schema)) {
    case 'object':
      return orHostile(jsonObject(schema, context, depth), context);
    case 'array':
      return orHostile(
        fc.array(fromJsonSchema(schema.items, context, depth + 1, name), { maxLength: 4 }),
        context,
      );
    case 'string':
      if (schema.format === 'uuid') return orHostile(uuidValue(context), context);
      if (schema.format === 'email') return orHostile(fc.emailAddress(), context);
      if (schema.format === 'date-time') return orHostile(isoDate, context);
      return orHostile(
        schema.minLength !== undefined || schema.maxLength !== undefined
          ? fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 })
          : textFor(name),
        context,
      );
    case 'integer':
      return orHostile(
        fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 }),
        context,
      );
    case 'number':
      return orHostile(fc.double({ noNaN: true, noDefaultInfinity: true }), context);
    case 'boolean':
      return orHostile(fc.boolean(), context);
    default:
      return context.hostile ? hostileValue : textFor(name);
  }
}

function jsonObject(
  schema: JsonSchema,
  context: FuzzContext,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) return looseObject(context);
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    names.map((name) => [name, fromJsonSchema(properties[name], context, depth + 1, name)]),
  );
  return fc
    .tuple(
      fc.record(fields, {
        // Mostly every required key present (so that the services run), sometimes not.
        requiredKeys: names.filter((name) => required.has(name)),
      }),
      context.hostile ? fc.subarray(names.filter((name) => required.has(name))) : fc.constant([]),
      context.hostile
        ? fc.option(
            fc.dictionary(fc.constantFrom(...extraKeys(context)), hostileValue, { maxKeys: 2 }),
            {
              freq: 4,
            },
          )
        : fc.constant(null),
    )
    .map(([record, dropped, extra]) => {
      const value: Record<string, unknown> = { ...record };
      // A required key missing now and then.
      if (dropped.length === 1) delete value[dropped[0] as string];
      return extra ? { ...extra, ...value } : value;
    });
}

function extraKeys(context: FuzzContext): string[] {
  return [...context.knownKeys.slice(0, 40), '__proto__', 'constructor', 'unknownField'];
}

/** A body for a route that declares no schema: the keys any input of the API uses. */
function looseObject(context: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(
    fc.oneof(fc.constantFrom(...extraKeys(context)), fc.string({ maxLength: 8 })),
    context.hostile
      ? fc.oneof(plainText, uuidValue(context), hostileValue)
      : fc.oneof(plainText, uuidValue(context)),
    { maxKeys: 6 },
  );
}

/** A request as sent: the caller adds the role's session cookie. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A path segment, percent-encoded as a client would (or as an attacker would not). */
function pathSegment(context: FuzzContext, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  if (!context.hostile) return uuidValue(context).map(encodeValue);
  const raw = fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%FF',
    '%',
    '..%2F..%2Fetc',
    '%2e%2e',
    'x'.repeat(3_000),
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fromJsonSchema(schema ?? { type: 'string', format: 'uuid' }, context).map(
        encodeValue,
      ),
    },
    { weight: 2, arbitrary: uuidValue(context).map(encodeValue) },
    { weight: 1, arbitrary: raw },
  );
}

/** Percent-encodes a value's text as UTF-8; a lone surrogate goes as the bytes of its code unit. */
export function encodeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      // What a buggy client sends for a lone surrogate (CESU-8 bytes, invalid UTF-8).
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function queryString(schema: JsonSchema | undefined, context: FuzzContext): fc.Arbitrary<string> {
  const parameters = !context.hostile
    ? schema
      ? fromJsonSchema(schema, context)
      : fc.constant({})
    : fc.oneof(
        { weight: 3, arbitrary: fromJsonSchema(schema ?? { type: 'object' }, context) },
        { weight: 1, arbitrary: looseObject(context) },
      );
  return fc.tuple(parameters, fc.boolean()).map(([value, repeat]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      return `?q=${encodeValue(value)}`;
    }
    const pairs: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const items = Array.isArray(item) && repeat ? item : [item];
      for (const one of items) pairs.push(`${encodeValue(key)}=${encodeValue(one)}`);
    }
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
}

/** The body of a request: JSON as the schema says, or malformed in one of the usual ways. */
function restBody(
  route: RestRoute,
  context: FuzzContext,
): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'body'>> {
  if (route.multipartUpload) return multipartBody(context);
  const schema = route.schema?.body as JsonSchema | undefined;
  const json = fromJsonSchema(schema ?? { type: 'object' }, context).map((value) => ({
    headers: JSON_HEADERS,
    body: JSON.stringify(value) ?? 'null',
  }));
  if (!context.hostile) return json;
  const malformed = fc.constantFrom<Pick<FuzzRequest, 'headers' | 'body'>>(
    { headers: JSON_HEADERS, body: '{"a":' },
    { headers: JSON_HEADERS, body: '' },
    { headers: JSON_HEADERS, body: '{"__proto__":{"admin":true}}' },
    { headers: JSON_HEADERS, body: '{"constructor":{"prototype":{"admin":true}}}' },
    {
      headers: JSON_HEADERS,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { headers: JSON_HEADERS, body: `{"a":"${'x'.repeat(1_100_000)}"}` },
    { headers: JSON_HEADERS, body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
    { headers: { 'content-type': 'text/plain' }, body: '{"a":1}' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%00' },
    { headers: { 'content-type': 'application/json; charset=latin1' }, body: '{"a":"é"}' },
    { headers: {}, body: undefined },
  );
  return fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: malformed });
}

function multipartBody(context: FuzzContext): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'body'>> {
  const boundary = 'fuzzboundary7d1c';
  return fc
    .tuple(
      fc.oneof(
        fc.constantFrom('a.pdf', 'notes.txt', '../../etc/passwd', 'a\u0000b.pdf', 'é.docx'),
        hostileString,
      ),
      fc.constantFrom('application/pdf', 'text/plain', 'image/png', 'application/x-msdownload', ''),
      fc.oneof(
        fc.constantFrom('%PDF-1.4\n%EOF\n', 'MZ\u0090\u0000', ''),
        fc.string({ maxLength: 200 }),
      ),
      looseObject(context),
      fc.boolean(),
    )
    .map(([filename, type, content, fields, header]) => {
      const parts = Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name.replaceAll('"', '')}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
      );
      parts.push(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename.replaceAll('"', '')}"\r\ncontent-type: ${type}\r\n\r\n${content}\r\n`,
      );
      const headers: Record<string, string> = {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      if (header) headers['x-requested-with'] = 'fetch';
      return { headers, body: `${parts.join('')}--${boundary}--\r\n` };
    });
}

function restRequest(operation: RestOperation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const { route } = operation;
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const paramSchemas = (route.schema?.params as JsonSchema | undefined)?.properties ?? {};
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  return fc
    .tuple(
      fc.tuple(...paramNames.map((name) => pathSegment(context, paramSchemas[name]))),
      queryString(route.schema?.querystring as JsonSchema | undefined, context),
      hasBody ? restBody(route, context) : fc.constant({ headers: {}, body: undefined }),
    )
    .map(([segments, query, body]) => {
      let path = route.url;
      paramNames.forEach((name, index) => {
        path = path.replace(`:${name}`, segments[index] ?? '');
      });
      return { method: route.method, url: `${path}${query}`, ...body };
    });
}

// ---------------------------------------------------------------------------------------------
// GraphQL

function scalarValue(
  type: GraphQLNamedType,
  context: FuzzContext,
  name?: string,
): fc.Arbitrary<unknown> {
  switch (type.name) {
    case 'UUID':
    case 'ID':
      return uuidValue(context);
    case 'String':
      return textFor(name);
    case 'Int':
      return fc.integer({ min: -5, max: 200 });
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    default:
      if (/date|time/i.test(type.name)) return isoDate;
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values of a GraphQL input type: mostly of that type, at any level possibly hostile. */
export function inputValue(
  type: GraphQLInputType,
  context: FuzzContext,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    if (!context.hostile) return inputValue(type.ofType, context, depth, name);
    return fc.oneof(
      { weight: 12, arbitrary: inputValue(type.ofType, context, depth, name) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  if (depth > 3) return fc.constant(null);
  let valid: fc.Arbitrary<unknown>;
  if (isListType(type) && !context.hostile) {
    valid = fc.array(inputValue(type.ofType, context, depth + 1, name), { maxLength: 3 });
  } else if (isListType(type)) {
    valid = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(inputValue(type.ofType, context, depth + 1, name), { maxLength: 4 }),
      },
      {
        weight: 1,
        arbitrary: fc.array(inputValue(type.ofType, context, depth + 1, name), {
          minLength: 200,
          maxLength: 400,
        }),
      },
      // A single value where a list is expected (GraphQL coerces it).
      { weight: 1, arbitrary: inputValue(type.ofType, context, depth + 1, name) },
    );
  } else if (isEnumType(type)) {
    valid = fc.constantFrom(...type.getValues().map((value) => value.name));
  } else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    valid = fc
      .tuple(
        fc.record(
          Object.fromEntries(
            fields.map((field) => [
              field.name,
              inputValue(field.type, context, depth + 1, field.name),
            ]),
          ),
          {
            requiredKeys: fields
              .filter((field) => isNonNullType(field.type))
              .map((field) => field.name),
          },
        ),
        context.hostile
          ? fc.option(fc.constantFrom('unknownField', '__proto__'), { freq: 8 })
          : fc.constant(null),
      )
      .map(([record, extra]) => (extra ? { ...record, [extra]: 'x' } : record));
  } else {
    valid = scalarValue(type, context, name);
  }
  if (!context.hostile) return valid;
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** `{ __typename scalar… }` for object results: enough to run the field and its leaf resolvers. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  const leaves = isObjectType(named)
    ? Object.values(named.getFields())
        .filter(
          (child) =>
            isLeafType(getNamedType(child.type)) &&
            child.args.every((arg) => !isNonNullType(arg.type)),
        )
        .map((child) => child.name)
    : [];
  return ` { __typename ${leaves.join(' ')} }`;
}

/** A GraphQL literal for a value (enum names bare when `enumType` says so). */
function literal(value: unknown, type: GraphQLInputType | undefined, depth = 0): string {
  // Deeper than any limit lets through (GRAPHQL_MAX_TOKENS refuses it first).
  if (value === null || value === undefined || depth > 200) return 'null';
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (typeof value === 'string') {
    if (inner && isEnumType(inner) && /^[_A-Za-z]\w*$/.test(value)) return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const item = inner && isListType(inner) ? inner.ofType : undefined;
    return `[${value.map((entry) => literal(entry, item, depth + 1)).join(', ')}]`;
  }
  const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
  return `{${Object.entries(value as Record<string, unknown>)
    .filter(([key]) => /^[_A-Za-z]\w*$/.test(key))
    .map(([key, entry]) => `${key}: ${literal(entry, fields[key]?.type, depth + 1)}`)
    .join(', ')}}`;
}

function graphqlRequest(
  operation: GraphQLOperation,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const { field } = operation;
  const args: readonly GraphQLArgument[] = field.args;
  const values = fc.tuple(
    ...args.map((arg) =>
      isNonNullType(arg.type)
        ? inputValue(arg.type, context, 0, arg.name)
        : fc.option(inputValue(arg.type, context, 0, arg.name), { nil: undefined, freq: 3 }),
    ),
  );
  // Variables run the scalars' parseValue, literals their parseLiteral: both are entry points.
  return fc.tuple(values, fc.boolean()).map(([argValues, asLiterals]) => {
    const present = args
      .map((arg, index) => ({ arg, value: argValues[index] }))
      .filter((entry) => entry.value !== undefined);
    let header = '';
    let argumentList = '';
    let variables: Record<string, unknown> = {};
    if (asLiterals) {
      argumentList = present
        .map(({ arg, value }) => `${arg.name}: ${literal(value, arg.type)}`)
        .join(', ');
    } else {
      header = present.map(({ arg }) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      argumentList = present.map(({ arg }) => `${arg.name}: $${arg.name}`).join(', ');
      variables = Object.fromEntries(present.map(({ arg, value }) => [arg.name, value]));
    }
    const query = `${operation.operationType} Fuzz${header ? `(${header})` : ''} { ${field.name}${
      argumentList ? `(${argumentList})` : ''
    }${selectionOf(field)} }`;
    return {
      method: 'POST',
      url: '/graphql',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query, variables }),
    };
  });
}

/** The inputs of one operation. */
export function requestsFor(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const build = (hostile: boolean) => {
    const withMode = { ...context, hostile };
    return operation.kind === 'rest'
      ? restRequest(operation, withMode)
      : graphqlRequest(operation, withMode);
  };
  // One input in three as a real client would send it, so that the services run past validation.
  return fc.oneof({ weight: 1, arbitrary: build(false) }, { weight: 2, arbitrary: build(true) });
}

/** Property names of every route schema and GraphQL input, for bodies without a schema. */
export function collectKnownKeys(routes: readonly RestRoute[], schema: GraphQLSchema): string[] {
  const keys = new Set<string>();
  const walk = (node: JsonSchema | undefined): void => {
    if (!node) return;
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      keys.add(name);
      walk(child);
    }
    walk(node.items);
  };
  for (const route of routes) {
    walk(route.schema?.body as JsonSchema | undefined);
    walk(route.schema?.querystring as JsonSchema | undefined);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) for (const name of Object.keys(type.getFields())) keys.add(name);
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) keys.add(arg.name);
    }
  }
  return [...keys].sort();
}

// ---------------------------------------------------------------------------------------------
// Verdicts

export interface FuzzAnswer {
  status: number;
  body: string;
}

/** What in an answer body betrays the server's insides. */
const LEAKS: readonly [string, RegExp][] = [
  ['stack trace', /\n\s+at \S.*[(:]\d+:\d+\)?|\bat (?:async )?\S+ \((?:file:|node:|\/)/],
  ['source path', /\/(?:src|dist|node_modules)\/\S+\.(?:ts|js)\b/],
  ['JavaScript error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|EvalError): /],
  [
    'JavaScript internals',
    /Cannot read propert|is not a function|is not iterable|Maximum call stack|undefined is not/,
  ],
  [
    'SQL error',
    /syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint|invalid input syntax for|relation "\w+" does not exist|column "\w+" (?:does not exist|of relation)|duplicate key value|value too long for type|out of range for type|invalid byte sequence for encoding/i,
  ],
  [
    'driver internals',
    /MikroORM|EntityManager|ECONNREFUSED|ETIMEDOUT|ioredis|BullMQ|Kysely|QueryFailedError|DriverException/,
  ],
];

/** `Internal server error` codes a GraphQL answer carries with any status. */
const INTERNAL_CODES = new Set(['INTERNAL_SERVER_ERROR', 'INTERNAL_ERROR', 'UNEXPECTED']);

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message?: unknown; extensions?: Record<string, unknown> }[];
}

function parseGraphQL(body: string): GraphQLAnswer | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as GraphQLAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** Why an answer fails the properties (empty: it passes). */
export function answerProblems(operation: Operation, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(answer.body);
    if (found) problems.push(`${what} in the answer: ${JSON.stringify(found[0])}`);
  }
  if (operation.kind === 'graphql') {
    const parsed = parseGraphQL(answer.body);
    for (const error of parsed?.errors ?? []) {
      const code = error.extensions?.code;
      if (typeof code === 'string' && INTERNAL_CODES.has(code))
        problems.push(`GraphQL error code ${code}`);
      if (
        error.extensions &&
        ('stacktrace' in error.extensions || 'exception' in error.extensions)
      ) {
        problems.push('GraphQL error with a stack trace');
      }
    }
  }
  return problems;
}

/** A refused request: a 4xx, or a GraphQL answer with errors and no data for the field. */
export function isRefusal(operation: Operation, answer: FuzzAnswer): boolean {
  if (answer.status >= 400 && answer.status < 500) return true;
  if (operation.kind !== 'graphql') return false;
  const parsed = parseGraphQL(answer.body);
  return (
    (parsed?.errors?.length ?? 0) > 0 &&
    (parsed?.data === null ||
      parsed?.data === undefined ||
      parsed.data[operation.field.name] === null)
  );
}

/** The answer's status as counted: GraphQL refusals in a 200 count as 4xx. */
export function statusClass(
  operation: Operation,
  answer: FuzzAnswer,
): '2xx' | '4xx' | '5xx' | '3xx' {
  if (answer.status >= 500) return '5xx';
  if (isRefusal(operation, answer)) return '4xx';
  return answer.status >= 300 && answer.status < 400 ? '3xx' : '2xx';
}

// ---------------------------------------------------------------------------------------------
// Row counts

/** What runs SQL (a pg Client or Pool). */
export interface SqlRunner {
  /** A `name`d query is prepared once per connection (pg's Client and Pool both do it). */
  query(
    sql: string | { name: string; text: string },
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Ids of demo rows (two of every table with a uuid id) but the fuzzing identities' accounts:
 * inputs that name existing rows reach the services; the identities must stay usable.
 */
export async function demoIds(
  sql: SqlRunner,
  identityEmails: readonly string[],
): Promise<string[]> {
  const { rows: tables } = await sql.query(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'
      order by table_name`,
  );
  const ids: string[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await sql.query(
      `select id::text as id from "${String(table).replaceAll('"', '""')}"
        where id not in (select id from users where email = any($1)) order by id limit 2`,
      [identityEmails],
    );
    ids.push(...rows.map((row) => String(row.id)));
  }
  return ids;
}

/**
 * Tables a refused request writes on purpose: the security log records refused sign-ins,
 * uploads and codes (ASVS 16.3.3), so its rows are the refusal's record, not a half-write.
 */
export const AUDIT_TABLES = new Set(['security_events']);

let preparedCounts = 0;

/** Every table of the public schema, counted in one statement. */
export async function rowCounter(sql: SqlRunner): Promise<() => Promise<Record<string, number>>> {
  const { rows } = await sql.query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const tables = rows
    .map((row) => String(row.tablename))
    .filter((table) => !AUDIT_TABLES.has(table));
  const statement = `select ${tables
    .map((table, index) => `(select count(*) from "${table.replaceAll('"', '""')}") as c${index}`)
    .join(', ')}`;
  // Prepared once on this connection: planning the one-row count of every table cost about
  // three times its execution, and the fuzzer counts after every request.
  const prepared = { name: `fuzz-count-rows-${++preparedCounts}`, text: statement };
  return async () => {
    const result = await sql.query(prepared);
    const counts = result.rows[0] ?? {};
    return Object.fromEntries(tables.map((table, index) => [table, Number(counts[`c${index}`])]));
  };
}

/** Tables whose count differs. */
export function changedTables(
  before: Record<string, number>,
  after: Record<string, number>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** A short printable form of a request (long bodies cut). */
export function describeRequest(request: FuzzRequest, limit = 2_000): string {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : `<${request.body.length} bytes: ${Buffer.from(request.body).toString('hex').slice(0, 80)}>`;
  const shown = body.length > limit ? `${body.slice(0, limit)}… (${body.length} chars)` : body;
  return `${request.method} ${request.url.length > limit ? `${request.url.slice(0, limit)}…` : request.url}\n${JSON.stringify(request.headers)}\n${shown}`;
}

// ---------------------------------------------------------------------------------------------
// The run

export type FuzzRole = 'anonymous' | 'member' | 'admin';
export const FUZZ_ROLES: readonly FuzzRole[] = ['anonymous', 'member', 'admin'];

/** The gateway under test, as the caller reaches it (app.inject in the test, HTTP in the script). */
export interface FuzzTarget {
  send(request: FuzzRequest, role: FuzzRole): Promise<FuzzAnswer>;
  /** After accepted writes: renews a role's session if one of them ended it (sign-out). */
  renewSessions(): Promise<void>;
  /** Row counts of every table; unset: no half-written-row check. */
  countRows?: () => Promise<Record<string, number>>;
}

export interface FuzzOptions {
  /** Requests sent together; row counts are compared around batches that were all refused. */
  concurrency: number;
  /** Tables a refused request may change, with why (none so far). */
  ignoredTables?: ReadonlySet<string>;
}

interface Sent {
  operation: Operation;
  request: FuzzRequest;
  role: FuzzRole;
  resolve(answer: { answer: FuzzAnswer; problems: string[] }): void;
  reject(error: unknown): void;
}

/**
 * Sends requests in batches of up to `concurrency`: counts the rows of every table before and
 * after a batch, and when every request of the batch was refused, any changed count is a
 * half-written row (the batch is then replayed one by one to name the request).
 */
export class FuzzGate {
  private readonly pending: Sent[] = [];
  private lastCounts: Record<string, number> | undefined;
  private flushing = false;
  private scheduled = false;
  readonly unattributed: string[] = [];

  private readonly target: FuzzTarget;
  private readonly options: FuzzOptions;

  constructor(target: FuzzTarget, options: FuzzOptions) {
    this.target = target;
    this.options = options;
  }

  send(
    operation: Operation,
    request: FuzzRequest,
    role: FuzzRole,
  ): Promise<{ answer: FuzzAnswer; problems: string[] }> {
    return new Promise((resolve, reject) => {
      this.pending.push({ operation, request, role, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.options.concurrency);
        try {
          const results = await this.runBatch(batch);
          for (const [index, sent] of batch.entries()) {
            sent.resolve(results[index] as { answer: FuzzAnswer; problems: string[] });
          }
        } catch (error) {
          for (const sent of batch) sent.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private changed(before: Record<string, number>, after: Record<string, number>): string[] {
    return changedTables(before, after).filter((table) => !this.options.ignoredTables?.has(table));
  }

  private async runBatch(batch: Sent[]): Promise<{ answer: FuzzAnswer; problems: string[] }[]> {
    const count = this.target.countRows;
    // Batches run one after the other: the counts after one are the counts before the next.
    const before = count ? (this.lastCounts ?? (await count())) : undefined;
    this.lastCounts = undefined;
    const answers = await Promise.all(
      batch.map((sent) => this.target.send(sent.request, sent.role)),
    );
    const results = batch.map((sent, index) => {
      const answer = answers[index] as FuzzAnswer;
      return { answer, problems: answerProblems(sent.operation, answer) };
    });
    const refused = batch.map((sent, index) =>
      isRefusal(sent.operation, answers[index] as FuzzAnswer),
    );
    if (count && before) {
      const after = await count();
      const changed = this.changed(before, after);
      if (changed.length > 0 && refused.every(Boolean))
        await this.attribute(batch, results, changed);
      else this.lastCounts = after;
    }
    // An accepted write may have ended a role's session (sign-out): renewed before the next.
    if (batch.some((sent, index) => !refused[index] && isWrite(sent))) {
      await this.target.renewSessions();
      // A renewed session is a row of its own: count afresh before the next batch.
      this.lastCounts = undefined;
    }
    return results;
  }

  /** Replays a batch whose refusals changed rows one request at a time, to name the culprit. */
  private async attribute(
    batch: Sent[],
    results: { answer: FuzzAnswer; problems: string[] }[],
    changed: string[],
  ): Promise<void> {
    const count = this.target.countRows as () => Promise<Record<string, number>>;
    if (batch.length === 1) {
      results[0]?.problems.push(`refused, yet rows changed in ${changed.join(', ')}`);
      return;
    }
    let named = false;
    for (const [index, sent] of batch.entries()) {
      const before = await count();
      const answer = await this.target.send(sent.request, sent.role);
      const tables = this.changed(before, await count());
      if (isRefusal(sent.operation, answer) && tables.length > 0) {
        results[index]?.problems.push(`refused, yet rows changed in ${tables.join(', ')}`);
        named = true;
      }
    }
    if (!named) {
      this.unattributed.push(
        `a batch of ${batch.length} refused requests changed ${changed.join(', ')}: ${batch.map((sent) => sent.operation.name).join('; ')}`,
      );
    }
  }
}

function isWrite(sent: Sent): boolean {
  return sent.operation.kind === 'graphql'
    ? sent.operation.operationType === 'mutation'
    : sent.request.method !== 'GET';
}

export interface OperationReport {
  name: string;
  inputs: number;
  classes: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  failure?: {
    seed: number;
    path?: string;
    counterexample: string;
    /** The shrunk request itself, uncut. */
    request?: FuzzRequest;
    problems: string[];
  };
}

export interface FuzzOperationOptions {
  numRuns: number;
  seed: number;
  roles?: readonly FuzzRole[];
  /** Stops generating (and shrinking) after this long; what ran still counts. */
  timeLimitMs?: number;
}

/**
 * Fuzzes one operation: each generated request is sent as every role; a 5xx, a leak in the
 * answer or a refusal that changed rows fails the property, and fast-check shrinks the input.
 */
export async function fuzzOperation(
  operation: Operation,
  context: FuzzContext,
  gate: FuzzGate,
  options: FuzzOperationOptions,
): Promise<OperationReport> {
  const report: OperationReport = {
    name: operation.name,
    inputs: 0,
    classes: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
  };
  const roles = options.roles ?? FUZZ_ROLES;
  const problemsOf = new WeakMap<FuzzRequest, string[]>();
  const property = fc.asyncProperty(requestsFor(operation, context), async (request) => {
    const problems: string[] = [];
    for (const role of roles) {
      const { answer, problems: found } = await gate.send(operation, request, role);
      report.inputs += 1;
      report.classes[statusClass(operation, answer)] += 1;
      for (const problem of found) problems.push(`${role}: ${problem}`);
    }
    problemsOf.set(request, problems);
    return problems.length === 0;
  });
  const result = await fc.check(property, {
    numRuns: options.numRuns,
    seed: options.seed,
    ...(options.timeLimitMs !== undefined && {
      interruptAfterTimeLimit: options.timeLimitMs,
      markInterruptAsFailure: false,
    }),
  });
  // fast-check calls a property interrupted before its first input a failure; here it only
  // means the operation's time share ran out while it waited for the gate (a loaded machine),
  // so it reports no inputs and a later round gives it time again.
  if (result.interrupted && result.numRuns === 0) return report;
  if (result.failed && result.counterexample) {
    const [request] = result.counterexample as [FuzzRequest];
    report.failure = {
      seed: result.seed,
      path: result.counterexamplePath ?? undefined,
      counterexample: describeRequest(request),
      request,
      problems: problemsOf.get(request) ?? [],
    };
  } else if (result.failed) {
    report.failure = {
      seed: result.seed,
      counterexample: '(no counterexample)',
      // fast-check fails without a counterexample when it could not run the property at all
      // (too many skipped inputs, an error in the generator): its own report says which.
      problems: [fc.defaultReportMessage(result) ?? String(result.errorInstance ?? 'failed')],
    };
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// Plain samples (for scanners that need one well-formed request to start from)

/** One value a real client would send for a JSON schema (the same for a given seed). */
export function sampleJson(schema: JsonSchema, context: FuzzContext, seed: number): unknown {
  return fc.sample(fromJsonSchema(schema, { ...context, hostile: false }), { numRuns: 1, seed })[0];
}

/** Well-formed variables for every argument of a root field, optional ones included. */
export function sampleArguments(
  field: GraphQLField<unknown, unknown>,
  context: FuzzContext,
  seed: number,
): Record<string, unknown> {
  const clean = { ...context, hostile: false };
  return Object.fromEntries(
    field.args.map((arg, index) => [
      arg.name,
      fc.sample(inputValue(arg.type, clean, 0, arg.name), { numRuns: 1, seed: seed + index })[0],
    ]),
  );
}

/** `query Fuzz($a: T!) { field(a: $a) { … } }` for a root field, every argument a variable. */
export function operationDocument(operation: GraphQLOperation): string {
  const { field } = operation;
  const header = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const list = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation.operationType} Fuzz${header ? `(${header})` : ''} { ${field.name}${list ? `(${list})` : ''}${selectionOf(field)} }`;
}
