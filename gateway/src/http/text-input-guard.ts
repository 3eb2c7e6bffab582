import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { badUserInput, type FieldErrors } from '../errors/domain-error.js';
import { throwIfProblems } from '../errors/input-checks.js';
import { GRAPHQL_PATH } from './graphql-path.js';
import {
  collectMisencodedQuery,
  collectUnsafeText,
  INVALID_UTF8_PROBLEM,
  replacedBytesProblem,
} from './unsafe-text.js';

/**
 * The REST side of the text checks (unsafe-text.ts), in one place for every route: JSON bodies
 * must be UTF-8, and no string of the body, the query or the path parameters may hold NUL or an
 * unpaired surrogate. A bad request is a 400 naming the field before any handler runs.
 * GraphQL requests get their query, variables and literals checked by the GraphQL plugin
 * instead (graphql/text-input-plugin.ts), so that their answer keeps the GraphQL shape.
 */
export function installTextInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (isUtf8(bytes)) return parseJson(request, bytes.toString('utf8'), done);
    done(badUserInput(fieldsWithBadBytes(bytes)), undefined);
  });

  app.addHook('preValidation', async (request) => {
    const problems: FieldErrors = {};
    collectMisencodedQuery(problems, request.url);
    collectUnsafeText(problems, request.params, '');
    if (request.routeOptions.url !== GRAPHQL_PATH) {
      collectUnsafeText(problems, request.query, '');
      collectUnsafeText(problems, request.body, '');
    }
    throwIfProblems(problems);
  });
}

/**
 * Which fields of a body that is not UTF-8 hold the bad bytes: decoded leniently, they read as
 * U+FFFD. A body that does not parse even then is named as a whole.
 */
function fieldsWithBadBytes(bytes: Buffer): FieldErrors {
  const fields: FieldErrors = {};
  try {
    collectUnsafeText(fields, JSON.parse(bytes.toString('utf8')), '', replacedBytesProblem);
  } catch {
    // Not JSON either: the body as a whole is the problem.
  }
  return Object.keys(fields).length > 0 ? fields : { body: INVALID_UTF8_PROBLEM };
}
