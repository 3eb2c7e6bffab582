import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { preloadMemberShell } from './app/memberShell.js';
import { pages } from './app/pages.js';
import { matchPage } from './app/routes.js';
import { ANONYMOUS, UNKNOWN } from './app/session.js';
import { GraphQLSession } from './app/WithGraphQL.js';
import { ENTRY_GROUP } from './i18n/catalogGroups.js';
import { i18n, initI18n, loadCatalogGroups } from './i18n/i18n.js';
import { readServerState } from './ssr/serverState.js';
import './theme/global.css.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language the gateway rendered in (cookie, Accept-Language or ?lang=): read before
// initI18n sets <html lang> to the language the page is shown in.
const servedLanguage = document.documentElement.lang;
// Present only on a page the gateway rendered, which it does for visitors who are not signed in.
const serverState = readServerState(document);
const first = matchPage(window.location.pathname);
// Without the gateway's render, the visitor is most likely signed in: at `/` that is the
// dashboard (the landing page is rendered for visitors), which is fetched first.
const firstPage = !serverState && first.pattern === '/' ? pages.dashboard : first.page;

// Fetched alongside the catalog: the first page, and the GraphQL client and the members' shell
// when they are needed (a page not rendered by the gateway may be a member's). Nothing waits on
// them later, so hydration does not suspend.
// The shell's catalog sections, noted before initI18n (which fetches what the gateway did not send).
void loadCatalogGroups(ENTRY_GROUP);
const [language] = await Promise.all([
  // The language's sections are loaded before the first paint (the shell's, the page's, the
  // members' shell's), so no other language flashes first.
  initI18n(servedLanguage, serverState?.catalog),
  firstPage.preload(),
  serverState ? (first.lean ? undefined : GraphQLSession.preload()) : preloadMemberShell(),
]);

const app = (
  <StrictMode>
    <App
      Router={BrowserRouter}
      i18n={i18n}
      serverState={serverState}
      session={serverState ? ANONYMOUS : UNKNOWN}
      // Without the gateway's render, who is there is not known: the members' session asks.
      wrap={serverState ? undefined : (page) => <GraphQLSession>{page}</GraphQLSession>}
    />
  </StrictMode>
);

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
