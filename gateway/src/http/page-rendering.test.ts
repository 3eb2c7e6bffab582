import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandInWebBuild, standInWebBuild } from '../test/stand-in-web-build.js';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { negotiateLanguage } from './page-language.js';

const LANGUAGES = ['en', 'so', 'ar', 'fr'];

describe('the language of a page', () => {
  const negotiate = (signals: Partial<Parameters<typeof negotiateLanguage>[0]>) =>
    negotiateLanguage(
      { query: undefined, cookie: undefined, acceptLanguage: undefined, ...signals },
      LANGUAGES,
      'en',
    );

  it("follows the browser's Accept-Language, by quality, regional variants included", () => {
    expect(negotiate({ acceptLanguage: 'ar-SO,ar;q=0.9,en;q=0.5' })).toBe('ar');
    expect(negotiate({ acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(negotiate({ acceptLanguage: 'de-DE, so;q=0.4, en;q=0.3' })).toBe('so');
    expect(negotiate({ acceptLanguage: 'de, it' })).toBe('en');
    expect(negotiate({ acceptLanguage: '*' })).toBe('en');
    expect(negotiate({})).toBe('en');
  });

  it("puts the visitor's cookie before the browser, and ?lang= before both", () => {
    expect(negotiate({ cookie: 'so', acceptLanguage: 'ar' })).toBe('so');
    expect(negotiate({ query: 'fr', cookie: 'so', acceptLanguage: 'ar' })).toBe('fr');
  });

  it('ignores what it does not offer instead of refusing the page', () => {
    expect(negotiate({ query: 'de', cookie: 'xx', acceptLanguage: 'ar' })).toBe('ar');
    expect(negotiate({ query: ['fr', 'so'], acceptLanguage: 'so' })).toBe('so');
  });
});

// The gateway's side of server rendering, with a stand-in for the web's server build (the
// real one is covered by the browser tests, web/e2e/first-html.e2e.test.ts): which requests get
// a rendered page, in which language, with which status, head and CSP.

const HIDDEN_STYLE = 'border:0;clip:rect(0 0 0 0);position:fixed';
const SERVER_ENTRY = `
const ROUTES = { '/': 'public', '/about': 'public', '/members': 'member', '/asks': 'public' };
export function memberPreloads(pathname, language) {
  return { modules: ['/assets/page' + pathname.split('/').join('-') + '.js'], catalogs: ['/assets/catalogs/' + language + '/members.json'] };
}
export function pageQuery(pathname, language) {
  if (pathname !== '/asks') return undefined;
  return {
    query: 'query Asks($slug: String!, $locale: String) { publicLawyer(slug: $slug) { fullName } publicLawyerHead(slug: $slug, locale: $locale) { title } }',
    variables: { slug: 'nobody-by-this-name', locale: language },
  };
}
export function pageOf(pathname) {
  const access = ROUTES[pathname];
  return { known: access !== undefined, pattern: access ? pathname : '*', params: {}, rendered: access !== 'member' };
}
export async function render({ url, language, origin, data }) {
  const path = new URL(url, origin).pathname;
  if (path === '/asks') {
    return { html: '<main>' + JSON.stringify(data) + '</main>', head: '', state: '', language, dir: 'ltr', found: data.publicLawyer !== null };
  }
  const heading = ROUTES[path] ? language + ' ' + path : language + ' not found';
  return {
    html: '<main><h1>' + heading + '</h1><select style="${HIDDEN_STYLE}"></select></main>',
    head: '<title>' + heading + '</title><link rel="canonical" href="' + origin + path + '?lang=' + language + '" />',
    state: '<script type="application/json" id="server-state">{"path":"' + path + '"}</script>',
    language,
    dir: directionOf(language),
  };
}
export async function warmUp() {}
`;

describe('pages rendered by the gateway', () => {
  let gateway: TestGateway;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = await standInWebBuild({ serverEntry: SERVER_ENTRY });
    gateway = await startTestGateway({
      config: { webDist: build.webDist, publicUrl: 'https://portal.example.org' },
    });
  });

  afterAll(async () => {
    await gateway.close();
    await build.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('sends a public page with its content, head and data block in place of the template', async () => {
    const response = await get('/about', { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h1>ar /about</h1>');
    expect(html).toContain('<title>ar /about</title>');
    expect(html).toContain('href="https://portal.example.org/about?lang=ar"');
    expect(html).not.toContain('Template title');
    expect(html).not.toContain('template description');
    expect(html).toContain('<meta charset="UTF-8" />\n    <title>');
    expect(html).toMatch(
      /<script type="application\/json" id="server-state">.*<\/script>\s*<\/body>/,
    );
    // Drawn without scripts: they load after the first paint instead of competing with it.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('s.src="/assets/index.js";');
    expect(html).toContain("observe({type:'paint',buffered:true})");
    expect(html).not.toContain('modulepreload');
  });

  it("starts the entry by an inline script that only this answer's CSP nonce allows", async () => {
    const response = await get('/about');
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toContain("'unsafe-inline'");
    // Another answer, another nonce.
    expect((await get('/about')).body).not.toContain(`nonce="${nonce}"`);
  });

  it('notes the taps made before the app attaches, in a script first in the page', async () => {
    const { body } = await get('/about');
    const scripts = [...body.matchAll(/<script nonce="([^"]+)">([^<]*)<\/script>/g)];
    // The capture first (window.__earlyTaps, which the app takes), then the entry's loader.
    expect(scripts.map(([, , source]) => (source ?? '').includes('window.__earlyTaps'))).toEqual([
      true,
      false,
    ]);
    expect(new Set(scripts.map(([, nonce]) => nonce)).size).toBe(1);
  });

  it('keeps the module script and its preloads in the shell a signed-in member gets', async () => {
    const html = (await get('/members', { cookie: 'portal_session=x; portal_language=so' })).body;
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('modulepreload');
    expect(html).not.toContain('<script nonce=');
    // What the browser fetches once the entry has run, named in the head to be fetched beside it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-members.js">');
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/catalogs/so/members.json">',
    );
    // Nobody signed in: no member's page is fetched ahead.
    expect((await get('/members')).body).not.toContain('page-members.js');
  });

  it("renders a page from its own GraphQL operation's answer, and 404 when it finds nothing", async () => {
    const response = await get('/asks?lang=fr');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<main>{"publicLawyer":null,"publicLawyerHead":null}</main>');
  });

  it('chooses the language from ?lang=, then the cookie, then Accept-Language', async () => {
    const cookie = { cookie: 'portal_language=so', 'accept-language': 'fr' };
    expect((await get('/about', cookie)).body).toContain('<h1>so /about</h1>');
    expect((await get('/about?lang=ar', cookie)).body).toContain('<h1>ar /about</h1>');
    expect((await get('/about', { 'accept-language': 'fr-FR' })).body).toContain('<h1>fr /about');
  });

  it("remembers a language named by ?lang= (the header's links) in the visitor's cookie", async () => {
    // Other cookies may come with a page (its forms' CSRF secret): the language's is looked for.
    const languageCookie = async (path: string) => {
      const cookies = (await get(path)).headers['set-cookie'];
      return [cookies ?? []].flat().find((cookie) => cookie.startsWith('portal_language='));
    };
    expect(await languageCookie('/about?lang=ar')).toMatch(
      /^portal_language=ar; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    expect(await languageCookie('/about?lang=xx')).toBeUndefined();
    expect(await languageCookie('/about')).toBeUndefined();
  });

  it('allows exactly the style attributes of the rendered markup in its CSP', async () => {
    const response = await get('/about');
    const policy = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(HIDDEN_STYLE).digest('base64');
    expect(policy).toMatch(
      new RegExp(`style-src [^;]*'unsafe-hashes' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(policy).not.toContain('unsafe-inline');
  });

  it('answers 404 with the not-found page for a path no route knows', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>en not found</h1>');
  });

  it("sends the shell, in the visitor's language, to members and for members' routes", async () => {
    const signedIn = await get('/about', {
      cookie: 'portal_session=anything; portal_language=fr',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<html lang="fr" dir="ltr">');
    expect(signedIn.body).toContain('<div id="root"></div>');

    const members = await get('/members', { 'accept-language': 'ar' });
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain('<html lang="ar" dir="rtl">');
    expect(members.body).toContain('<div id="root"></div>');
    // The shell needs its scripts to draw anything: they stay preloaded.
    expect(members.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
    );
    expect(members.headers['content-security-policy']).not.toContain('unsafe-hashes');
  });

  it('answers HTML to a client that does not ask for JSON, JSON to one that does', async () => {
    for (const accept of [undefined, '', '*/*', 'text/html,application/json;q=0.9']) {
      const response = await gateway.app.inject({
        url: '/about',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-type'], String(accept)).toContain('text/html');
    }
    const json = await gateway.app.inject({
      url: '/about',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
