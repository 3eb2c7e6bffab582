import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../../../errors/input-checks.js';
import { Ok } from '../../../http/api-schema.js';
import { viewerOf } from '../../../http/authentication.js';
import type { SessionCookie } from '../../../http/session-cookie.js';
import { ANY_MEMBER } from '../../../values/role.js';
import { LINK_TOKEN_MAX_LENGTH } from '../dto/account.input.js';
import { MFA_CODE_MAX_LENGTH } from '../dto/mfa.type.js';
import { PASSWORD_MAX_LENGTH } from '../dto/sign-in.input.js';
import type { AccountChangesService } from './account-changes.service.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

// Shapes and bounds here; the address, the password rules and the links are the services'.
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
const Token = Type.String({ minLength: 1, maxLength: LINK_TOKEN_MAX_LENGTH });
const Address = Type.String({ maxLength: EMAIL_MAX_LENGTH });
const Code = Type.Optional(
  Type.String({
    maxLength: MFA_CODE_MAX_LENGTH,
    description: 'A code of the authenticator app or a recovery code (two-step sign-in on).',
  }),
);

const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** REST twins of requestPasswordReset, resetPassword, changePassword, requestEmailChange, confirmEmailChange. */
export function registerAccountRoutes(
  fastify: FastifyInstance,
  deps: {
    recovery: PasswordRecoveryService;
    changes: AccountChangesService;
    cookie: SessionCookie;
  },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/password-reset',
    {
      config: { access: 'public', sessionOnly: true },
      schema: {
        summary: 'Ask for a password-reset link',
        description:
          'Mails a single-use link (valid 30 minutes) when the address has an account; the answer is the same either way. Limited per client address and per address asked for (429).',
        body: Type.Object({ email: Address }),
        response: { 202: Ok },
      },
    },
    async (request, reply) => {
      await deps.recovery.requestReset(request.em, {
        email: request.body.email,
        ...originOf(request),
      });
      return reply.code(202).send({ ok: true as const });
    },
  );
  app.post(
    '/api/password-reset/confirm',
    {
      config: { access: 'public', sessionOnly: true },
      schema: {
        summary: 'Set a new password with a reset link',
        description:
          'Uses the link up and ends every session of the account. 404 for a used, replaced or expired link; 400 `password` for one the rules refuse.',
        body: Type.Object({ token: Token, password: Password }),
        response: { 200: Ok },
      },
    },
    async (request) => {
      await deps.recovery.resetPassword(request.em, { ...request.body, ...originOf(request) });
      return { ok: true as const };
    },
  );
  app.post(
    '/api/account/password',
    {
      config: { access: ANY_MEMBER, sessionOnly: true },
      schema: {
        summary: 'Change my password',
        description:
          'The current password (and `code` with two-step sign-in) as a reauthentication; every other session ends and a notice is mailed. 400 `currentPassword` when wrong, 401 INVALID_MFA_CODE, 400 `newPassword` for one the rules refuse.',
        body: Type.Object({ currentPassword: Password, code: Code, newPassword: Password }),
        response: { 200: Ok },
      },
    },
    async (request) => {
      await deps.changes.changePassword(
        request.em,
        viewerOf(request),
        request.auth?.session ?? null,
        { ...request.body, ...originOf(request) },
      );
      return { ok: true as const };
    },
  );
  app.post(
    '/api/account/email',
    {
      config: { access: ANY_MEMBER, sessionOnly: true },
      schema: {
        summary: 'Change my e-mail address',
        description:
          'The current password (and `code`) are checked; a link to the new address confirms it, and the current address is told. 400 `newEmail` when it is the same or another account’s; 429 past the per-account limit.',
        body: Type.Object({ currentPassword: Password, code: Code, newEmail: Address }),
        response: { 202: Ok },
      },
    },
    async (request, reply) => {
      await deps.changes.requestEmailChange(
        request.em,
        viewerOf(request),
        request.auth?.session ?? null,
        { ...request.body, ...originOf(request) },
      );
      return reply.code(202).send({ ok: true as const });
    },
  );
  app.post(
    '/api/account/email/confirm',
    {
      config: { access: 'public', sessionOnly: true },
      schema: {
        summary: 'Confirm a new e-mail address',
        description:
          'With the token of the link sent to the new address; every other session of the account ends. 404 for a used, replaced or expired link.',
        body: Type.Object({ token: Token }),
        response: { 200: Ok },
      },
    },
    async (request) => {
      await deps.changes.confirmEmailChange(request.em, {
        token: request.body.token,
        sessionToken: deps.cookie.read(request),
        ...originOf(request),
      });
      return { ok: true as const };
    },
  );
}
