import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DomainError, notFound } from '../errors/domain-error.js';
import { toClientError } from '../errors/error-mapper.js';
import { requestContextOf, visitorContextOf } from '../graphql/context.js';
import type { PageQuery, PageQueryRunner } from '../graphql/page-query.js';
import { startEntryAfterPaint } from '../http/entry-after-paint.js';
import type { PageFormState, PageSender, RefusedForm } from '../http/page-forms.js';
import { negotiateLanguage } from '../http/page-language.js';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.js';
import { allowStyleAttributes } from '../http/style-attribute-hashes.js';
import type { PageDataLoaders } from './page-data.js';

const NON_WEB_PREFIXES = ['/api', '/graphql', '/graphiql', '/healthz', '/readyz', '/assets'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The web's server build (web/src/entry-server.tsx, built to web/dist-server/): the one route
 * table, the languages and the renderer. Declared here rather than imported: it is built after
 * the gateway and loaded at run time.
 */
export interface ServerEntry {
  LANGUAGES: readonly string[];
  DEFAULT_LANGUAGE: string;
  LANGUAGE_COOKIE: string;
  LANGUAGE_PARAMETER: string;
  directionOf(language: string): 'ltr' | 'rtl';
  pageOf(pathname: string): {
    known: boolean;
    pattern: string;
    params: Record<string, string | undefined>;
    rendered: boolean;
  };
  /** What a signed-in member's first load of a page fetches after the entry (to preload). */
  memberPreloads?(pathname: string, language: string): { modules: string[]; catalogs: string[] };
  /** The GraphQL operation a rendered page shows the answer of, if it has one. */
  pageQuery?(pathname: string, language: string): PageQuery | undefined;
  render(request: {
    url: string;
    language: string;
    origin: string;
    data?: unknown;
    /** The CSRF token of the page's forms and a refused post to show (page-forms.ts). */
    form?: PageFormState;
  }): Promise<RenderedPage>;
  /**
   * A page as the signed-in member sees it, with its data: `execute` runs an operation as them.
   * Undefined when `me` says nobody is signed in.
   */
  renderMember?(request: {
    url: string;
    language: string;
    origin: string;
    execute(operation: PageQuery): Promise<unknown>;
    /** The CSRF token of the page's forms and a refused post to show (page-forms.ts). */
    form?: PageFormState;
  }): Promise<RenderedPage | undefined>;
  warmUp(origin: string): Promise<void>;
}

interface RenderedPage {
  html: string;
  head: string;
  state: string;
  language: string;
  dir: string;
  /** False when the page's data says there is no such page (a 404 with the not-found page). */
  found?: boolean;
}

export interface WebAppOptions {
  /** The site's public address (PUBLIC_URL) for canonical URLs; never the request's Host. */
  publicUrl: string;
  /** Server-side data of rendered routes (page-data.ts), by route pattern. */
  pageData?: PageDataLoaders;
  /** Runs the GraphQL operation of a rendered page that has one (graphql/page-query.ts). */
  runPageQuery?: PageQueryRunner;
  /** The server build; by default web/dist-server/entry-server.js beside webDist. */
  serverEntry?: string;
}

/**
 * Serves the built web app. Page addresses answer HTML (to any client that does not ask for
 * JSON): public routes rendered with their content for visitors who are not signed in, the app's
 * shell otherwise, in the visitor's language, with 404 for paths no route knows. Anything under
 * the API paths that matches no route gets a JSON 404 instead. Answers the page sender of the
 * page forms (page-forms.ts): the page at a form's address, showing its refusal.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: WebAppOptions,
): Promise<PageSender> {
  const assetsFolder = join(webDist, 'assets') + sep;
  const indexFile = join(webDist, 'index.html');
  const entryFile = options.serverEntry ?? join(dirname(webDist), 'dist-server', 'entry-server.js');
  let entry: Promise<ServerEntry | undefined> | undefined;
  // Loaded once the gateway listens, or by the first page asked for; the gateway starts (and
  // serves its API) without a web build.
  const serverEntry = () => {
    entry ??= import(pathToFileURL(entryFile).href).then(
      (module) => module as ServerEntry,
      (error: unknown) => {
        app.log.warn({ err: error, entryFile }, 'web server build missing: pages are not rendered');
        return undefined;
      },
    );
    return entry;
  };
  app.addHook('onListen', async () => {
    // Each page's modules load on its first render: done now rather than on a visitor's time.
    void serverEntry()
      .then((server) => server?.warmUp(options.publicUrl))
      .catch((error: unknown) => app.log.warn({ err: error }, 'warming the page renderer failed'));
  });

  await app.register(fastifyStatic, {
    root: webDist,
    // The folder may not exist until the web is built; the fallback below explains that.
    suppressWarning: true,
    // The web build writes .br and .gz beside each asset; send the best the client accepts.
    preCompressed: true,
    cacheControl: false,
    // index.html is never sent as a file: each page gets its own nonce, language and content.
    index: false,
    // dist/.vite/manifest.json is for the server and the budgets script, not for visitors.
    dotfiles: 'ignore',
    // A folder is never a file to send (its index is off): without this, @fastify/send refuses
    // `/assets/` with a bare 403 error, which the error mapping can only call a 500 (F10).
    // Refused here, it falls through to the not-found handler: a 404 like any missing file.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under assets/: they never change under the same name.
      reply.header('cache-control', filePath.startsWith(assetsFolder) ? IMMUTABLE : 'no-cache');
    },
  });

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { status: number; refused: RefusedForm },
  ) => {
    const template = await readFile(indexFile, 'utf8').catch(() => undefined);
    if (template === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('web app not built: run npm run build');
    }
    // Revalidated on every visit; its language follows the cookie and Accept-Language. A page
    // asked with a session cookie may be a member's own: no shared cache may keep it.
    reply
      .header('cache-control', isSignedIn(request) ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    const server = await serverEntry();
    if (!server) return reply.send(withCspNonce(template, reply.cspNonce.style));
    const page = await renderPage(server, template, request, reply, options, refused?.refused);
    return reply
      .code(refused?.status ?? page.status)
      .send(withCspNonce(page.html, reply.cspNonce.style));
  };
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) throw notFound(`Nothing at ${request.method} ${pathOf(request)}.`);
    return sendPage(request, reply);
  };
  // The folder itself (static would refuse it with 403, as its index is turned off).
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  return sendPage;
}

/** As long as the web app keeps it (i18n.ts): a year. */
const LANGUAGE_COOKIE_SECONDS = 31_536_000;

async function renderPage(
  server: ServerEntry,
  template: string,
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebAppOptions,
  refused?: RefusedForm,
): Promise<{ status: number; html: string }> {
  const url = new URL(request.url, 'http://page.invalid');
  const named = url.searchParams.get(server.LANGUAGE_PARAMETER) ?? undefined;
  // The header's language links (`?lang=`) are the choice of a visitor without the script:
  // the cookie the script would have written keeps it for the next pages.
  if (named && server.LANGUAGES.includes(named)) {
    reply.setCookie(server.LANGUAGE_COOKIE, named, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_SECONDS,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  const language = negotiateLanguage(
    {
      query: named,
      cookie: request.cookies[server.LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    },
    server.LANGUAGES,
    server.DEFAULT_LANGUAGE,
  );
  const page = server.pageOf(url.pathname);
  let status = page.known ? 200 : 404;
  const shell = withLanguage(template, language, server.directionOf(language));
  const origin = options.publicUrl;
  const signedIn = isSignedIn(request);
  if (signedIn && page.known) {
    const rendered = await renderMemberPage(server, request, reply, options, {
      url,
      language,
      origin,
      form: { csrfToken: csrfTokenOf(reply), ...(refused && { refused }) },
    });
    // Without the member's page (no session after all, or it failed), the shell, which draws
    // the page in the browser, with what it will fetch first named for the browser to preload
    // (worked out only then: a rendered page needs none of it).
    if (!rendered) {
      return {
        status,
        html: withPreloads(shell, server.memberPreloads?.(url.pathname, language)),
      };
    }
    allowStyleAttributes(reply, rendered.html);
    return {
      status,
      html: startEntryAfterPaint(fillTemplate(template, rendered), reply.cspNonce.script),
    };
  }
  if (!page.rendered || signedIn) return { status, html: shell };

  let data: unknown;
  const loader = options.pageData?.[page.pattern];
  if (loader) {
    const loaded = await loader(page.params, request, { language, origin });
    if (loaded.found) data = loaded.data;
    else status = 404;
  }
  const pageQuery = options.runPageQuery && server.pageQuery?.(url.pathname, language);
  if (pageQuery && options.runPageQuery) {
    try {
      data = await options.runPageQuery(pageQuery, visitorContextOf(request, reply));
    } catch (error) {
      // An outage is the page's answer (503); anything else costs the first paint only.
      if (error instanceof DomainError) throw error;
      request.log.error({ err: error, path: url.pathname }, 'page query failed');
      return { status, html: shell };
    }
  }
  try {
    const rendered = await server.render({
      url: `${url.pathname}${url.search}`,
      language,
      origin,
      data,
      form: { csrfToken: csrfTokenOf(reply), ...(refused && { refused }) },
    });
    // React Aria's visually hidden <select> carries a style attribute: this response's CSP
    // allows exactly the style attributes of this markup, by hash.
    allowStyleAttributes(reply, rendered.html);
    return {
      status: rendered.found === false ? 404 : status,
      html: startEntryAfterPaint(fillTemplate(template, rendered), reply.cspNonce.script),
    };
  } catch (error) {
    // The browser can still draw the page: a rendering bug costs the first paint, not the page.
    request.log.error({ err: error, path: url.pathname }, 'page rendering failed');
    return { status, html: shell };
  }
}

/**
 * The page of the member whose session the request carries, rendered with their data: their
 * session resolved as /graphql resolves it (context.ts requestContextOf), their operations run
 * with that context. Undefined (the caller sends the shell) without a valid session, without the
 * member renderer, or when a query or the render fails: that costs the first paint, not the
 * page. An outage is the page's answer (503 with Retry-After).
 */
async function renderMemberPage(
  server: ServerEntry,
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebAppOptions,
  page: { url: URL; language: string; origin: string; form: PageFormState },
): Promise<RenderedPage | undefined> {
  const { runPageQuery } = options;
  if (!runPageQuery || !server.renderMember) return undefined;
  try {
    const context = await requestContextOf(request, reply);
    // An invalid, expired or revoked session (authenticate has cleared its cookie): the shell,
    // whose members' session then finds nobody, as before.
    if (!context.viewer) return undefined;
    return await server.renderMember({
      url: `${page.url.pathname}${page.url.search}`,
      language: page.language,
      origin: page.origin,
      execute: (operation) => runPageQuery(operation, { ...context }),
      form: page.form,
    });
  } catch (error) {
    const refusal = toClientError(error);
    if (refusal.status === 503) throw error;
    if (refusal.unexpected) {
      request.log.error({ err: error, path: page.url.pathname }, "member's page rendering failed");
    } else {
      // Without the script the shell is no page at all: worth a line for the operator.
      request.log.warn(
        { status: refusal.status, code: refusal.code, path: page.url.pathname },
        "member's page refused while rendering: the shell sent",
      );
    }
    return undefined;
  }
}

/**
 * The token the page's forms post back (page-forms.ts); its secret's cookie is set with the
 * page. Absent where the CSRF check is not mounted (a test's bare web app).
 */
function csrfTokenOf(reply: FastifyReply): string | undefined {
  return typeof reply.generateCsrf === 'function' ? reply.generateCsrf() : undefined;
}

/** A session cookie came with the request: the page may be a member's own. */
function isSignedIn(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE_NAME]);
}

/**
 * The shell for a signed-in member, naming in its head what main.tsx fetches once the entry has
 * run (the members' start, the page, their catalog sections): the browser fetches them beside
 * the entry instead of one round trip after another.
 */
function withPreloads(
  html: string,
  preloads: { modules: string[]; catalogs: string[] } | undefined,
): string {
  if (!preloads) return html;
  const links = [
    ...preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preloads.catalogs.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`,
    ),
  ];
  return html.replace(/<\/head>/i, (end) => `  ${links.join('\n    ')}\n  ${end}`);
}

function withLanguage(html: string, language: string, dir: string): string {
  return html.replace(/<html[^>]*>/i, () => `<html lang="${language}" dir="${dir}">`);
}

/** The built index.html with the rendered page: its head, its markup and its data block. */
function fillTemplate(
  template: string,
  page: { html: string; head: string; state: string; language: string; dir: string },
): string {
  let html = withLanguage(template, page.language, page.dir)
    // The page is drawn without its scripts: they load after the first paint (the entry's
    // module script fetches its imports, entry-after-paint.ts), rather than taking the slow
    // network's bandwidth from the HTML and stylesheet. The shell keeps Vite's preloads: it
    // needs them to draw.
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/gi, '');
  if (page.head) {
    // In the place of the template's own title (after <meta charset>, which must come first).
    html = html
      .replace(/<meta name="description"[^>]*>\s*/i, '')
      .replace(/<title>[\s\S]*?<\/title>/i, () => page.head);
  }
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(/<\/body>/i, (end) => `${page.state}\n  ${end}`);
}

/**
 * React Aria adds <style> elements at run time (press and scroll-lock rules); under a CSP
 * without 'unsafe-inline' styles it gives them the nonce it reads from this meta element, and
 * this response's CSP (security-headers.ts) allows exactly that nonce.
 */
export function withCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  if (/<head>/i.test(html)) return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`);
  // No <head> written out: the meta opens the document (after its doctype, if any).
  return html.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${meta}`);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * A page is asked for by GET or HEAD outside the API paths by any client that does not prefer
 * JSON: a browser, and also `curl` or a crawler that sends no Accept header.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (NON_WEB_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return false;
  }
  if (!request.headers.accept?.trim()) return true;
  return new Negotiator(request).mediaType(['text/html', 'application/json']) === 'text/html';
}
