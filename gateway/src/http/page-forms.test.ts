import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/demo-accounts.js';
import { type StandInWebBuild, standInWebBuild } from '../test/stand-in-web-build.js';
import { startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { totpCodeAfter } from '../test/totp-code.js';
import { CSRF_COOKIE, CSRF_FIELD } from './page-forms.js';
import { MFA_CHALLENGE_COOKIE_NAME, SESSION_COOKIE_NAME } from './session-cookie.js';

// The page forms that post without the script (page-forms.ts), against a stand-in renderer that
// shows what the gateway hands it: the CSRF token in the form's hidden field, and a refusal's
// fields with a message in the page's language (the real messages: web/e2e/no-script-forms).
const SERVER_ENTRY = `
const PAGES = ['/login', '/apply', '/leadership', '/accessibility'];
const MESSAGES = {
  en: { email: 'Enter a valid e-mail address', fullName: 'Enter your full name' },
  fr: { email: 'Saisissez une adresse e-mail valide', fullName: 'Saisissez votre nom complet' },
};
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function pageOf(pathname) {
  const known = PAGES.includes(pathname);
  return { known, pattern: known ? pathname : '*', params: {}, rendered: known };
}
export async function render({ url, language, form }) {
  const refused = form?.refused;
  const messages = MESSAGES[language] ?? MESSAGES.en;
  const errors = refused
    ? Object.keys(refused.fields).map((field) => '<p class="error">' + (messages[field] ?? field) + '</p>').join('')
    : '';
  const values = refused
    ? Object.entries(refused.values).map(([name, value]) => '<input name="' + name + '" value="' + escape(value) + '">').join('')
    : '';
  return {
    html: '<form method="post" action="' + url + '"><input type="hidden" name="_csrf" value="' +
      (form?.csrfToken ?? '') + '">' + values + errors +
      (refused ? '<p class="code">' + refused.code + '</p>' : '') + '</form>',
    head: '',
    state: '',
    language,
    dir: directionOf(language),
  };
}
export async function warmUp() {}
`;

interface Visit {
  token: string;
  cookie: string;
}

describe('page forms posted without the script', () => {
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

  /** Opens the page as a browser would: its form's token and the CSRF cookie set with it. */
  async function visit(path: string): Promise<Visit> {
    const response = await gateway.app.inject({ url: path, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
    const cookie = response.cookies.find((entry) => entry.name === CSRF_COOKIE);
    if (!token || !cookie) throw new Error(`no CSRF token or cookie on ${path}`);
    return { token, cookie: cookie.value };
  }

  /** Posts the page's form as a browser does (urlencoded), with the page's token and cookie. */
  function post(
    path: string,
    fields: Record<string, string>,
    visit: Visit | undefined,
    cookies: Record<string, string> = {},
  ) {
    const body = new URLSearchParams(visit ? { [CSRF_FIELD]: visit.token, ...fields } : fields);
    return gateway.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      cookies: { ...(visit && { [CSRF_COOKIE]: visit.cookie }), ...cookies },
      payload: body.toString(),
    });
  }

  it('takes a membership application and sends the visitor to a page that says so', async () => {
    const page = await visit('/apply');
    const response = await post(
      '/apply',
      { fullName: 'Ada Warsame', email: 'ada.page-form@example.org', barNumber: 'SO-4471' },
      page,
    );
    expect(response.statusCode).toBe(303);
    // No personal data in the address the visitor lands on.
    expect(response.headers.location).toBe('/apply?sent=application');
    const rows = await gateway.orm.em
      .fork()
      .getConnection()
      .execute(
        "select full_name from membership_applications where email = 'ada.page-form@example.org'",
      );
    expect(rows).toEqual([{ full_name: 'Ada Warsame' }]);
  });

  it('shows a refused application again with the fields named in French, values kept', async () => {
    const page = await visit('/apply?lang=fr');
    const response = await post(
      '/apply?lang=fr',
      { fullName: 'Ada Warsame', email: 'not-an-address', barNumber: 'SO-4471' },
      page,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="fr" dir="ltr">');
    expect(response.body).toContain('Saisissez une adresse e-mail valide');
    expect(response.body).toContain('<input name="fullName" value="Ada Warsame">');
    expect(response.body).toContain('<input name="email" value="not-an-address">');
    expect(response.body).toContain('BAD_USER_INPUT');
  });

  it('takes a contact message on both pages that carry the form', async () => {
    for (const path of ['/leadership', '/accessibility']) {
      const page = await visit(path);
      const response = await post(
        path,
        {
          name: 'Hodan Ali',
          email: 'hodan@example.org',
          subject: 'A question',
          message: 'When is the next general assembly held?',
        },
        page,
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${path}?sent=contact`);
    }
  });

  it('sends the visitor on in the language the form was asked in', async () => {
    const page = await visit('/accessibility?lang=so');
    const response = await post(
      '/accessibility?lang=so',
      {
        name: 'Hodan Ali',
        email: 'hodan@example.org',
        subject: 'A question',
        message: 'When is the next general assembly held?',
      },
      page,
    );
    expect(response.headers.location).toBe('/accessibility?sent=contact&lang=so');
  });

  it('takes a consultation request and sends the requester to its private tracking page', async () => {
    const lawyer = await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        'select id from lawyer_profiles where public_consultation_available limit 1',
      );
    const path = '/lawyers/any-slug/consultation';
    const page = await visit('/apply');
    const fields = {
      lawyerId: lawyer[0]?.id ?? '',
      clientName: 'Sahra Nur',
      clientEmail: 'sahra.page-form@example.org',
      consultationType: 'initial',
      description: 'A dispute over the lease of my shop.',
    };
    const refused = await post(path, { ...fields, clientEmail: 'sahra@localhost' }, page);
    expect(refused.statusCode).toBe(400);
    const response = await post(path, fields, page);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/consultations\/track\/[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses a post without the token, or with another page visit’s cookie, with a 403 page', async () => {
    const page = await visit('/leadership');
    const fields = { name: 'Hodan Ali', email: 'hodan@example.org', subject: 'Hi', message: 'x' };
    const missing = await post('/leadership', fields, undefined);
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain('FORM_EXPIRED');
    // The values come back, and the page carries a fresh token to send them again with.
    expect(missing.body).toContain('<input name="name" value="Hodan Ali">');
    expect(missing.body).toMatch(/name="_csrf" value="[^"]+"/);

    const other = await visit('/accessibility');
    const crossed = await post('/leadership', fields, { token: page.token, cookie: 'x' });
    expect(crossed.statusCode).toBe(403);
    const wrong = await post('/leadership', fields, { token: 'forged', cookie: other.cookie });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('FORM_EXPIRED');
  });

  it('never answers junk with a 500', async () => {
    const page = await visit('/apply');
    const repeated = await gateway.app.inject({
      method: 'POST',
      url: '/apply',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      cookies: { [CSRF_COOKIE]: page.cookie },
      payload: `${CSRF_FIELD}=${encodeURIComponent(page.token)}&fullName=a&fullName=b`,
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain('Enter your full name');
    const nul = await post('/apply', { fullName: 'Ada\u0000', email: 'a@b.example' }, page);
    expect(nul.statusCode).toBe(400);
    const huge = await post('/apply', { message: 'x'.repeat(100_000) }, page);
    expect(huge.statusCode).toBe(413);
    const json = await gateway.app.inject({
      method: 'POST',
      url: '/apply',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":"x"}',
    });
    expect(json.statusCode).toBeLessThan(500);
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('signs a member in and sends them to next with the session cookie GraphQL sets', async () => {
    const page = await visit('/login?next=/messages');
    const response = await post(
      '/login?next=/messages',
      { email: 'member@example.org', password: DEMO_PASSWORD },
      page,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/messages');
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('does not follow a next that leaves the site', async () => {
    const page = await visit('/login?next=//evil.example/');
    const response = await post(
      '/login?next=//evil.example/',
      { email: 'member@example.org', password: DEMO_PASSWORD },
      page,
    );
    expect(response.headers.location).toBe('/');
  });

  it('takes the two steps of an account with two-step sign-in', async () => {
    const page = await visit('/login');
    const first = await post(
      '/login',
      { step: 'password', email: 'admin@example.org', password: DEMO_PASSWORD },
      page,
    );
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/login?step=code');
    expect(first.cookies.some((cookie) => cookie.name === SESSION_COOKIE_NAME)).toBe(false);
    const challenge = first.cookies.find((cookie) => cookie.name === MFA_CHALLENGE_COOKIE_NAME);
    if (!challenge) throw new Error('no challenge cookie');

    const wrong = await post('/login?step=code', { step: 'code', code: '000000' }, page, {
      [MFA_CHALLENGE_COOKIE_NAME]: challenge.value,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('INVALID_MFA_CODE');
    // The code is never sent back.
    expect(wrong.body).not.toContain('000000');

    const { code } = await totpCodeAfter(DEMO_TOTP_SECRET, undefined);
    const second = await post('/login?step=code', { step: 'code', code }, page, {
      [MFA_CHALLENGE_COOKIE_NAME]: challenge.value,
    });
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/');
    expect(second.cookies.some((cookie) => cookie.name === SESSION_COOKIE_NAME)).toBe(true);
  });

  it('shows wrong credentials on the page, the e-mail kept and the password not', async () => {
    const page = await visit('/login?lang=fr');
    const response = await post(
      '/login?lang=fr',
      { email: 'member@example.org', password: 'not-the-password-at-all' },
      page,
    );
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('INVALID_CREDENTIALS');
    expect(response.body).toContain('<input name="email" value="member@example.org">');
    expect(response.body).not.toContain('not-the-password-at-all');
  });

  it('keeps the JSON-only guard on /api and Apollo’s CSRF prevention on /graphql', async () => {
    const page = await visit('/apply');
    const form = `${CSRF_FIELD}=${encodeURIComponent(page.token)}&email=a%40b.example`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const cookies = { [CSRF_COOKIE]: page.cookie };
    const api = await gateway.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      cookies,
      payload: form,
    });
    expect(api.statusCode).toBe(400);
    const graphql = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      cookies,
      payload: 'query=%7B__typename%7D',
    });
    // Not parsed at all outside the page forms (415), so never run.
    expect(graphql.statusCode).toBe(415);
    expect(graphql.body).not.toContain('"__typename"');
  });

  it('signs a member out from the header’s form: the session ends on the server', async () => {
    const page = await visit('/login');
    const signedIn = await post(
      '/login',
      { email: 'member@example.org', password: DEMO_PASSWORD },
      page,
    );
    const session = signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    if (!session) throw new Error('no session cookie');
    const sessionCookie = { [SESSION_COOKIE_NAME]: session.value };
    // Without the page's token the post is refused, and the session lives on.
    expect((await post('/sign-out', {}, undefined, sessionCookie)).statusCode).toBe(403);
    const signedOut = await post('/sign-out', {}, page, sessionCookie);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/login');
    const cleared = signedOut.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    const after = await gateway.app.inject({ url: '/api/session', cookies: sessionCookie });
    expect(after.statusCode).toBe(401);
    // Already signed out (another tab): still the sign-in page, never an error.
    expect((await post('/sign-out', {}, page, sessionCookie)).headers.location).toBe('/login');
  });
  it('refuses the staff forms to a member with a 403 page, changing nothing', async () => {
    const page = await visit('/login');
    const signedIn = await post(
      '/login',
      { email: 'member@example.org', password: DEMO_PASSWORD },
      page,
    );
    const session = signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    if (!session) throw new Error('no session cookie');
    const asMember = { [SESSION_COOKIE_NAME]: session.value };
    const sql = gateway.orm.em.getConnection();
    const [admin] = await sql.execute<{ id: string; role: string; suspended_at: unknown }[]>(
      "select id, role, suspended_at from users where email = 'admin@example.org'",
    );
    if (!admin) throw new Error('no demo admin');
    const refusals = [
      post(
        `/members/${admin.id}/history`,
        { role: 'MEMBER', reason: 'Not staff.' },
        page,
        asMember,
      ),
      post(
        `/members/${admin.id}`,
        { action: 'suspend', connectionId: '', reason: 'Not staff.' },
        page,
        asMember,
      ),
      post(
        '/admin/invitations',
        { invitationId: '00000000-0000-4000-8000-000000000000' },
        page,
        asMember,
      ),
    ];
    // The page again with the refusal (the stand-in renders only the public pages' forms).
    for (const refused of await Promise.all(refusals)) expect(refused.statusCode).toBe(403);
    const [after] = await sql.execute<{ role: string; suspended_at: unknown }[]>(
      `select role, suspended_at from users where id = '${admin.id}'`,
    );
    expect(after).toEqual({ role: admin.role, suspended_at: admin.suspended_at });
  });
});
