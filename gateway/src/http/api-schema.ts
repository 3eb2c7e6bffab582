import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';

/**
 * The building blocks of every /api route's schema (TypeBox: JSON Schema with static types).
 * One schema per route validates the request (Fastify's Ajv), serialises the answer
 * (fast-json-stringify) and documents both (@fastify/swagger, /api/openapi.json), so the
 * shared checks below are written once for all three.
 */

/** A UUID, as ids are everywhere (path parameters, filters, answers). */
export const Uuid = (options: { description?: string } = {}) =>
  Type.String({ format: 'uuid', ...options });

/** An instant as ISO 8601 text with a time zone (`Date.toISOString()`). */
export const IsoDateTime = (options: { description?: string } = {}) =>
  Type.String({ format: 'date-time', ...options });

/**
 * An instant in an answer, held as a Date by the service: the serializer (fast-json-stringify)
 * writes it as ISO 8601 text, as IsoDateTime documents, and GraphQL reads the same Date as a
 * DateTimeISO (graphql/fields-from-schema.ts).
 */
export const Instant = (options: { description?: string } = {}) =>
  Type.Unsafe<Date>({ type: 'string', format: 'date-time', ...options });

/** A value as its JSON reads back: Dates become their ISO text (what Instant documents). */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? AsJson<E>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;

/** An answer as the client receives it, for one used outside a route (a page's first HTML). */
export function asJson<T>(value: T): AsJson<T> {
  return JSON.parse(JSON.stringify(value)) as AsJson<T>;
}

/** An e-mail address of at most `maxLength` characters. */
export const Email = (maxLength: number, options: { description?: string } = {}) =>
  Type.String({ format: 'email', maxLength, ...options });

/** A `limit` query parameter: 1 to `max` items (the route's default when absent). */
export const Limit = (max: number, fallback: number | string = 'the route default') =>
  Type.Integer({
    minimum: 1,
    maximum: max,
    description: `Items per answer (default ${fallback}).`,
  });

/**
 * An `offset` query parameter: items to skip, within PostgreSQL's integer range (a larger number,
 * such as 1e21, would reach the database as text it cannot read as a bigint).
 */
export const Offset = (max = 2_147_483_647) =>
  Type.Integer({ minimum: 0, maximum: max, description: 'Items to skip (default 0).' });

/**
 * A value or null, written as JSON Schema's type list (`["string", "null"]`) rather than anyOf:
 * Ajv then reports one problem for the field ("must be string,null"), the 400s the spec shows.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as unknown as { type?: string | string[] };
  if (typeof type !== 'string') return Type.Unsafe({ anyOf: [schema, { type: 'null' }] });
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** One of a fixed list of text values (a TypeScript enum's values or a const list). */
export function OneOf<const V extends string>(
  values: readonly V[],
  options: { description?: string } = {},
): TUnsafe<V> {
  return Type.Unsafe<V>({ type: 'string', enum: [...values], ...options });
}

/**
 * An answer's object: exactly these properties. Serialising drops anything else, and the tests'
 * response check (response-check.ts) fails a route that returns a property its schema lacks.
 */
export const Shape = <P extends Record<string, TSchema>>(
  properties: P,
  options: { description?: string } = {},
) => Type.Object(properties, { additionalProperties: false, ...options });

/** The one error answer of the gateway (http/error-handler.ts, errors/error-mapper.ts). */
export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'What went wrong, for a person to read.' }),
    code: Type.String({ description: 'A stable code (ErrorCode), e.g. BAD_USER_INPUT.' }),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Per field of the input: its problem (400 BAD_USER_INPUT).',
      }),
    ),
    retryAfterSeconds: Type.Optional(
      Type.Integer({ description: 'With 429 and 503: seconds to wait (also Retry-After).' }),
    ),
    fileName: Type.Optional(Nullable(Type.String({ description: 'Uploads: the refused file.' }))),
  },
  { additionalProperties: false, $id: 'ErrorBody', title: 'Error' },
);

const errorRef = Type.Unsafe<{ message: string; code: string }>(Type.Ref('ErrorBody'));

/** Every /api route's possible failures (added to each route's responses by api-docs.ts). */
export const ERROR_RESPONSES = {
  '4xx': {
    ...errorRef,
    description:
      'Refused: bad input (400, naming the field), not signed in (401), not allowed (403), not found (404), conflict (409), too large (413), unsupported type (415) or too many requests (429).',
  },
  '5xx': {
    ...errorRef,
    description: 'Failed on the portal side (500) or a dependency is down (503, with Retry-After).',
  },
} as const;

/** A path naming one record by its id (`/…/:id`). */
export const IdParams = Type.Object({ id: Uuid() });

/** A request that takes no body (an act named by its path): anything sent is ignored. */
export const NoBody = Type.Unknown({
  description: 'None: send no body (anything sent is ignored).',
});

/** No body: 204 answers. */
export const NoContent = Type.Unsafe<void>({ type: 'null', description: 'No content.' });

/** `{ ok: true }`, the public forms' acknowledgement. */
export const Ok = Shape({ ok: Type.Literal(true) });
