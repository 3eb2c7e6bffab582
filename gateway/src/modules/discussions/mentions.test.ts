import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { mentionMarkup } from '../../shared/post-markdown.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

// @mentions (issue 32 item 2): a mention is a reference to the member, rendered under their
// current name, and tells them once per post: not on edits that keep it, not themself, not
// someone who cannot read the discussion.
const demo = (role: Role) => DEMO_ACCOUNTS.find((account) => account.role === role);
const memberAccount = demo(Role.MEMBER);
const adminAccount = demo(Role.ADMIN);
const memberId = seedUuid(`user:${memberAccount?.username}`);
const adminId = seedUuid(`user:${adminAccount?.username}`);
// Two seeded members to mention.
const hodanId = seedUuid('user:hodan.farah');
const mohamedId = seedUuid('user:mohamed.nur');

let gateway: TestGateway;
let member: string;
let admin: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  member = await signInAs(gateway.app, memberAccount?.email ?? '', DEMO_PASSWORD);
  admin = await signInAs(gateway.app, adminAccount?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const CREATE = `mutation ($input: CreateDiscussionInput!) {
  createDiscussion(input: $input) { id contentHtml contentText }
}`;
const REPLY = `mutation ($input: ReplyToDiscussionInput!) {
  replyToDiscussion(input: $input) { id contentHtml }
}`;
const EDIT = `mutation ($input: EditDiscussionInput!) { editDiscussion(input: $input) { id } }`;

async function create(content: string, token = member) {
  const { body } = await graphql<{
    createDiscussion: { id: string; contentHtml: string; contentText: string };
  }>(gateway.app, CREATE, {
    token,
    variables: { input: { title: 'Mentions at work', content } },
  });
  expect(body.errors).toBeUndefined();
  return body.data?.createDiscussion ?? { id: '', contentHtml: '', contentText: '' };
}

/** The mention notices `recipientId` has about the discussion. */
async function mentionNotices(recipientId: string, discussionId: string) {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('notifications')
    .select(['actor_id', 'kind'])
    .where('recipient_id', '=', recipientId)
    .where('discussion_id', '=', discussionId)
    .execute();
}

const hodan = mentionMarkup(hodanId, 'Hodan Abdi Farah');
const mohamed = mentionMarkup(mohamedId, 'Mohamed Abdullahi Nur');

describe('a mention in a post', () => {
  it('links to the member under their name, reads @Name as text, and tells them once', async () => {
    const post = await create(`Asking ${hodan} about the **registry**, twice: ${hodan}.`);
    const link = `<a href="/members/${hodanId}" class="mention">@Hodan Abdi Farah</a>`;
    expect(post.contentHtml).toBe(
      `<p>Asking ${link} about the <strong>registry</strong>, twice: ${link}.</p>\n`,
    );
    expect(post.contentText).toBe(
      'Asking @Hodan Abdi Farah about the registry, twice: @Hodan Abdi Farah.',
    );
    expect(await mentionNotices(hodanId, post.id)).toEqual([
      { actor_id: memberId, kind: 'discussion_mention' },
    ]);
  });

  it('is not told again on an edit that keeps it; a mention the edit adds is told once', async () => {
    const post = await create(`First version for ${hodan}.`);
    const edit = async (content: string) => {
      const { body } = await graphql(gateway.app, EDIT, {
        token: member,
        variables: { input: { id: post.id, content } },
      });
      expect(body.errors).toBeUndefined();
    };
    await edit(`Second version for ${hodan}, with more words.`);
    await edit(`Third version for ${hodan} and ${mohamed}.`);
    await edit(`Fourth version for ${hodan} and ${mohamed}, again.`);
    expect(await mentionNotices(hodanId, post.id)).toHaveLength(1);
    expect(await mentionNotices(mohamedId, post.id)).toEqual([
      { actor_id: memberId, kind: 'discussion_mention' },
    ]);
    const rows = await tablesOf(gateway.orm.em.fork())
      .selectFrom('post_mentions')
      .select('member_id')
      .where('discussion_id', '=', post.id)
      .orderBy('member_id')
      .execute();
    expect(rows.map((row) => row.member_id)).toEqual([hodanId, mohamedId].sort());
    // A deleted post mentions nobody.
    await graphql(gateway.app, 'mutation ($id: UUID!) { deleteDiscussion(id: $id) { id } }', {
      token: member,
      variables: { id: post.id },
    });
    const left = await tablesOf(gateway.orm.em.fork())
      .selectFrom('post_mentions')
      .select('id')
      .where('discussion_id', '=', post.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('never tells the author of their own mention', async () => {
    const post = await create(`A note to self: ${mentionMarkup(memberId, 'Me')} must check it.`);
    expect(post.contentHtml).toContain(`href="/members/${memberId}"`);
    expect(await mentionNotices(memberId, post.id)).toEqual([]);
  });

  it('tells nobody who cannot read the discussion: an id of no member reads as text', async () => {
    const nobody = randomUUID();
    const post = await create(`Ask ${mentionMarkup(nobody, 'Former Member')} about it.`);
    expect(post.contentHtml).toBe('<p>Ask @Former Member about it.</p>\n');
    const notices = await tablesOf(gateway.orm.em.fork())
      .selectFrom('notifications')
      .select('id')
      .where('discussion_id', '=', post.id)
      .execute();
    expect(notices).toEqual([]);
  });

  it('keeps pointing at the member after a rename, under the new name', async () => {
    const post = await create(`Thanks to ${mohamed} for the decision.`);
    const db = tablesOf(gateway.orm.em.fork());
    await db
      .updateTable('users')
      .set({ full_name: 'Mohamed A. Nur' })
      .where('id', '=', mohamedId)
      .execute();
    try {
      const { body } = await graphql<{ discussion: { contentHtml: string; contentText: string } }>(
        gateway.app,
        'query ($id: UUID!) { discussion(id: $id) { contentHtml contentText } }',
        { token: admin, variables: { id: post.id } },
      );
      expect(body.data?.discussion.contentHtml).toContain(
        `<a href="/members/${mohamedId}" class="mention">@Mohamed A. Nur</a>`,
      );
      expect(body.data?.discussion.contentText).toBe('Thanks to @Mohamed A. Nur for the decision.');
    } finally {
      await db
        .updateTable('users')
        .set({ full_name: 'Mohamed Abdullahi Nur' })
        .where('id', '=', mohamedId)
        .execute();
    }
  });

  it('reads @Name in a search excerpt, never its markup', async () => {
    const word = `zebrafish${Date.now()}`;
    await create(`Has ${hodan} seen the ${word} ruling?`);
    const { body } = await graphql<{ search: { discussions: { snippet: string }[] } }>(
      gateway.app,
      'query ($q: String!) { search(query: $q) { discussions { snippet } } }',
      { token: member, variables: { q: word } },
    );
    const [hit] = body.data?.search.discussions ?? [];
    expect(hit?.snippet).toContain('@Hodan Abdi Farah');
    expect(hit?.snippet).not.toContain('member:');
  });

  it('shows a hostile name as text, never as markup', async () => {
    const db = tablesOf(gateway.orm.em.fork());
    const hostile = '<img src=x onerror=alert(1)></a><script>alert(2)</script>';
    await db.updateTable('users').set({ full_name: hostile }).where('id', '=', hodanId).execute();
    try {
      // The name written in the text is hostile too: neither one becomes markup.
      const post = await create(`Hello ${mentionMarkup(hodanId, '<b onclick=x>')} and you.`);
      // Escaped text may keep the words; no element may carry them.
      expect(post.contentHtml).not.toMatch(/<img|<script|<b[\s>]|<[a-z][^>]*\son\w+\s*=/i);
      expect(post.contentHtml).toContain(
        `<a href="/members/${hodanId}" class="mention">@&lt;img src=x onerror=alert(1)&gt;&lt;/a&gt;&lt;script&gt;alert(2)&lt;/script&gt;</a>`,
      );
    } finally {
      await db
        .updateTable('users')
        .set({ full_name: 'Hodan Abdi Farah' })
        .where('id', '=', hodanId)
        .execute();
    }
  });

  it('in a reply: a watcher it mentions has the mention, not also the reply notice', async () => {
    const post = await create('Who has seen the new circular?', admin);
    const { body } = await graphql<{ replyToDiscussion: { contentHtml: string } }>(
      gateway.app,
      REPLY,
      {
        token: member,
        variables: {
          input: {
            discussionId: post.id,
            content: `${mentionMarkup(adminId, 'Admin')} yes, and ${hodan} too.`,
          },
        },
      },
    );
    expect(body.data?.replyToDiscussion.contentHtml).toContain(`href="/members/${adminId}"`);
    // The admin started (so watches) the discussion: one notice for this reply, the mention.
    expect(await mentionNotices(adminId, post.id)).toEqual([
      { actor_id: memberId, kind: 'discussion_mention' },
    ]);
    expect(await mentionNotices(hodanId, post.id)).toEqual([
      { actor_id: memberId, kind: 'discussion_mention' },
    ]);
  });
});

describe('member suggestions for a mention', () => {
  const SUGGEST = `query ($search: String!, $limit: Int) {
    memberSuggestions(search: $search, limit: $limit) { id fullName initials markup }
  }`;
  const suggest = (search: string, limit?: number, token: string | undefined = member) =>
    graphql<{ memberSuggestions: { id: string; fullName: string }[] }>(gateway.app, SUGGEST, {
      token,
      variables: { search, limit },
    });

  it('offers members by part of their name, names starting with it first, never the viewer', async () => {
    const { body } = await suggest('abdi');
    const names = body.data?.memberSuggestions.map((row) => row.fullName) ?? [];
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThanOrEqual(8);
    expect(names.every((name) => /abdi/i.test(name))).toBe(true);
    expect(names).not.toContain(memberAccount?.fullName);
    const starting = names.filter((name) => /^abdi/i.test(name));
    expect(names.slice(0, starting.length)).toEqual(starting);
    expect((await suggest('hodan')).body.data?.memberSuggestions).toEqual([
      {
        id: hodanId,
        fullName: 'Hodan Abdi Farah',
        initials: 'HF',
        markup: `@[Hodan Abdi Farah](member:${hodanId})`,
      },
    ]);
  });

  it('is bounded and for signed-in members only', async () => {
    expect((await suggest('a', 11)).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { limit: expect.any(String) },
    });
    expect((await suggest('  ')).body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
    expect((await suggest('a', 3)).body.data?.memberSuggestions).toHaveLength(3);
    expect((await suggest('hodan', undefined, '')).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
