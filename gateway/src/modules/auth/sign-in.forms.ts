import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../errors/domain-error.js';
import {
  checkEmail,
  checkMaxLength,
  checkRequired,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { localPath, type PageForms } from '../../http/page-forms.js';
import type { SessionCookie } from '../../http/session-cookie.js';
import type { AuthService } from './auth.service.js';
import { MFA_CODE_MAX_LENGTH } from './dto/mfa.type.js';
import { PASSWORD_MAX_LENGTH } from './dto/sign-in.input.js';

/** The sign-in page's address, whose form posts back to it. */
const LOGIN_PATH = '/login';

/**
 * The sign-in page without the script (http/page-forms.ts): the password step, then, for an
 * account with two-step sign-in, the code step (`step=code`), as signIn and completeSignIn do:
 * the same service, the same cookies. A signed-in member goes to `next` (a local path) or home.
 */
export function registerSignInForm(
  pageForms: PageForms,
  { auth, cookie }: { auth: AuthService; cookie: SessionCookie },
): void {
  pageForms.add({
    path: LOGIN_PATH,
    form: 'signIn',
    fields: ['step', 'email', 'password', 'code'],
    secret: ['password', 'code'],
    async handle(request, reply, values) {
      const next = nextOf(request);
      const client = {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: cookie.read(request),
      };
      const problems: FieldErrors = {};
      if (values.step === 'code') {
        const code = values.code?.trim() ?? '';
        if (checkRequired(problems, 'code', code)) {
          checkMaxLength(problems, 'code', code, MFA_CODE_MAX_LENGTH);
        }
        throwIfProblems(problems);
        const { session } = await auth.completeSignIn(request.em, {
          challengeToken: cookie.readChallenge(request),
          code,
          ...client,
        });
        cookie.clearChallenge(reply);
        cookie.write(reply, session.token, session.expiresAt);
        return next;
      }
      const email = values.email?.trim() ?? '';
      const password = values.password ?? '';
      checkEmail(problems, 'email', email);
      if (checkRequired(problems, 'password', password)) {
        checkMaxLength(problems, 'password', password, PASSWORD_MAX_LENGTH);
      }
      throwIfProblems(problems);
      const outcome = await auth.signIn(request.em, { email, password, ...client });
      if (outcome.kind === 'mfa-required') {
        cookie.writeChallenge(reply, outcome.challenge.token, outcome.challenge.expiresAt);
        const query = new URLSearchParams({ step: 'code' });
        if (next !== '/') query.set('next', next);
        return `${LOGIN_PATH}?${query}`;
      }
      cookie.write(reply, outcome.session.token, outcome.session.expiresAt);
      return next;
    },
  });
}

/** Where the header's Sign out form posts (web modules/session SignOutForm). */
export const SIGN_OUT_PATH = '/sign-out';

/**
 * Sign out without the script: the account menu's Sign out is a form posting here, as the
 * signOut mutation does (the same service and cookie), then the sign-in page. A post without a
 * session (already signed out elsewhere) lands there too.
 */
export function registerSignOutForm(
  pageForms: PageForms,
  { auth, cookie }: { auth: AuthService; cookie: SessionCookie },
): void {
  pageForms.add({
    path: SIGN_OUT_PATH,
    form: 'signOut',
    fields: [],
    async handle(request, reply) {
      const token = cookie.read(request);
      const { viewer } = await request.server.authenticate(request, reply);
      if (token && viewer) {
        await auth.signOut(request.em, token, {
          userId: viewer.id,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      }
      cookie.clear(reply);
      return LOGIN_PATH;
    },
  });
}

/** Where the sign-in page was asked to go afterwards (`/login?next=…`), if it is local. */
function nextOf(request: FastifyRequest): string {
  const next = (request.query as Record<string, unknown> | undefined)?.next;
  return localPath(typeof next === 'string' ? next : undefined, '/');
}
