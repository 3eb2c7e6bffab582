import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './access-control.js';
import { addPortalFormats } from './ajv-formats.js';
import { isApiDocsPath } from './api-docs.js';
import { asJson, ErrorBody } from './api-schema.js';

export class UndocumentedResponse extends Error {
  override name = 'UndocumentedResponse';
}

type ResponseSchemas = Record<string, unknown>;

/** The documented schema of an answer: its exact status, its class (`4xx`) or `default`. */
function schemaFor(responses: ResponseSchemas, status: number): unknown {
  return (
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}xx`] ?? responses.default
  );
}

/** A schema with `content` per media type (binary answers) documents a body that is not JSON. */
function jsonSchemaOf(schema: unknown): unknown | 'not-json' {
  const content = (schema as { content?: Record<string, { schema: unknown }> }).content;
  if (!content) return schema;
  const json = content['application/json'];
  return json ? json.schema : 'not-json';
}

/**
 * For the tests (config.checkApiResponses): every /api answer must match the response schema
 * its route documents in /api/openapi.json, checked on the value the route returned before
 * serialisation (which would silently drop an undocumented property). A mismatch fails the
 * request with a 500 naming the route and the problem, so the test that made it fails.
 */
export function installResponseCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addPortalFormats(ajv);
  ajv.addSchema(ErrorBody);
  const compiled = new WeakMap<object, ValidateFunction>();
  const checked = new WeakSet<FastifyRequest>();

  const check = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown,
    { bodyIsJson = true } = {},
  ) => {
    checked.add(request);
    const route = `${request.method} ${request.routeOptions.url}`;
    const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined;
    // A route without any (one a test adds) is caught by api-docs.test.ts's coverage check.
    if (!responses) return;
    const schema = schemaFor(responses, reply.statusCode);
    if (schema === undefined) {
      throw new UndocumentedResponse(`${route} answered ${reply.statusCode}, not documented`);
    }
    const json = jsonSchemaOf(schema);
    if (json === 'not-json' || !bodyIsJson) return;
    let validate = compiled.get(json as object);
    if (!validate) {
      validate = ajv.compile(json as object);
      compiled.set(json as object, validate);
    }
    if (!validate(body)) {
      // Loud in the test output: the failing request's answer is only a generic 500.
      process.stderr.write(
        `${route} ${reply.statusCode} does not match its schema: ${ajv.errorsText(validate.errors)}\n`,
      );
      throw new UndocumentedResponse(
        `${route} answered ${reply.statusCode} not matching its schema: ${ajv.errorsText(validate.errors)}`,
      );
    }
  };

  // Hidden routes (the document itself, the reference page's files) are not part of it.
  const applies = (request: FastifyRequest) =>
    isApiPath(request.url) &&
    request.routeOptions.url !== undefined &&
    (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide !== true &&
    !isApiDocsPath(request.routeOptions.url) &&
    !checked.has(request);

  // Checked as JSON carries it (a Date as its ISO text, as the serializer writes it), with
  // every property the route returned, documented or not.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (applies(request)) check(request, reply, asJson(payload));
    return payload;
  });
  // Answers sent as ready text (JSON built by PostgreSQL) or with no body (204).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!applies(request)) return payload;
    if (payload === undefined || payload === null || payload === '') {
      check(request, reply, null);
    } else if (
      typeof payload === 'string' &&
      /json/.test(String(reply.getHeader('content-type')))
    ) {
      check(request, reply, JSON.parse(payload));
    } else {
      // A file or image: the status must be documented; its bytes are not JSON to check.
      check(request, reply, undefined, { bodyIsJson: false });
    }
    return payload;
  });
}
