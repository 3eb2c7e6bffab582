import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { preloadMemberShell } from './app/memberShell.js';
import { pages } from './app/pages.js';
import { matchPage } from './app/routes.js';
import { GraphQLSession } from './app/WithGraphQL.js';
import { ENTRY_GROUP } from './i18n/catalogGroups.js';
import { i18n, initI18n, loadCatalogGroups } from './i18n/i18n.js';
import { takeEarlyTaps } from './lib/earlyTaps.js';
import { initialSession, readServerState } from './ssr/serverState.js';
import './theme/global.css.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language the gateway rendered in (cookie, Accept-Language or ?lang=): read before
// initI18n sets <html lang> to the language the page is shown in.
const servedLanguage = document.documentElement.lang;
// Present only on a page the gateway rendered: for a visitor who is not signed in, or for the
// member it names.
const serverState = readServerState(document);
const forMember = !serverState || serverState.viewer !== undefined;
const noWait = () => undefined;
const first = matchPage(window.location.pathname);
// The page the gateway rendered for the member ("Access denied" where they may not open the
// path's: preloading the path's page instead fetched a module the page never shows, and the one
// it shows only during hydration). Else a member's page, or without the gateway's render most
// likely one: at `/` that is the dashboard (the landing page is rendered for visitors).
const rendered = Object.values(pages).find((page) => page.module === serverState?.pageModule);
const firstPage = rendered ?? (forMember && first.pattern === '/' ? pages.dashboard : first.page);

// Fetched alongside the catalog: the first page, and the GraphQL client and the members' shell
// when they are needed (a page not rendered by the gateway may be a member's). Nothing waits on
// them later, so hydration does not suspend.
// The shell's catalog sections, noted before initI18n (which fetches what the gateway did not send).
void loadCatalogGroups(ENTRY_GROUP);
const [language] = await Promise.all([
  // The language's sections are loaded before the first paint (the shell's, the page's, the
  // members' shell's), so no other language flashes first.
  initI18n(servedLanguage, serverState?.catalog),
  // A part that fails to download is not waited for: the page's boundary shows it, with a
  // Retry, in the shell (a rejection here would leave the page without its app).
  firstPage.preload().catch(noWait),
  (forMember ? preloadMemberShell() : first.lean ? undefined : GraphQLSession.preload())?.catch(
    noWait,
  ),
]);

const app = (
  <StrictMode>
    <App
      Router={BrowserRouter}
      i18n={i18n}
      serverState={serverState}
      session={initialSession(serverState)}
      // The members' session: it says who is there (or starts from what the gateway said).
      wrap={forMember ? (page) => <GraphQLSession>{page}</GraphQLSession> : undefined}
    />
  </StrictMode>
);

// React's own listeners hear every tap from here on; those made before are pressed again once
// it has attached (App).
takeEarlyTaps();
if (serverState && language === servedLanguage) {
  // The gateway's markup is this very tree: React attaches to it instead of drawing it again.
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (on a slow phone, a tap or a scroll waits less); what
  // the visitor presses first is hydrated first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // No server markup, or a stored choice the gateway did not know (the cookie is written from
  // now on): draw the page in the chosen language rather than hydrate another language's text.
  root.replaceChildren();
  createRoot(root).render(app);
}
