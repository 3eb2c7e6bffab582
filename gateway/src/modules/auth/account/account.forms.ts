import { badUserInput, type FieldErrors } from '../../../errors/domain-error.js';
import {
  checkEmail,
  checkMaxLength,
  checkRequired,
  throwIfProblems,
} from '../../../errors/input-checks.js';
import type { PageForms } from '../../../http/page-forms.js';
import type { SessionCookie } from '../../../http/session-cookie.js';
import { PASSWORD_MAX_LENGTH } from '../dto/sign-in.input.js';
import type { AccountChangesService } from './account-changes.service.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';

/** The web pages these forms post back to (web/src/pages/forgot-password, reset-password, confirm-email). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/**
 * The recovery pages' forms without the script (http/page-forms.ts), over the same services as
 * the mutations: asking for a link (then `?sent=1`, the same for every address), setting the
 * new password (then the sign-in page, `?reset=1`), and confirming a new address (`?confirmed=1`).
 */
export function registerAccountForms(
  pageForms: PageForms,
  deps: {
    recovery: PasswordRecoveryService;
    changes: AccountChangesService;
    cookie: SessionCookie;
  },
): void {
  pageForms.add({
    path: FORGOT_PASSWORD_PATH,
    form: 'forgotPassword',
    fields: ['email'],
    async handle(request, _reply, values) {
      const problems: FieldErrors = {};
      const email = values.email?.trim() ?? '';
      checkEmail(problems, 'email', email);
      throwIfProblems(problems);
      await deps.recovery.requestReset(request.em, {
        email,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return `${FORGOT_PASSWORD_PATH}?sent=1`;
    },
  });
  pageForms.add({
    path: '/reset-password/:token',
    form: 'resetPassword',
    fields: ['password', 'confirmPassword'],
    secret: ['password', 'confirmPassword'],
    async handle(request, _reply, values) {
      const password = values.password ?? '';
      const problems: FieldErrors = {};
      if (checkRequired(problems, 'password', password)) {
        checkMaxLength(problems, 'password', password, PASSWORD_MAX_LENGTH);
      }
      throwIfProblems(problems);
      // The page's own check, which the script makes before sending.
      if (values.confirmPassword !== password) {
        throw badUserInput({ confirmPassword: 'must be the same as the password' });
      }
      const { token = '' } = request.params as { token?: string };
      await deps.recovery.resetPassword(request.em, {
        token,
        password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return '/login?reset=1';
    },
  });
  pageForms.add({
    path: '/confirm-email/:token',
    form: 'confirmEmail',
    fields: [],
    async handle(request) {
      const { token = '' } = request.params as { token?: string };
      await deps.changes.confirmEmailChange(request.em, {
        token,
        sessionToken: deps.cookie.read(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return `/confirm-email/${encodeURIComponent(token)}?confirmed=1`;
    },
  });
}
