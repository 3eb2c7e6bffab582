// A member's history for staff (issue 33 item 2): each section holds exactly that member's items
// (and counts them), in a fixed number of statements; moderators read it without the security
// log and the admins' audit entries; members and visitors cannot read it at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { AuditScope } from '../../values/audit-values.js';
import { Role } from '../../values/role.js';
import type { HistorySection, MemberHistory } from './member-history.service.js';

const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
type HistoryJson = Omit<Json<MemberHistory>, 'securityEvents'> & {
  securityEvents: HistorySection | null;
};

let gateway: TestGateway;
let admin: string;
let moderator: string;
let member: string;
let memberId: string;
let otherId: string;

const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  admin = await signInAs(gateway.app, accountOf(Role.ADMIN).email, DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, accountOf(Role.MODERATOR).email, DEMO_PASSWORD);
  member = await signInAs(gateway.app, accountOf(Role.MEMBER).email, DEMO_PASSWORD);
  const tables = tablesOf(gateway.orm.em.fork());
  const byEmail = async (email: string) =>
    (
      await tables
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  memberId = await byEmail(accountOf(Role.MEMBER).email);
  // Another member with activity of their own (the seed's members post, reply and RSVP).
  otherId = (
    await tables
      .selectFrom('users as u')
      .innerJoin('discussion_replies as r', 'r.author_id', 'u.id')
      .select('u.id')
      .where('u.role', '=', Role.MEMBER)
      .where('u.id', '!=', memberId)
      .orderBy('u.email')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await gateway?.close();
});

function historyOf(id: string, token: string, limit?: number) {
  return gateway.app.inject({
    url: `/api/admin/members/${id}/history`,
    query: limit ? { limit: String(limit) } : {},
    cookies: cookies(token),
  });
}

async function readHistory(id: string, token = admin, limit = 50): Promise<HistoryJson> {
  const response = await historyOf(id, token, limit);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryJson>();
}

/** The ids a section must hold, newest first, straight from the member's own rows. */
async function ownIds(id: string) {
  const tables = tablesOf(gateway.orm.em.fork());
  const ids = async (query: { execute(): Promise<{ id: string }[]> }) =>
    (await query.execute()).map((row) => row.id);
  return {
    submissions: await ids(
      tables
        .selectFrom('content_submissions')
        .select('id')
        .where('author_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ),
    discussions: await ids(
      tables
        .selectFrom('discussions')
        .select('id')
        .where('author_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ),
    replies: await ids(
      tables
        .selectFrom('discussion_replies')
        .select('id')
        .where('author_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ),
    flagsRaised: await ids(
      tables
        .selectFrom('post_flags')
        .select('id')
        .where('flagger_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ),
    // Written differently from the service's: flags whose post (the reply, else the opening
    // post) is the member's.
    flagsReceived: await ids(
      tables
        .selectFrom('post_flags as f')
        .innerJoin('discussions as d', 'd.id', 'f.discussion_id')
        .leftJoin('discussion_replies as r', 'r.id', 'f.reply_id')
        .select('f.id')
        .where((eb) => eb(eb.fn.coalesce('r.author_id', 'd.author_id'), '=', id))
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc'),
    ),
    rsvps: await ids(
      tables
        .selectFrom('event_rsvps')
        .select('id')
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ),
    documents: await ids(
      tables
        .selectFrom('documents')
        .select('id')
        .where('uploader_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ),
  };
}

describe('member history', () => {
  it("holds exactly the member's own items, counted, newest first", async () => {
    const created = await graphql<{ createDiscussion: { id: string } }>(
      gateway.app,
      'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
      {
        token: member,
        variables: {
          input: { title: 'Court fees in 2026', content: 'Has anyone seen the new fee schedule?' },
        },
      },
    );
    const discussionId = created.body.data?.createDiscussion.id ?? '';
    expect(discussionId).not.toBe('');

    for (const id of [memberId, otherId]) {
      const history = await readHistory(id);
      const own = await ownIds(id);
      for (const [section, ids] of Object.entries(own) as [keyof typeof own, string[]][]) {
        expect(ids.length, section).toBeLessThanOrEqual(50);
        expect(
          history[section].items.map((item) => item.id),
          section,
        ).toEqual(ids);
        expect(history[section].total, section).toBe(ids.length);
      }
    }
    // The author of a flagged post: their flagsReceived is not empty, and exactly theirs.
    const flagged = await tablesOf(gateway.orm.em.fork())
      .selectFrom('post_flags as f')
      .innerJoin('discussions as d', 'd.id', 'f.discussion_id')
      .leftJoin('discussion_replies as r', 'r.id', 'f.reply_id')
      .select((eb) => eb.fn.coalesce('r.author_id', 'd.author_id').as('author'))
      .executeTakeFirstOrThrow();
    const received = (await ownIds(flagged.author)).flagsReceived;
    expect(received.length).toBeGreaterThan(0);
    expect((await readHistory(flagged.author)).flagsReceived.items.map((item) => item.id)).toEqual(
      received,
    );

    const mine = await readHistory(memberId);
    expect(mine.discussions.items[0]).toMatchObject({
      id: discussionId,
      title: 'Court fees in 2026',
      path: `/discussions/${discussionId}`,
    });
    const theirs = await readHistory(otherId);
    expect(theirs.discussions.items.map((item) => item.id)).not.toContain(discussionId);
    // The demo member has activity in several sections: the comparison above is not of empties.
    const filled = Object.values(await ownIds(memberId)).filter((ids) => ids.length > 0);
    expect(filled.length).toBeGreaterThanOrEqual(3);
  });

  it('caps each section at the limit while counting all, in a fixed number of statements', async () => {
    const full = await readHistory(memberId, admin, 50);
    const capped = await readHistory(memberId, admin, 1);
    for (const section of ['submissions', 'discussions', 'replies', 'rsvps'] as const) {
      expect(capped[section].total).toBe(full[section].total);
      expect(capped[section].items).toEqual(full[section].items.slice(0, 1));
    }
    const statements = async (limit: number) =>
      countStatements(() =>
        graphql(
          gateway.app,
          `query ($id: UUID!) { memberHistory(id: $id, limit: ${limit}) { memberId } }`,
          { token: admin, variables: { id: memberId } },
        ),
      );
    expect(await statements(50)).toBe(await statements(1));
  });

  it("shows a lawyer's consultations with the figures, and security events to admins only", async () => {
    const tables = tablesOf(gateway.orm.em.fork());
    const lawyer = await tables
      .selectFrom('lawyer_profiles as lp')
      .innerJoin('consultation_requests as c', 'c.lawyer_id', 'lp.id')
      .select(['lp.user_id', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('lp.user_id')
      .executeTakeFirstOrThrow();
    const history = await readHistory(lawyer.user_id);
    expect(history.consultations.total).toBe(Number(lawyer.count));
    expect(history.consultationFigures.received).toBe(Number(lawyer.count));

    // Signing in was recorded in the security log.
    const forAdmin = await readHistory(memberId);
    expect(forAdmin.securityEvents?.total).toBeGreaterThan(0);
    const forModerator = await readHistory(memberId, moderator);
    expect(forModerator.securityEvents).toBeNull();
  });

  it("lists staff acts on the account, admins' entries for admins only", async () => {
    const suspended = await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/members/${otherId}/suspend`,
      payload: { reason: 'Checking the history' },
      cookies: cookies(admin),
    });
    expect(suspended.statusCode).toBe(200);
    await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/members/${otherId}/reinstate`,
      payload: { reason: 'Done checking' },
      cookies: cookies(admin),
    });
    const history = await readHistory(otherId);
    expect(history.staffActs.items.map((item) => [item.kind, item.detail])).toEqual([
      ['member.reinstated', 'Done checking'],
      ['member.suspended', 'Checking the history'],
    ]);
    expect(history.staffActs.items[0]?.path).toBe(`/admin/audit?item=${otherId}`);
    const adminOnly = await tablesOf(gateway.orm.em.fork())
      .selectFrom('audit_entries')
      .select('id')
      .where('subject_id', '=', otherId)
      .where('scope', '=', AuditScope.ADMIN)
      .execute();
    expect(adminOnly).toHaveLength(2);
    const moderatorView = await readHistory(otherId, moderator);
    expect(moderatorView.staffActs).toEqual({ total: 0, items: [] });
  });

  it('tells a deleted post and a hidden one (with the reason) apart, and links neither deleted', async () => {
    const ask = async <T>(token: string, query: string, variables: Record<string, unknown>) => {
      const { body } = await graphql<T>(gateway.app, query, { token, variables });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data as T;
    };
    const start = (title: string) =>
      ask<{ createDiscussion: { id: string } }>(
        member,
        'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
        { input: { title, content: 'Opening the question for the history.' } },
      ).then((data) => data.createDiscussion.id);
    const reply = (discussionId: string, content: string) =>
      ask<{ replyToDiscussion: { id: string } }>(
        member,
        'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
        { input: { discussionId, content } },
      ).then((data) => data.replyToDiscussion.id);
    const kept = await start('Bail hearings on Fridays');
    const removed = await start('A question I took back');
    const hiddenReply = await reply(kept, 'Call my office for a cheap deal.');
    const orphanReply = await reply(removed, 'Answering my own question.');

    await ask(member, 'mutation ($id: UUID!) { deleteDiscussion(id: $id) { id } }', {
      id: removed,
    });
    await ask(
      admin,
      'mutation ($input: FlagPostInput!) { flagPost(input: $input) { __typename } }',
      { input: { id: hiddenReply, kind: 'REPLY', reason: 'OFF_TOPIC' } },
    );
    await ask(
      moderator,
      'mutation ($input: DecideFlaggedPostInput!) { decideFlaggedPost(input: $input) { __typename } }',
      { input: { id: hiddenReply, kind: 'REPLY', outcome: 'HIDDEN', reason: 'Advertising' } },
    );

    const history = await readHistory(memberId);
    const item = (section: 'discussions' | 'replies', id: string) =>
      history[section].items.find((candidate) => candidate.id === id);
    expect(item('discussions', removed)).toMatchObject({ state: 'deleted', path: null });
    expect(item('discussions', kept)).toMatchObject({
      state: null,
      path: `/discussions/${kept}`,
    });
    expect(item('replies', hiddenReply)).toMatchObject({
      state: 'hidden',
      detail: 'Advertising',
      path: `/discussions/${kept}`,
    });
    // A reply stays when its opening post is deleted, but there is no page left to link to.
    expect(item('replies', orphanReply)).toMatchObject({ state: null, path: null });
  });

  it('is for staff only, and refuses a bad limit or an unknown member', async () => {
    expect((await historyOf(memberId, member)).statusCode).toBe(403);
    const anonymous = await gateway.app.inject({ url: `/api/admin/members/${memberId}/history` });
    expect(anonymous.statusCode).toBe(401);
    const gql = await graphql(
      gateway.app,
      'query ($id: UUID!) { memberHistory(id: $id) { memberId } }',
      {
        token: member,
        variables: { id: memberId },
      },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooMany = await historyOf(memberId, admin, 51);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('limit');
    const gqlLimit = await graphql(
      gateway.app,
      'query ($id: UUID!) { memberHistory(id: $id, limit: 0) { memberId } }',
      {
        token: moderator,
        variables: { id: memberId },
      },
    );
    expect(gqlLimit.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nobody = await historyOf('00000000-0000-4000-8000-000000000000', admin);
    expect(nobody.statusCode).toBe(404);
    expect((await historyOf(memberId, moderator, 5)).statusCode).toBe(200);
  });
});
