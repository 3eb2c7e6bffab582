import type { Ajv, Plugin } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { UUID_PATTERN } from '../errors/input-checks.js';

// ajv-formats is CommonJS: its default export is the function.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * ajv-formats' `uuid` also accepts `urn:uuid:…`, which passed every route's schema and reached
 * PostgreSQL as text its uuid type cannot read (a 500, found by npm run fuzz). Ids here are the
 * plain form only, as the GraphQL UUID scalar and the services' checks read them.
 */
function strictUuidFormat(ajv: Ajv): Ajv {
  return ajv.addFormat('uuid', UUID_PATTERN);
}

/**
 * Fastify's request validator: the standard formats, with `uuid` as strict as PostgreSQL.
 * ajv-formats is passed itself: Fastify's compiler recognises it by name and then does not add
 * it again after these, which would bring the lenient `uuid` back.
 */
export const requestAjvPlugins: Plugin<unknown>[] = [
  addFormats as Plugin<unknown>,
  strictUuidFormat,
];

/** The same formats on an Ajv of our own (the response check of the tests). */
export function addPortalFormats(ajv: Ajv): Ajv {
  for (const plugin of requestAjvPlugins) plugin(ajv, undefined);
  return ajv;
}
