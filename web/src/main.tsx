import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { appRoutes } from './app/routes.js';
import { i18n, initI18n } from './i18n/i18n.js';
import { createApolloClient } from './lib/apollo.js';
import { seedAnonymousViewer } from './modules/session/anonymousViewer.js';
import { readServerState } from './ssr/serverState.js';
import './theme/global.css.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language the gateway rendered in (cookie, Accept-Language or ?lang=): read before
// initI18n sets <html lang> to the language the page is shown in.
const servedLanguage = document.documentElement.lang;
const serverState = readServerState(document);
// The language's catalog is loaded before the first paint, so no other language flashes first.
const language = await initI18n(servedLanguage);

const client = createApolloClient();
if (serverState) seedAnonymousViewer(client);
const router = createBrowserRouter(appRoutes());
const app = (
  <StrictMode>
    <App client={client} router={router} i18n={i18n} serverState={serverState} />
  </StrictMode>
);

if (serverState && language === servedLanguage) {
  // The gateway's markup is this very tree: React attaches to it instead of drawing it again.
  hydrateRoot(root, app);
} else {
  // No server markup, or a stored choice the gateway did not know (the cookie is written from
  // now on): draw the page in the chosen language rather than hydrate another language's text.
  root.replaceChildren();
  createRoot(root).render(app);
}
