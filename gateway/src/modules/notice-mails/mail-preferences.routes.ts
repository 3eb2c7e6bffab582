import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../../values/role.js';
import { MailPreferencesChangeSchema, MailPreferencesSchema } from './mail-preferences.schema.js';
import {
  type MailPreferencesRow,
  modeList,
  readMailPreferences,
  saveMailPreferences,
} from './mail-preferences.service.js';

/** The REST answer: the modes as a list, as GraphQL has them. */
function answer(row: MailPreferencesRow) {
  return {
    ...row,
    modes: modeList(row.modes),
  };
}

/** GET and PUT /api/me/mail-preferences: the signed-in member's own e-mail settings. */
export function registerMailPreferenceRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/me/mail-preferences',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'My e-mail settings for notices',
        response: { 200: MailPreferencesSchema },
      },
    },
    async (request) => answer(await readMailPreferences(request.em, viewerOf(request).id)),
  );
  app.put(
    '/api/me/mail-preferences',
    {
      config: { access: ANY_MEMBER },
      schema: {
        summary: 'Change my e-mail settings for notices',
        body: MailPreferencesChangeSchema,
        response: { 200: MailPreferencesSchema },
      },
    },
    async (request) =>
      answer(await saveMailPreferences(request.em, viewerOf(request).id, request.body)),
  );
}
