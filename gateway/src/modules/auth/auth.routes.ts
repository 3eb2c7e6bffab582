import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../../errors/input-checks.js';
import { Email, NoContent, Nullable, OneOf, Shape, Uuid } from '../../http/api-schema.js';
import { viewerOf } from '../../http/authentication.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import { ANY_MEMBER, Role } from '../../values/role.js';
import { type AuthUser, initialsOf, mustEnrolMfa } from '../users/index.js';
import type { AuthService } from './auth.service.js';
import { MFA_CODE_MAX_LENGTH } from './dto/mfa.type.js';
import { PASSWORD_MAX_LENGTH } from './dto/sign-in.input.js';

const SignInBody = Type.Object({
  email: Email(EMAIL_MAX_LENGTH),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});

/** A TOTP code from the authenticator app, or one of the recovery codes. */
export const MfaCodeBody = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: MFA_CODE_MAX_LENGTH,
    description: 'A six-digit code of the authenticator app, or a recovery code.',
  }),
});

/** The signed-in member as the web app shows them (spec §3's user, plus the session flags). */
export const UserBody = Shape({
  id: Uuid(),
  email: Type.String(),
  fullName: Type.String(),
  username: Type.String(),
  role: OneOf(Object.values(Role)),
  specialization: Nullable(Type.String()),
  profileImage: Nullable(Type.String()),
  mfaEnabled: Type.Boolean({ description: 'Two-step sign-in is on.' }),
  initials: Type.String(),
  mfaEnrolmentRequired: Type.Boolean({
    description: 'Staff without two-step sign-in: every other route answers 403 MFA_REQUIRED.',
  }),
});

const SignedIn = Shape({ user: UserBody });

/**
 * REST twin of the GraphQL me / signIn / completeSignIn / signOut: GET, POST and DELETE
 * /api/session, POST /api/session/mfa.
 */
export function registerAuthRoutes(
  fastify: FastifyInstance,
  deps: { auth: AuthService; cookie: SessionCookie },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/session',
    {
      config: { access: ANY_MEMBER, mfaSetup: true },
      schema: { summary: 'The signed-in member', response: { 200: SignedIn } },
    },
    async (request) => ({ user: toUserBody(viewerOf(request)) }),
  );

  app.post(
    '/api/session',
    {
      config: { access: 'public', sessionOnly: true },
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the session cookie. Accounts with two-step sign-in answer 202 and a challenge ' +
          'cookie instead; POST /api/session/mfa then finishes.',
        body: SignInBody,
        response: {
          200: SignedIn,
          202: Shape(
            { mfaRequired: Type.Literal(true) },
            { description: 'The password is right; a second step is due: POST /api/session/mfa.' },
          ),
        },
      },
    },
    async (request, reply) => {
      const outcome = await deps.auth.signIn(request.em, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: deps.cookie.read(request),
      });
      if (outcome.kind === 'mfa-required') {
        // 202: accepted, not done. The challenge cookie grants nothing but the second step.
        deps.cookie.writeChallenge(reply, outcome.challenge.token, outcome.challenge.expiresAt);
        return reply.code(202).send({ mfaRequired: true });
      }
      deps.cookie.write(reply, outcome.session.token, outcome.session.expiresAt);
      return { user: toUserBody(outcome.viewer) };
    },
  );

  // The second step of an account with MFA: a TOTP code or a recovery code.
  app.post(
    '/api/session/mfa',
    {
      config: { access: 'public', sessionOnly: true },
      schema: {
        summary: 'Finish a two-step sign-in',
        body: MfaCodeBody,
        response: { 200: SignedIn },
      },
    },
    async (request, reply) => {
      const { viewer, session } = await deps.auth.completeSignIn(request.em, {
        challengeToken: deps.cookie.readChallenge(request),
        code: request.body.code,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: deps.cookie.read(request),
      });
      deps.cookie.clearChallenge(reply);
      deps.cookie.write(reply, session.token, session.expiresAt);
      return { user: toUserBody(viewer) };
    },
  );

  app.delete(
    '/api/session',
    {
      config: { access: ANY_MEMBER, mfaSetup: true, sessionOnly: true },
      schema: { summary: 'Sign out', response: { 204: NoContent } },
    },
    async (request, reply) => {
      const token = deps.cookie.read(request);
      if (token) {
        await deps.auth.signOut(request.em, token, {
          userId: viewerOf(request).id,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      }
      deps.cookie.clear(reply);
      return reply.code(204).send();
    },
  );
}

function toUserBody(viewer: AuthUser) {
  return {
    ...viewer,
    initials: initialsOf(viewer.fullName),
    mfaEnrolmentRequired: mustEnrolMfa(viewer),
  };
}
