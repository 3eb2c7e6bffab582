// The server build (vite build --ssr): the gateway imports it to render public pages into the
// first HTML response (gateway/src/app/web-app.ts). Same component tree as main.tsx.

import { readFile } from 'node:fs/promises';
import { CATALOG_BASE } from 'virtual:catalog-base';
import { GROUP_SECTIONS } from 'virtual:catalog-group-sections';
import {
  type ApolloClient,
  ApolloLink,
  type NormalizedCacheObject,
  Observable,
} from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { preloadMemberShell } from './app/memberShell.js';
import { pageHead } from './app/pageHeads.js';
import { pages } from './app/pages.js';
import { matchPage, renderedPatterns, routeTable } from './app/routes.js';
import { GraphQLSession } from './app/WithGraphQL.js';
import { MeDocument, type MeQuery } from './generated/graphql.js';
import {
  ENTRY_GROUP,
  MEMBERS_GROUP,
  type Messages,
  pageGroupName,
  trimCatalog,
} from './i18n/catalogGroups.js';
import type { SentCatalog } from './i18n/i18n.js';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGES,
  type Language,
} from './i18n/languages.js';
import { createInstance, type Translator as I18n } from './i18n/runtime.js';
import { loadCatalog } from './i18n/wholeCatalogs.js';
import { createApolloClient } from './lib/apollo.js';
import type { PageFormState } from './lib/pageForm.js';
import { joinPageQuery } from './pages/join/joinPageQuery.js';
import { lawyerPageQuery } from './pages/lawyer-page/lawyerPageQuery.js';
import { resolveAccess } from './routing/access.js';
import { escapeHtml, renderHead } from './routing/head.js';
import type { ServerQuery } from './routing/serverQuery.js';
import { type Manifest, MEMBER_START_MODULES, pageFiles } from './ssr/manifest.js';
import { initialSession, type ServerState, serverStateScript } from './ssr/serverState.js';

export { routeTable } from './app/routes.js';
export { DEFAULT_LANGUAGE, directionOf, LANGUAGE_COOKIE, LANGUAGE_PARAMETER, LANGUAGES };

/** What the gateway needs to know about a path before rendering it. */
export interface PageInfo {
  /** False: the not-found page, answered with 404. */
  known: boolean;
  /** The route's pattern, the key of its gateway data loader (`/lawyers/:slug`). */
  pattern: string;
  params: Record<string, string | undefined>;
  /** True when the gateway renders the route for visitors who are not signed in. */
  rendered: boolean;
}

/**
 * The rendered routes whose page shows one GraphQL operation's answer (routing/serverQuery.ts):
 * the gateway runs it first. Here rather than in the route table: the browser needs none of it.
 */
const SERVER_QUERIES: Readonly<Record<string, ServerQuery>> = {
  '/lawyers/:slug': lawyerPageQuery,
  // The consultation page shows the same lawyer (its id and name) as the lawyer's page.
  '/lawyers/:slug/consultation': lawyerPageQuery,
  '/join/:token': joinPageQuery,
};

/** The operation the gateway runs before rendering `pathname` in `language`, if any. */
export function pageQuery(
  pathname: string,
  language: string,
): { query: string; variables: Record<string, unknown> } | undefined {
  const { pattern, params, head } = matchPage(pathname);
  const query = head ? SERVER_QUERIES[pattern] : undefined;
  if (!query) return undefined;
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { query: String(query.document), variables: query.variables(params, shown) };
}

export function pageOf(pathname: string): PageInfo {
  const { known, pattern, params, head } = matchPage(pathname);
  return { known, pattern, params, rendered: head !== undefined };
}

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  language: string;
  /** The site's public origin, for canonical and alternate URLs. */
  origin: string;
  /** What the route's gateway loader found (see useServerData). */
  data?: unknown;
  /** The CSRF token of the page's forms and a post the gateway refused (lib/pageForm.tsx). */
  form?: PageFormState;
}

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** Title, description, canonical, alternates and the route's own tags. */
  head: string;
  /** The data block for the browser (serverState.ts), for the end of <body>. */
  state: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** False when the route's query answered that there is no such page (the gateway: 404). */
  found: boolean;
}

// The client build's manifest (built just before this): each page's stylesheets and scripts.
const manifest: Manifest = await readFile(
  new URL('../dist/.vite/manifest.json', import.meta.url),
  'utf8',
).then(
  (text) => JSON.parse(text) as Manifest,
  () => ({}),
);

/**
 * The page's own stylesheets, so that it is drawn as it will stay (without them it would change
 * when its chunk arrives). Its scripts are not preloaded: the page is complete without them, and
 * on a slow network they would share the bandwidth of the first paint (gateway: web-app.ts).
 */
function pageAssetTags(module: string): string {
  return pageFiles(manifest, module)
    .css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`)
    .join('\n    ');
}

// Every catalog, once, when the gateway loads this module.
const catalogs = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadCatalog(language)])),
) as Record<Language, Messages>;

/**
 * A page is rendered with the sections the browser gets with it and no others (the shell's and
 * the page's, web/build/catalogSections.ts): what the HTML shows is what hydration finds, and
 * a message missing from them shows in the render (ssr/catalogSections.test.tsx compares).
 */
interface RenderCatalog {
  i18n: I18n;
  sent: SentCatalog;
}
const renderCatalogs = new Map<string, RenderCatalog>();

function renderCatalogFor(language: Language, groups: readonly string[]): RenderCatalog {
  const key = `${language} ${groups.join(' ')}`;
  let found = renderCatalogs.get(key);
  if (!found) {
    const sections = groups.flatMap((group) => GROUP_SECTIONS[group] ?? []);
    const messages = trimCatalog(catalogs[language], sections);
    found = {
      i18n: translatorFor(language, { [language]: { translation: messages } }),
      sent: { language, groups: [...groups], messages },
    };
    renderCatalogs.set(key, found);
  }
  return found;
}

const wholeTranslators = new Map<Language, I18n>();

/** For the test that compares: the language with every catalog whole, as before the split. */
function wholeTranslatorFor(language: Language): I18n {
  let instance = wholeTranslators.get(language);
  if (!instance) {
    instance = translatorFor(
      language,
      Object.fromEntries(LANGUAGES.map((code) => [code, { translation: catalogs[code] }])),
    );
    wholeTranslators.set(language, instance);
  }
  return instance;
}

/**
 * An instance made once: a render only reads from it. The app is given it (App's provider): it
 * is not made the instance of components without one, which is the browser's (and the tests').
 */
function translatorFor(
  language: Language,
  resources: Record<string, { translation: Messages }>,
): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Everything is in memory: ready when init returns, without waiting for a tick.
    initAsync: false,
  });
  return instance;
}

/**
 * The app at one address, with a fresh router. For a visitor who is not signed in nothing is
 * fetched: the viewer is known (nobody) and pages fetch in the browser (the GraphQL client of the
 * pages that use it fetches nothing here: members/GraphQLSession). A member's page is rendered
 * inside the members' session, as main.tsx hydrates it, around `client` (which asks in render).
 */
function appAt(path: string, i18n: I18n, serverState: ServerState, client?: ApolloClient) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  const wrap = client
    ? (page: ReactNode) => (
        <ApolloProvider client={client}>
          <GraphQLSession>{page}</GraphQLSession>
        </ApolloProvider>
      )
    : undefined;
  return (
    <StrictMode>
      <App
        Router={Router}
        i18n={i18n}
        serverState={serverState}
        session={initialSession(serverState)}
        wrap={wrap}
      />
    </StrictMode>
  );
}

/** A Suspense boundary renderToString could not finish (a lazy page not loaded yet). */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup, complete and without inline script. renderToString does not wait for lazy
 * pages; the first time a page is asked for, a prerender (which waits) loads its modules, and
 * the string render is done again. Prerender's own output is not used: it reveals late parts
 * with inline scripts, which the CSP refuses.
 */
async function renderComplete(app: () => ReactNode, path: string) {
  const html = renderToString(app());
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app(), {
    onError(error) {
      errors.push(error);
    },
  });
  prelude.resume();
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${path} failed`);
  const again = renderToString(app());
  // A part that would not render would be drawn again by the browser, with a shift: the
  // gateway sends the shell instead.
  if (again.includes(UNFINISHED_BOUNDARY)) throw new Error(`rendering ${path} did not finish`);
  return again;
}

export interface RenderOptions {
  /** Render with the whole catalogs instead of the page's sections (the comparing test). */
  wholeCatalogs?: boolean;
}

/** Renders a page as a visitor who is not signed in sees it, lazy pages included. */
export async function render(
  request: RenderRequest,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const url = new URL(request.url, request.origin);
  const { head, module, pattern, params } = matchPage(url.pathname);
  const catalog = renderCatalogFor(language, [ENTRY_GROUP, pageGroupName(module)]);
  const i18n = options.wholeCatalogs ? wholeTranslatorFor(language) : catalog.i18n;
  const query = head ? SERVER_QUERIES[pattern] : undefined;
  const serverState: ServerState = {
    path: url.pathname,
    data: request.data ?? null,
    ...(query && { variables: query.variables(params, language) }),
    ...(request.form && { form: request.form }),
  };
  const path = `${url.pathname}${url.search}`;
  const html = await renderComplete(() => appAt(path, i18n, serverState), path);
  // The browser hydrates with the very sections the page was rendered from, without a fetch.
  const sent: ServerState = { ...serverState, catalog: catalog.sent };

  // The head's messages are not in the page's sections: the browser never needs them.
  const headTags = pageHead(head)?.({
    t: wholeTranslatorFor(language).t,
    language,
    data: request.data ?? null,
  });
  return {
    html,
    head: [
      headTags
        ? renderHead(headTags, {
            origin: request.origin,
            path: url.pathname,
            language,
            // The canonical URL is the address asked for: a page in the language its address
            // names is its own canonical, and so is the bare path (the x-default).
            namedLanguage: isLanguage(url.searchParams.get(LANGUAGE_PARAMETER)),
          })
        : '',
      pageAssetTags(module),
    ].join('\n    '),
    state: serverStateScript(sent),
    language,
    dir: directionOf(language),
    found: query ? query.found(request.data ?? null) : true,
  };
}

export interface MemberRenderRequest {
  /** Path and query of the request. */
  url: string;
  language: string;
  origin: string;
  /** Runs one GraphQL operation as the signed-in member (the gateway's /graphql context). */
  execute(operation: { query: string; variables: Record<string, unknown> }): Promise<unknown>;
  /** The CSRF token of the page's forms and a post the gateway refused (lib/pageForm.tsx). */
  form?: PageFormState;
}

/**
 * The server's link: each operation runs in the gateway as the member (`execute`, which answers
 * the data or throws the refusal). The first refusal is kept: a page rendered from part of its
 * data would differ from what the browser shows, so the render is given up (`renderMember`).
 */
function memberLink(execute: MemberRenderRequest['execute']) {
  const refusals: unknown[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables }).then(
          (data) => {
            observer.next({ data: data as Record<string, unknown> });
            observer.complete();
          },
          (error: unknown) => {
            refusals.push(error);
            observer.error(error);
          },
        );
      }),
  );
  return { link, refusals };
}

/**
 * Renders a page as the signed-in member sees it, with its data: Apollo's prerenderStatic renders
 * it again until its queries (run by `execute`) have all answered, and the cache goes with the
 * page (`cache.extract()`), so that hydration asks none of them again. Undefined when `me` says
 * nobody is signed in (the browser then does what it does without a session). Throws when a
 * query is refused or the render cannot finish: the gateway sends the shell instead.
 */
export async function renderMember(
  request: MemberRenderRequest,
): Promise<RenderedPage | undefined> {
  const { link, refusals } = memberLink(request.execute);
  const client = createApolloClient({ link, ssrMode: true });
  // The members' session goes around the router, outside every Suspense boundary: loaded first.
  const [{ data }] = await Promise.all([
    client.query({ query: MeDocument }),
    GraphQLSession.preload(),
    preloadMemberShell(),
  ]);
  if (!data?.me) return undefined;
  const viewer = data.me;
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const url = new URL(request.url, request.origin);
  const module = shownModule(url, viewer);
  // A lazy page is loaded before the render (renderComplete loads any other part it shows).
  await Object.values(pages)
    .find((page) => page.module === module)
    ?.preload();
  const catalog = renderCatalogFor(language, [ENTRY_GROUP, MEMBERS_GROUP, pageGroupName(module)]);
  const path = `${url.pathname}${url.search}`;
  const serverState: ServerState = {
    path: url.pathname,
    data: null,
    viewer,
    pageModule: module,
    ...(request.form && { form: request.form }),
  };
  const { result: html } = await prerenderStatic({
    tree: appAt(path, catalog.i18n, serverState, client),
    renderFunction: (tree) => renderComplete(() => tree, path),
    maxRerenders: MEMBER_RENDER_ROUNDS,
  });
  if (refusals.length > 0) throw refusals[0];
  return {
    html,
    // A member's page has no head of its own (it is never indexed): the template's stays.
    head: '',
    state: serverStateScript({
      ...serverState,
      cache: client.extract() as NormalizedCacheObject,
      catalog: catalog.sent,
    }),
    language,
    dir: directionOf(language),
    found: true,
  };
}

/** A page whose queries still ask for more after this many renders is given up (the shell). */
const MEMBER_RENDER_ROUNDS = 6;

/** The routes as a signed-in member's pages (`/` is the dashboard), built once. */
const MEMBER_ROUTES = routeTable().filter((route) => !route.rendered);

/**
 * The page `viewer` is shown at `url`, whose catalog sections the render needs: the route's own,
 * or "Access denied" where their role may not open it (redirects render no page).
 */
function shownModule(url: URL, viewer: NonNullable<MeQuery['me']>): string {
  const { pattern, module } = memberPageOf(url.pathname);
  const route = MEMBER_ROUTES.find((entry) => entry.pattern === pattern);
  const location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: '' };
  const forbidden = route && resolveAccess(route.access, viewer, location).kind === 'forbidden';
  return forbidden ? pages.forbidden.module : module;
}

/** A member's page at `pathname`: at `/`, the dashboard. */
function memberPageOf(pathname: string): { pattern: string; module: string } {
  const { pattern, module } = matchPage(pathname);
  const home = MEMBER_ROUTES.find((route) => route.pattern === '/');
  return { pattern, module: pattern === '/' && home ? home.module : module };
}

/** What a signed-in member's first load of a page fetches, for the gateway to preload. */
export interface MemberPreloads {
  /** Script files (`/assets/…`) beyond the entry's, which index.html preloads already. */
  modules: string[];
  /** The catalog section files of the page and the members' shell, in `language`. */
  catalogs: string[];
}

/**
 * The gateway sends a signed-in member the shell, and main.tsx then fetches the members' start
 * (the GraphQL session, the shell's members-only parts), the page and their catalog sections:
 * named in the shell's head, the browser fetches them with the entry instead of after it has run.
 * At `/` a member's page is the dashboard.
 */
export function memberPreloads(pathname: string, language: string): MemberPreloads {
  const page = memberPageOf(pathname).module;
  const modules = new Set<string>();
  for (const key of [...MEMBER_START_MODULES, page]) {
    for (const file of pageFiles(manifest, key).js) modules.add(`/${file}`);
  }
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const groups = [ENTRY_GROUP, MEMBERS_GROUP, pageGroupName(page)];
  return {
    modules: [...modules],
    catalogs: groups
      .filter((group) => GROUP_SECTIONS[group] !== undefined)
      .map((group) => `${CATALOG_BASE}${shown}/${group}.json`),
  };
}

/**
 * Loads the modules of every page the server renders, so that no visitor waits for it: the
 * public pages by rendering them, the members' pages and shell (rendered only with a member's
 * data) by loading them.
 */
export async function warmUp(origin: string): Promise<void> {
  const paths = [...renderedPatterns()].filter((path) => !path.includes(':'));
  for (const url of paths) await render({ url, language: DEFAULT_LANGUAGE, origin });
  await Promise.all([preloadMemberShell(), ...Object.values(pages).map((page) => page.preload())]);
}
