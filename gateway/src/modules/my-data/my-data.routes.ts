import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  IsoDateTime,
  NoBody,
  NoContent,
  Nullable,
  OneOf,
  Shape,
  Uuid,
} from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER } from '../../values/role.js';
import { MFA_CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth/index.js';
import type { CloseAccountService } from './close-account.service.js';
import type { DataExportService, DataExportView } from './data-export.service.js';

const Export = Shape({
  id: Uuid(),
  state: OneOf(['preparing', 'ready', 'downloaded', 'expired'] as const),
  requestedAt: IsoDateTime(),
  readyAt: Nullable(IsoDateTime({ description: 'When it was ready; null while preparing.' })),
  expiresAt: Nullable(IsoDateTime({ description: 'Until when the mailed link works.' })),
  nextRequestAt: IsoDateTime({ description: 'When a new request is allowed (once a day).' }),
});

const ExportAnswer = Shape({ export: Nullable(Export) });

const CloseBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    code: Type.Optional(
      Type.String({
        maxLength: MFA_CODE_MAX_LENGTH,
        description: 'A code of the authenticator app or a recovery code (two-step sign-in on).',
      }),
    ),
  },
  { additionalProperties: false },
);

// A file, not JSON: the OpenAPI document tells of it, no serialiser touches it.
const zipAttachment: unknown = {
  description: 'The ZIP, as an attachment.',
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
};

const asJson = (view: DataExportView | null) => ({
  export: view && {
    id: view.id,
    state: view.state,
    requestedAt: view.requestedAt.toISOString(),
    readyAt: view.readyAt?.toISOString() ?? null,
    expiresAt: view.expiresAt?.toISOString() ?? null,
    nextRequestAt: view.nextRequestAt.toISOString(),
  },
});

/** REST twins of myDataExport, requestDataExport and closeAccount, and the archive's link. */
export function registerMyDataRoutes(
  fastify: FastifyInstance,
  deps: { exports: DataExportService; closing: CloseAccountService; cookie: SessionCookie },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The member's own data is the browser's business: no access token reads or closes it.
  const member = { access: ANY_MEMBER, sessionOnly: true };

  app.get(
    '/api/me/data-export',
    {
      config: member,
      schema: {
        summary: 'My latest request for a copy of my data',
        response: { 200: ExportAnswer },
      },
    },
    async (request) => asJson(await deps.exports.state(request.em, viewerOf(request).id)),
  );

  app.post(
    '/api/me/data-export',
    {
      config: member,
      schema: {
        summary: 'Ask for a copy of my data',
        body: NoBody,
        description:
          'The worker prepares a ZIP (data.json and my documents) and mails a one-time link, valid 7 days, for me signed in. Once a day (429).',
        response: { 202: ExportAnswer },
      },
    },
    async (request, reply) =>
      reply.code(202).send(asJson(await deps.exports.request(request.em, viewerOf(request).id))),
  );

  app.get(
    '/api/me/data-export/download/:token',
    {
      config: member,
      // A HEAD request (a link checker) must not use up the one-time link.
      exposeHeadRoute: false,
      schema: {
        summary: 'Download my data (the mailed one-time link)',
        description:
          "Works once, until it expires, and only for the member it was mailed to (a download cut short gives it back); 404 for a used, expired or another member's link.",
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: zipAttachment },
      },
    },
    async (request, reply) => {
      const file = await deps.exports.open(request.em, viewerOf(request).id, request.params.token);
      // Whether every byte was handed over decides what the link does next (settle): a client
      // gone mid-way leaves the answer unended, as its source was still being read.
      reply.raw.once('close', () => {
        file.settle(reply.raw.writableEnded).catch((error: unknown) => {
          request.log.warn({ err: error }, 'a data download could not be settled');
        });
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/me/close-account',
    {
      config: member,
      schema: {
        summary: 'Close my account',
        description:
          'With the password (and code) checked again: personal data deleted or pseudonymised as the privacy page says, the act recorded, every session ended (this one too).',
        body: CloseBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deps.closing.close(request.em, viewerOf(request), request.auth?.session ?? null, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      deps.cookie.clear(reply);
      return reply.code(204).send();
    },
  );
}
