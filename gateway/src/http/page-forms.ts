import fastifyCsrf from '@fastify/csrf-protection';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badUserInput, type FieldErrors, unauthenticated } from '../errors/domain-error.js';
import { toClientError } from '../errors/error-mapper.js';
import { LANGUAGE_PARAMETER } from './page-language.js';

/** The hidden field every page form carries its CSRF token in (web ui/FormToken). */
export const CSRF_FIELD = '_csrf';
/** The hidden field naming the form, where a page has several (web ui/FormToken's `form`). */
export const FORM_FIELD = '_form';
/** The cookie that holds the secret the tokens are checked against. */
export const CSRF_COOKIE = 'portal_csrf';
/** A refused CSRF check, as the page names it (the web's `pageForms.errors.expired`). */
export const FORM_EXPIRED = 'FORM_EXPIRED';

/** The largest urlencoded body a page form may send (the longest form is a few KiB). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * A refused post as the page shows it, in the render's form state (web ssr/serverState): which
 * form, the values sent (without the secret ones), the fields refused with the service's
 * problem, and the error code of the whole.
 */
export interface RefusedForm {
  form: string;
  values: Record<string, string>;
  fields: FieldErrors;
  code: string;
}

/** What a rendered page's forms need from the gateway: the token, and a refusal to show. */
export interface PageFormState {
  csrfToken?: string;
  refused?: RefusedForm;
}

/** Renders the page at the request's address with its forms' state (app/web-app.ts). */
export type PageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: { status: number; refused: RefusedForm },
) => Promise<FastifyReply>;

/**
 * A page's form, posted natively (without the script) to the page's own address: `handle`
 * does what the form's GraphQL mutation does, through the same service, and answers the
 * address to send the visitor to (303). Anything it throws is shown on the page, in the
 * visitor's language, with the values kept (but `secret` ones).
 */
export interface PageForm {
  /** The route's path, as Fastify writes it (`/join/:token`). */
  path: string;
  /** The web form's name in the page's form state (`signIn`, `contact`, …). */
  form: string;
  /** The fields read from the body; anything else is ignored. */
  fields: readonly string[];
  /** Fields never sent back to the page (passwords, codes). */
  secret?: readonly string[];
  handle(
    request: FastifyRequest,
    reply: FastifyReply,
    values: Record<string, string>,
  ): Promise<string>;
}

/** The page forms the features declare as they register (app/features.ts); mounted by app.ts. */
export class PageForms {
  private readonly forms: PageForm[] = [];

  add(form: PageForm): void {
    this.forms.push(form);
  }

  list(): readonly PageForm[] {
    return this.forms;
  }
}

/**
 * The CSRF check's secret cookie and `reply.generateCsrf()` (which the page renderer calls for
 * the token of a page's forms): double-submit, the token in a hidden field tied to the secret in
 * an httpOnly SameSite=Strict cookie that another site can neither read nor send.
 */
export async function registerCsrfProtection(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
): Promise<void> {
  await app.register(fastifyCsrf, {
    cookieKey: CSRF_COOKIE,
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: isProduction },
    // Only from the form's own field: a page form sends nothing else.
    getToken: (request) => {
      const token = (request.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
      return typeof token === 'string' ? token : undefined;
    },
  });
}

/**
 * Mounts the page forms: urlencoded bodies (in this scope alone: /api stays JSON-only and
 * /graphql keeps Apollo's CSRF prevention), the CSRF check before each handler, and one error
 * handler that renders the page with the refusal, with the status the error maps to (a 4xx;
 * a bug or an outage goes on to the app's error handler).
 */
export async function registerPageForms(
  app: FastifyInstance,
  forms: PageForms,
  sendPage: PageSender,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });
    for (const [path, group] of formsByPath(forms.list())) {
      scope.post(
        path,
        {
          bodyLimit: FORM_BODY_LIMIT,
          // Counted with /graphql's and /api's requests (api-rate-limits.ts).
          config: { pageForm: true },
          preHandler: scope.csrfProtection,
          errorHandler: async (error, request, reply) => {
            const csrf = isCsrfRefusal(error);
            const refusal = toClientError(error);
            if (!csrf && (refusal.unexpected || refusal.outage)) throw error;
            const form = formOf(group, request.body) ?? group[0];
            return sendPage(request, reply, {
              status: csrf ? 403 : refusal.status,
              refused: {
                form: form?.form ?? '',
                values: form ? keptValues(form, request.body) : {},
                fields: csrf ? {} : (refusal.fields ?? {}),
                code: csrf ? FORM_EXPIRED : refusal.code,
              },
            });
          },
        },
        async (request, reply) => {
          const form = formOf(group, request.body);
          if (!form) throw badUserInput({ [FORM_FIELD]: "must name one of the page's forms" });
          const values = formValues(form, request.body);
          const next = await form.handle(request, reply, values);
          return reply.redirect(inPageLanguage(request, next), 303);
        },
      );
    }
  });
}

/** One POST route a path: the forms of one page share it. */
function formsByPath(forms: readonly PageForm[]): Map<string, PageForm[]> {
  const byPath = new Map<string, PageForm[]>();
  for (const form of forms) byPath.set(form.path, [...(byPath.get(form.path) ?? []), form]);
  return byPath;
}

/** The form a post is for: a page's only form, else the one its `_form` field names. */
function formOf(group: readonly PageForm[], body: unknown): PageForm | undefined {
  if (group.length === 1) return group[0];
  const name =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)[FORM_FIELD]
      : undefined;
  return group.find((form) => form.form === name);
}

/** The form's fields from a parsed body: text each, '' when absent; a repeated field is refused. */
function formValues(form: PageForm, body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  const problems: FieldErrors = {};
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const name of form.fields) {
    const value = fields[name] ?? '';
    if (typeof value === 'string') values[name] = value;
    else problems[name] = 'must be sent once, as text';
  }
  if (Object.keys(problems).length > 0) throw badUserInput(problems);
  return values;
}

/** What the page shows again in its fields after a refusal: the text values, secrets left out. */
function keptValues(form: PageForm, body: unknown): Record<string, string> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const kept: Record<string, string> = {};
  for (const name of form.fields) {
    const value = fields[name];
    if (typeof value === 'string' && !form.secret?.includes(name)) kept[name] = value;
  }
  return kept;
}

/**
 * `next` in the language the form's page was asked in (`?lang=fr` kept), so that the page that
 * says it worked speaks as the form did.
 */
function inPageLanguage(request: FastifyRequest, next: string): string {
  const language = new URL(request.url, 'http://page.invalid').searchParams.get(LANGUAGE_PARAMETER);
  if (!language) return next;
  const url = new URL(next, 'http://page.invalid');
  if (url.host !== 'page.invalid' || url.searchParams.has(LANGUAGE_PARAMETER)) return next;
  url.searchParams.set(LANGUAGE_PARAMETER, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

function isCsrfRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_CSRF');
}

/**
 * A local address to go to after the form (`next` of the sign-in page): a path of this site,
 * never another origin (`//evil.example`, `/\evil.example`), else `fallback`.
 */
export function localPath(next: string | undefined, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** The signed-in member a members' page form acts for; a post without a session is refused. */
export async function pageFormViewer(request: FastifyRequest, reply: FastifyReply) {
  const { viewer } = await request.server.authenticate(request, reply);
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The id of pageFormViewer. */
export async function pageFormViewerId(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  return (await pageFormViewer(request, reply)).id;
}
