// The queue's Approve and Reject posted without the script (moderation.forms.ts): recorded as the
// decide* mutations record them, refused in the page's form state, staff only. The job queue's
// Redis is a closed port (as in moderation.test.ts), so a decision answers at once as recorded
// and waiting for the worker; applying it is the worker's (worker/src/pipeline*.test.ts).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { CSRF_COOKIE, CSRF_FIELD, FORM_FIELD } from '../../http/page-forms.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { loadConfig } from '../../settings/config.js';
import { type StandInWebBuild, standInWebBuild } from '../../test/stand-in-web-build.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { deleteRedisKeys } from '../../test/test-redis.js';
import { Role } from '../../values/role.js';

// A stand-in renderer (public and members' pages) that shows the form state the gateway hands
// the page.
const SERVER_ENTRY = `
export function pageOf(pathname) {
  return { known: true, pattern: pathname, params: {}, rendered: true };
}
export async function render({ form }) {
  const refused = form?.refused ? JSON.stringify(form.refused).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';') : '';
  return {
    html: '<form method="post"><input type="hidden" name="_csrf" value="' + (form?.csrfToken ?? '') +
      '"></form><pre id="refused">' + refused + '</pre>',
    head: '', state: '', language: 'en', dir: 'ltr',
  };
}
export const renderMember = render;
export async function warmUp() {}
`;

const email = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role)?.email ?? '';

let gateway: TestGateway;
let build: StandInWebBuild;
let sessionsRedis: Redis;
let member: string;
let moderator: string;
let moderatorId: string;

beforeAll(async () => {
  build = await standInWebBuild({ serverEntry: SERVER_ENTRY });
  sessionsRedis = new Redis(loadConfig().redisUrl, { maxRetriesPerRequest: 1 });
  gateway = await startTestGateway({
    seed: true,
    redis: sessionsRedis,
    config: { webDist: build.webDist, redisUrl: 'redis://127.0.0.1:1' },
  });
  member = await signInAs(gateway.app, email(Role.MEMBER), DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, email(Role.MODERATOR), DEMO_PASSWORD);
  const [row] = await gateway.orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>(`select id from users where email = '${email(Role.MODERATOR)}'`);
  moderatorId = row?.id ?? '';
});

afterAll(async () => {
  await gateway?.close();
  if (gateway) await deleteRedisKeys(sessionsRedis, gateway.config.redisPrefix);
  await sessionsRedis?.quit();
  await build?.remove();
});

/**
 * A page's token and CSRF cookie, as the browser has them (a public page's: the token is tied to
 * the cookie's secret, not to the page, and the stand-in renders no members' page).
 */
async function visit() {
  const response = await gateway.app.inject({ url: '/login', headers: { accept: 'text/html' } });
  const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
  const cookie = response.cookies.find((entry) => entry.name === CSRF_COOKIE)?.value;
  if (!token || !cookie) throw new Error('no CSRF token or cookie');
  return { token, cookie };
}

/** Posts the queue's form as the browser does, from /admin?<query>. */
async function post(session: string, fields: Record<string, string>, query = '') {
  const page = await visit();
  return gateway.app.inject({
    method: 'POST',
    url: `/admin${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    cookies: { [SESSION_COOKIE_NAME]: session, [CSRF_COOKIE]: page.cookie },
    payload: new URLSearchParams({
      [CSRF_FIELD]: page.token,
      [FORM_FIELD]: 'queueDecision',
      ...fields,
    }).toString(),
  });
}

const refusedOf = (body: string) =>
  JSON.parse(
    (/<pre id="refused">([^<]*)<\/pre>/.exec(body)?.[1] ?? '').replace(/&#(\d+);/g, (_, code) =>
      String.fromCharCode(Number(code)),
    ) || 'null',
  );

async function pendingIds(table: 'news_items' | 'reviews' | 'content_submissions', type?: string) {
  const rows = await gateway.orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>(
      `select id from ${table} where status = 'pending'${type ? ' and type = ?' : ''} order by id`,
      type ? [type] : [],
    );
  return rows.map((row) => row.id);
}

const decisionOf = (itemId: string) =>
  tablesOf(gateway.orm.em.fork())
    .selectFrom('moderation_decisions')
    .select(['item_type', 'approved', 'reason', 'moderator_id'])
    .where('item_id', '=', itemId)
    .execute();

describe('the moderation queue without the script', () => {
  it('approves and rejects as the mutations do, and comes back to the item’s tab', async () => {
    const [news] = await pendingIds('news_items');
    const [viaForm, viaMutation] = await pendingIds('content_submissions', 'event');
    if (!news || !viaForm || !viaMutation) throw new Error('the demo data lacks pending items');

    const approved = await post(moderator, { itemType: 'news', id: news, decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(303);
    // Recorded; the worker (not running here) applies it: the page says it will be applied.
    expect(approved.headers.location).toBe('/admin?tab=news&moderated=news&outcome=pending');
    expect(await decisionOf(news)).toEqual([
      { item_type: 'news', approved: true, reason: null, moderator_id: moderatorId },
    ]);

    const rejected = await post(
      moderator,
      { itemType: 'submitted-event', id: viaForm, decision: 'reject', reason: '  Off topic  ' },
      `?rejecting=${viaForm}&lang=ar`,
    );
    expect(rejected.statusCode, rejected.body).toBe(303);
    // Events wait in the first tab; the page's language is kept.
    expect(rejected.headers.location).toBe('/admin?moderated=content&outcome=pending&lang=ar');

    const mutation = await graphql(
      gateway.app,
      'mutation($id: UUID!) { decideContent(type: EVENT, input: { id: $id, approved: false, reason: "  Off topic  " }) { applied } }',
      { token: moderator, variables: { id: viaMutation } },
    );
    expect(mutation.body.errors).toBeUndefined();
    const [byForm] = await decisionOf(viaForm);
    expect(byForm).toEqual({
      item_type: 'submitted-event',
      approved: false,
      reason: 'Off topic',
      moderator_id: moderatorId,
    });
    expect(await decisionOf(viaMutation)).toEqual([byForm]);
  });

  it('shows a refused decision on the page: the reason’s field, or the conflict', async () => {
    const [review] = await pendingIds('reviews');
    if (!review) throw new Error('the demo data has no pending review');
    const long = await post(
      moderator,
      { itemType: 'review', id: review, decision: 'reject', reason: 'x'.repeat(1001) },
      `?tab=reviews&rejecting=${review}`,
    );
    expect(long.statusCode).toBe(400);
    expect(refusedOf(long.body)).toMatchObject({
      form: 'queueDecision',
      code: 'BAD_USER_INPUT',
      fields: { reason: 'must be at most 1000 characters' },
      values: { id: review, decision: 'reject' },
    });
    expect(await decisionOf(review)).toEqual([]);

    expect(
      (await post(moderator, { itemType: 'review', id: review, decision: 'approve' })).statusCode,
    ).toBe(303);
    const other = await post(moderator, { itemType: 'review', id: review, decision: 'reject' });
    expect(other.statusCode).toBe(409);
    expect(refusedOf(other.body)).toMatchObject({ form: 'queueDecision', code: 'CONFLICT' });
    expect(await decisionOf(review)).toEqual([
      { item_type: 'review', approved: true, reason: null, moderator_id: moderatorId },
    ]);
  });

  it('refuses a member with 403 and changes nothing', async () => {
    const [news] = await pendingIds('content_submissions', 'news');
    if (!news) throw new Error('the demo data has no pending submitted news');
    for (const decision of ['approve', 'reject']) {
      const refused = await post(member, { itemType: 'submitted-news', id: news, decision });
      expect(refused.statusCode).toBe(403);
      expect(refusedOf(refused.body)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await decisionOf(news)).toEqual([]);
    expect(await pendingIds('content_submissions', 'news')).toContain(news);
  });

  it('sends each form of /admin to its own handler, and refuses a post naming none', async () => {
    const page = await visit();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      cookies: { [SESSION_COOKIE_NAME]: moderator, [CSRF_COOKIE]: page.cookie },
      payload: new URLSearchParams({ [CSRF_FIELD]: page.token, decision: 'approve' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(refusedOf(response.body)).toMatchObject({ fields: { _form: expect.any(String) } });
    // The flags' form still has its route on the same address.
    const flag = await post(moderator, {
      [FORM_FIELD]: 'flagDecision',
      kind: 'reply',
      postId: '00000000-0000-4000-8000-000000000000',
      outcome: 'kept',
    });
    expect(flag.statusCode).toBe(404);
    expect(refusedOf(flag.body)).toMatchObject({ form: 'flagDecision', code: 'NOT_FOUND' });
  });
});
