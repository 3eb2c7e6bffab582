import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NoContent } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import { ANY_MEMBER } from '../../values/role.js';
import { MFA_CODE_MAX_LENGTH } from './dto/mfa.type.js';
import { PASSWORD_MAX_LENGTH } from './dto/sign-in.input.js';
import type { ReauthenticationService } from './reauthentication.service.js';

const ReauthenticateBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  code: Type.Optional(
    Type.String({
      maxLength: MFA_CODE_MAX_LENGTH,
      description: 'A code of the authenticator app or a recovery code (two-step sign-in on).',
    }),
  ),
});

/** REST twin of reauthenticate. */
export function registerReauthenticationRoutes(
  fastify: FastifyInstance,
  deps: { reauthentication: ReauthenticationService },
): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/session/reauthenticate',
    {
      config: { access: ANY_MEMBER, mfaSetup: true, sessionOnly: true },
      schema: {
        summary: 'Confirm the password (and code) again',
        description:
          'Before a change that answered 403 REAUTHENTICATION_REQUIRED (two-step sign-in, recovery codes, signing out other sessions): allowed for the next few minutes (SESSION_REAUTH_MINUTES).',
        body: ReauthenticateBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deps.reauthentication.reauthenticate(
        request.em,
        viewerOf(request),
        request.auth?.session ?? null,
        {
          password: request.body.password,
          code: request.body.code,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
      );
      return reply.code(204).send();
    },
  );
}
