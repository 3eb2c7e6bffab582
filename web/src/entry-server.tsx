// The server build (vite build --ssr): the gateway imports it to render public pages into the
// first HTML response (gateway/src/http/web-app.ts). Same component tree as main.tsx.

import { readFile } from 'node:fs/promises';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { matchPage, renderedPatterns } from './app/routes.js';
import { ANONYMOUS } from './app/session.js';
import { type Catalog, loadCatalog } from './i18n/i18n.js';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGES,
  type Language,
} from './i18n/languages.js';
import { initReactI18next } from './i18n/react.js';
import { createInstance, type Translator as I18n } from './i18n/runtime.js';
import { escapeHtml, renderHead } from './routing/head.js';
import { type Manifest, pageFiles } from './ssr/manifest.js';
import { type ServerState, serverStateScript } from './ssr/serverState.js';

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
  await Promise.all(
    LANGUAGES.map(async (language) => [language, { translation: await loadCatalog(language) }]),
  ),
) as Record<Language, { translation: Catalog }>;
const instances = new Map<Language, I18n>();

/** One i18next instance per language, made once: a render only reads from it. */
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: catalogs,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // Everything is in memory: ready when init returns, without waiting for a tick.
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The app at one address for a visitor who is not signed in, with a fresh router and cache. */
function appAt(path: string, i18n: I18n, serverState: ServerState) {
  // Nothing is fetched on the server: the viewer is known (nobody) and pages fetch in the browser
  // (the GraphQL client of the pages that use it fetches nothing here: members/GraphQLSession).
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return (
    <StrictMode>
      <App Router={Router} i18n={i18n} serverState={serverState} session={ANONYMOUS} />
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
async function renderComplete(path: string, i18n: I18n, serverState: ServerState) {
  const html = renderToString(appAt(path, i18n, serverState));
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(appAt(path, i18n, serverState), {
    onError(error) {
      errors.push(error);
    },
  });
  prelude.resume();
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${path} failed`);
  const again = renderToString(appAt(path, i18n, serverState));
  // A part that would not render would be drawn again by the browser, with a shift: the
  // gateway sends the shell instead.
  if (again.includes(UNFINISHED_BOUNDARY)) throw new Error(`rendering ${path} did not finish`);
  return again;
}

/** Renders a page as a visitor who is not signed in sees it, lazy pages included. */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const i18n = i18nFor(language);
  const url = new URL(request.url, request.origin);
  const { head, module } = matchPage(url.pathname);
  const serverState: ServerState = { path: url.pathname, data: request.data ?? null };
  const html = await renderComplete(`${url.pathname}${url.search}`, i18n, serverState);
  // The browser hydrates with the very catalog the page was rendered from, without a fetch.
  const sent: ServerState = {
    ...serverState,
    catalog: { language, messages: catalogs[language].translation },
  };

  const pageHead = head?.({ t: i18n.t, language, data: request.data ?? null });
  return {
    html,
    head: [
      pageHead
        ? renderHead(pageHead, {
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
  };
}

/** Loads the modules of every page the server renders, so that no visitor waits for it. */
export async function warmUp(origin: string): Promise<void> {
  const paths = [...renderedPatterns()].filter((path) => !path.includes(':'));
  for (const url of paths) await render({ url, language: DEFAULT_LANGUAGE, origin });
}
