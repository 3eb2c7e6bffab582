import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';

// Flags on posts (issue 32 item 4): members flag others' posts, one flag each; enough flags hide
// a post until a moderator keeps, edits or hides it; every flagger is told the outcome once.
const HIDE_AT = 3;

let gateway: TestGateway;
let author: string;
const flaggers: string[] = [];
let moderator: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true, config: { postFlagsToHide: HIDE_AT } });
  author = await signInAs(gateway.app, 'member@example.org', DEMO_PASSWORD);
  for (const name of ['hodan.farah', 'mohamed.nur', 'ayaan.jama', 'abdikarim.guled']) {
    flaggers.push(await signInAs(gateway.app, `${name}@example.org`, DEMO_PASSWORD));
  }
  moderator = await signInAs(gateway.app, 'moderator@example.org', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await gateway.close();
});

const token = (n: number): string => flaggers[n] ?? '';

/** A new discussion by the author with one reply by another member: ids of both. */
async function thread(): Promise<{ id: string; replyId: string }> {
  const { body } = await graphql<{ createDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    {
      token: author,
      variables: { input: { title: 'Flag me', content: 'The opening post of the thread.' } },
    },
  );
  const id = body.data?.createDiscussion.id ?? '';
  const { body: replied } = await graphql<{ replyToDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    {
      token: author,
      variables: { input: { discussionId: id, content: 'A reply by the author.' } },
    },
  );
  return { id, replyId: replied.data?.replyToDiscussion.id ?? '' };
}

const FLAG = `mutation ($input: FlagPostInput!) { flagPost(input: $input) { updated hidden } }`;
const DECIDE = `mutation ($input: DecideFlaggedPostInput!) {
  decideFlaggedPost(input: $input) { outcome flaggers hidden }
}`;

function flag(by: string, id: string, reason = 'SPAM', note: string | null = null, kind = 'REPLY') {
  return graphql<{ flagPost: { updated: boolean; hidden: boolean } }>(gateway.app, FLAG, {
    token: by,
    variables: { input: { kind, id, reason, note } },
  });
}

function decide(by: string, input: Record<string, unknown>) {
  return graphql<{ decideFlaggedPost: { outcome: string; flaggers: number; hidden: boolean } }>(
    gateway.app,
    DECIDE,
    { token: by, variables: { input } },
  );
}

async function readThread(id: string, by = author) {
  const { body } = await graphql<{
    discussion: {
      hidden: boolean;
      content: string;
      flaggedByMe: boolean;
      replyList: { id: string; hidden: boolean; content: string; flaggedByMe: boolean }[];
    };
  }>(
    gateway.app,
    `query ($id: UUID!) { discussion(id: $id) {
      hidden content flaggedByMe replyList { id hidden content flaggedByMe } } }`,
    { token: by, variables: { id } },
  );
  return body.data?.discussion;
}

async function queue() {
  const { body } = await graphql<{
    flaggedPosts: {
      id: string;
      kind: string;
      flagCount: number;
      hidden: boolean;
      content: string;
      flags: { reason: string; note: string | null }[];
    }[];
    adminStats: { flaggedPosts: number };
  }>(
    gateway.app,
    `{ flaggedPosts { id kind flagCount hidden content flags { reason note } }
       adminStats { flaggedPosts } }`,
    { token: moderator },
  );
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function flagNotices(recipient: string) {
  const { body } = await graphql<{
    notifications: { kind: string; subjectTitle: string | null; reason: string | null }[];
  }>(gateway.app, '{ notifications { kind subjectTitle reason } }', { token: recipient });
  return (body.data?.notifications ?? []).filter((notice) => notice.kind.startsWith('POST_FLAG'));
}

describe('flagging a post', () => {
  it('refuses one’s own post, naming the field', async () => {
    const { id } = await thread();
    const { body } = await flag(author, id, 'SPAM', null, 'DISCUSSION');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('id');
  });

  it('needs a note with OTHER, and a known reason', async () => {
    const { replyId } = await thread();
    const missing = await flag(token(0), replyId, 'OTHER', '  ');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.body.errors?.[0]?.message).toContain('note');
    const ok = await flag(token(0), replyId, 'OTHER', 'Quotes a client by name.');
    expect(ok.body.data?.flagPost).toEqual({ updated: false, hidden: false });
  });

  it('keeps one flag per member: flagging again changes the reason', async () => {
    const { id, replyId } = await thread();
    expect((await flag(token(0), replyId, 'SPAM')).body.data?.flagPost.updated).toBe(false);
    expect((await flag(token(0), replyId, 'OFF_TOPIC')).body.data?.flagPost.updated).toBe(true);
    const post = (await queue())?.flaggedPosts.find((item) => item.id === replyId);
    expect(post?.flagCount).toBe(1);
    expect(post?.flags.map((entry) => entry.reason)).toEqual(['OFF_TOPIC']);
    expect((await readThread(id, token(0)))?.replyList[0]?.flaggedByMe).toBe(true);
    expect((await readThread(id, token(1)))?.replyList[0]?.flaggedByMe).toBe(false);
  });

  it('hides the post at the threshold of different members, out of search too', async () => {
    const { id } = await thread();
    for (const n of [0, 1]) {
      expect(
        (await flag(token(n), id, 'SPAM', null, 'DISCUSSION')).body.data?.flagPost.hidden,
      ).toBe(false);
    }
    // The same member again does not count twice.
    expect((await flag(token(1), id, 'SPAM', null, 'DISCUSSION')).body.data?.flagPost.hidden).toBe(
      false,
    );
    expect((await flag(token(2), id, 'SPAM', null, 'DISCUSSION')).body.data?.flagPost.hidden).toBe(
      true,
    );
    const read = await readThread(id);
    expect(read).toMatchObject({ hidden: true, content: '' });
    const listed = (await queue())?.flaggedPosts.find((item) => item.id === id);
    expect(listed).toMatchObject({ kind: 'DISCUSSION', flagCount: 3, hidden: true });
    expect(listed?.content).toBe('The opening post of the thread.');

    const rest = await gateway.app.inject({
      url: '/api/search?q=opening%20post%20thread',
      cookies: { [SESSION_COOKIE_NAME]: author },
    });
    const hits = rest.json<{ discussions: { id: string }[] }>().discussions ?? [];
    expect(hits.map((hit) => hit.id)).not.toContain(id);
  });
});

describe('deciding on a flagged post', () => {
  it('only staff decide; members are FORBIDDEN', async () => {
    const { replyId } = await thread();
    await flag(token(0), replyId);
    const { body } = await decide(token(1), { kind: 'REPLY', id: replyId, outcome: 'KEPT' });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rest = await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/flags/reply/${replyId}/decision`,
      payload: { outcome: 'kept' },
      cookies: { [SESSION_COOKIE_NAME]: token(1) },
    });
    expect(rest.statusCode).toBe(403);
  });

  it('keep unhides and clears the flags; each flagger is told once', async () => {
    const { id, replyId } = await thread();
    for (const n of [0, 1, 2]) await flag(token(n), replyId, 'INAPPROPRIATE');
    expect((await readThread(id))?.replyList[0]?.hidden).toBe(true);
    const before = await Promise.all(
      [0, 1, 2].map(async (n) => (await flagNotices(token(n))).length),
    );

    const kept = await decide(moderator, { kind: 'REPLY', id: replyId, outcome: 'KEPT' });
    expect(kept.body.data?.decideFlaggedPost).toEqual({
      outcome: 'KEPT',
      flaggers: 3,
      hidden: false,
    });
    const read = await readThread(id);
    expect(read?.replyList[0]).toMatchObject({ hidden: false, content: 'A reply by the author.' });
    expect((await queue())?.flaggedPosts.some((item) => item.id === replyId)).toBe(false);

    // Deciding again finds nothing waiting, and tells nobody a second time.
    const again = await decide(moderator, {
      kind: 'REPLY',
      id: replyId,
      outcome: 'HIDDEN',
      reason: 'Second thoughts',
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    for (const [n, count] of before.entries()) {
      const notices = await flagNotices(token(n));
      expect(notices.length).toBe(count + 1);
      expect(notices[0]).toMatchObject({ kind: 'POST_FLAG_KEPT', subjectTitle: 'Flag me' });
    }
    // A decided flag cannot be sent again by the same member.
    const refused = await flag(token(0), replyId, 'SPAM');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('hide keeps it hidden with the moderator and reason, and flagging it is refused', async () => {
    const { id, replyId } = await thread();
    await flag(token(0), replyId, 'SPAM');
    const noReason = await decide(moderator, { kind: 'REPLY', id: replyId, outcome: 'HIDDEN' });
    expect(noReason.body.errors?.[0]?.message).toContain('reason');

    const hidden = await decide(moderator, {
      kind: 'REPLY',
      id: replyId,
      outcome: 'HIDDEN',
      reason: 'Advertising a firm',
    });
    expect(hidden.body.data?.decideFlaggedPost).toEqual({
      outcome: 'HIDDEN',
      flaggers: 1,
      hidden: true,
    });
    expect((await readThread(id))?.replyList[0]).toMatchObject({ hidden: true, content: '' });
    const row = await tablesOf(gateway.orm.em.fork())
      .selectFrom('discussion_replies as r')
      .innerJoin('users as u', 'u.id', 'r.hidden_by_id')
      .select(['u.email', 'r.hidden_reason', 'r.content'])
      .where('r.id', '=', replyId)
      .executeTakeFirst();
    expect(row).toEqual({
      email: 'moderator@example.org',
      hidden_reason: 'Advertising a firm',
      content: 'A reply by the author.',
    });
    expect((await flagNotices(token(0)))[0]).toMatchObject({
      kind: 'POST_FLAG_HIDDEN',
      reason: 'Advertising a firm',
    });
    const late = await flag(token(1), replyId, 'SPAM');
    expect(late.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('edit goes through the staff edit with its reason, kept as a revision', async () => {
    const { id } = await thread();
    await flag(token(0), id, 'OFF_TOPIC', null, 'DISCUSSION');
    const edited = await decide(moderator, {
      kind: 'DISCUSSION',
      id,
      outcome: 'EDITED',
      reason: 'Removed a client name',
      content: 'The opening post, without the name.',
    });
    expect(edited.body.data?.decideFlaggedPost.outcome).toBe('EDITED');
    const { body } = await graphql<{
      discussion: { content: string; editedAt: string | null; revisions: { reason: string }[] };
    }>(
      gateway.app,
      'query ($id: UUID!) { discussion(id: $id) { content editedAt revisions { reason } } }',
      {
        token: moderator,
        variables: { id },
      },
    );
    expect(body.data?.discussion).toMatchObject({
      content: 'The opening post, without the name.',
      revisions: [{ reason: 'Removed a client name' }],
    });
    expect((await flagNotices(token(0)))[0]?.kind).toBe('POST_FLAG_EDITED');
  });
});

describe('the REST twins', () => {
  it('flag with the write scope; decisions need `moderate`', async () => {
    const { replyId } = await thread();
    const flagged = await gateway.app.inject({
      method: 'POST',
      url: `/api/discussion-replies/${replyId}/flag`,
      payload: { reason: 'other' },
      cookies: { [SESSION_COOKIE_NAME]: token(3) },
    });
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json<{ message: string }>().message).toContain('note');
    const ok = await gateway.app.inject({
      method: 'POST',
      url: `/api/discussion-replies/${replyId}/flag`,
      payload: { reason: 'spam' },
      cookies: { [SESSION_COOKIE_NAME]: token(3) },
    });
    expect(ok.json()).toEqual({ updated: false, hidden: false });

    const tokenWith = async (scopes: string[]) => {
      const { body } = await graphql<{ createApiToken: { token: string } }>(
        gateway.app,
        'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
        { token: moderator, variables: { input: { name: `flags ${scopes}`, scopes } } },
      );
      return body.data?.createApiToken.token ?? '';
    };
    const decideWith = (secret: string) =>
      gateway.app.inject({
        method: 'POST',
        url: `/api/admin/flags/reply/${replyId}/decision`,
        payload: { outcome: 'kept' },
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await decideWith(await tokenWith(['READ', 'WRITE']))).statusCode).toBe(403);
    const decided = await decideWith(await tokenWith(['MODERATE']));
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ outcome: 'kept', flaggers: 1, hidden: false });
  });
});
