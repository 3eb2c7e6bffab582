import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../exports/db.js';
import { Session } from '../modules/users/session.entity.js';
import { hashSessionToken } from '../modules/users/session-store.js';
import { type StandInWebBuild, standInWebBuild } from '../test/stand-in-web-build.js';
import {
  sessionCookieOf,
  signInAs,
  startTestGateway,
  type TestGateway,
} from '../test/test-gateway.js';
import { MFA_CHALLENGE_COOKIE_NAME, SESSION_COOKIE_NAME } from './session-cookie.js';

// Signed-in members' pages rendered by the gateway (issue 12), against a stand-in server build
// (the real one is covered by the browser tests, web/e2e/member-first-html.e2e.test.ts): whose
// session a page is rendered for, resolved as /graphql resolves it, and what every other cookie
// gets instead.

// The page runs its operations through the gateway as the member, as the web's renderMember does.
const SERVER_ENTRY = `
const ROUTES = { '/': 'public', '/discussions': 'member', '/broken': 'member', '/staff': 'member', '/outage': 'member' };
export function pageOf(pathname) {
  const access = ROUTES[pathname];
  return { known: access !== undefined, pattern: access ? pathname : '*', params: {}, rendered: access === 'public' };
}
export function memberPreloads(pathname, language) {
  return { modules: ['/assets/page' + pathname.split('/').join('-') + '.js'], catalogs: [] };
}
export async function render({ language }) {
  return { html: '<main>for nobody</main>', head: '', state: '', language, dir: directionOf(language) };
}
export async function renderMember({ url, language, execute }) {
  const path = new URL(url, 'http://page.invalid').pathname;
  const { me } = await execute({ query: 'query Me { me { fullName } }', variables: {} });
  if (!me) return undefined;
  if (path === '/broken') throw new Error('a rendering bug');
  if (path === '/outage') throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNREFUSED' });
  // A query this member may not ask (staff only): refused, so the page is not rendered.
  if (path === '/staff') await execute({ query: '{ membershipApplications { id } }', variables: {} });
  const { discussions } = await execute({ query: 'query Discussions { discussions(limit: 1) { title } }', variables: {} });
  return {
    html: '<main><h1>for ' + me.fullName + '</h1><p>' + discussions[0].title + '</p></main>',
    head: '',
    state: '<script type="application/json" id="server-state">{"viewer":{"fullName":"' + me.fullName + '"}}</script>',
    language,
    dir: directionOf(language),
  };
}
export async function warmUp() {}
`;

const MEMBER = 'member@example.org';
const ADMIN = 'admin@example.org';

describe("members' pages rendered by the gateway", () => {
  let gateway: TestGateway;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = await standInWebBuild({ serverEntry: SERVER_ENTRY });
    gateway = await startTestGateway({ seed: true, config: { webDist: build.webDist } });
  });

  afterAll(async () => {
    await gateway.close();
    await build.remove();
  });

  const page = (url: string, cookies: Record<string, string> = {}) =>
    gateway.app.inject({ url, headers: { accept: 'text/html' }, cookies });
  const asSession = (token: string) => ({ [SESSION_COOKIE_NAME]: token });
  const fullNameOf = async (token: string) => {
    const response = await gateway.app.inject({
      url: '/api/session',
      cookies: asSession(token),
    });
    return (response.json() as { user: { fullName: string } }).user.fullName;
  };
  /** The shell: nothing rendered into it, its scripts and the member's page preloaded. */
  const expectShell = (html: string) => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-state');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  };

  it("renders the member's page with their data, privately, its scripts after the first paint", async () => {
    const token = await signInAs(gateway.app, MEMBER, DEMO_PASSWORD);
    const name = await fullNameOf(token);
    const response = await page('/discussions?lang=ar', asSession(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toMatch(new RegExp(`<div id="root"><main><h1>for ${name}</h1><p>.+</p>`));
    expect(response.body).toContain('"viewer":{"fullName"');
    expect(response.body).not.toContain('<script type="module"');
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('renders each session for its own member only', async () => {
    const member = await signInAs(gateway.app, MEMBER, DEMO_PASSWORD);
    const admin = await signInAs(gateway.app, ADMIN, DEMO_PASSWORD);
    const [memberName, adminName] = [await fullNameOf(member), await fullNameOf(admin)];
    const asMember = (await page('/discussions', asSession(member))).body;
    const asAdmin = (await page('/discussions', asSession(admin))).body;
    expect(asMember).toContain(`for ${memberName}`);
    expect(asMember).not.toContain(adminName);
    expect(asAdmin).toContain(`for ${adminName}`);
    expect(asAdmin).not.toContain(memberName);
  });

  it('sends the shell, and clears the cookie, for a session that is unknown, expired or ended', async () => {
    const name = await fullNameOf(await signInAs(gateway.app, MEMBER, DEMO_PASSWORD));
    const expired = await signInAs(gateway.app, MEMBER, DEMO_PASSWORD);
    await gateway.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { id: hashSessionToken(expired) },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const ended = await signInAs(gateway.app, MEMBER, DEMO_PASSWORD);
    await gateway.app.inject({ method: 'DELETE', url: '/api/session', cookies: asSession(ended) });

    for (const [why, token] of [
      ['unknown', 'not-a-session'],
      ['expired', expired],
      ['ended', ended],
    ] as const) {
      const response = await page('/discussions', asSession(token));
      expect(response.statusCode, why).toBe(200);
      expect(response.headers['cache-control'], why).toBe('private, no-cache');
      expectShell(response.body);
      expect(response.body, why).not.toContain(name);
      expect(response.body, why).toContain('/assets/page-discussions.js');
      expect(sessionCookieOf(response), why).toBe('');
    }
  });

  it('renders nothing for a sign-in still waiting for its second step', async () => {
    const started = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: ADMIN, password: DEMO_PASSWORD },
    });
    expect(started.statusCode).toBe(202);
    const challenge = started.cookies.find((cookie) => cookie.name === MFA_CHALLENGE_COOKIE_NAME);
    expect(challenge).toBeDefined();
    const response = await page('/discussions', {
      [MFA_CHALLENGE_COOKIE_NAME]: challenge?.value ?? '',
    });
    expectShell(response.body);
    expect(response.body).not.toContain('page-discussions.js');
    expect(response.headers['cache-control']).toBe('no-cache');
    // At `/` such a visitor gets the public page, as anyone who is not signed in.
    expect(
      (await page('/', { [MFA_CHALLENGE_COOKIE_NAME]: challenge?.value ?? '' })).body,
    ).toContain('<main>for nobody</main>');
  });

  it('sends the shell when a query is refused or the render fails: the page is not lost', async () => {
    const token = await signInAs(gateway.app, MEMBER, DEMO_PASSWORD);
    for (const path of ['/staff', '/broken']) {
      const response = await page(path, asSession(token));
      expect(response.statusCode, path).toBe(200);
      expectShell(response.body);
      expect(response.body, path).toContain(`/assets/page-${path.slice(1)}.js`);
    }
  });

  it('answers 503 with Retry-After when a dependency is down', async () => {
    const token = await signInAs(gateway.app, MEMBER, DEMO_PASSWORD);
    const response = await page('/outage', asSession(token));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
