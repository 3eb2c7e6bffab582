import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { DEMO_UNREAD_NOTIFICATIONS } from '../../seed/demo-notifications.js';
import { notify } from '../../shared/notify.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { Role } from '../../values/role.js';
import { User } from '../users/user.entity.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
const admin = DEMO_ACCOUNTS.find((account) => account.role === Role.ADMIN);

let gateway: TestGateway;
let memberToken: string;
let moderatorToken: string;
let adminToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
  adminToken = await signInAs(gateway.app, admin?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

interface ListedNotification {
  id: string;
  kind: string;
  actor: { id: string; fullName: string; initials: string } | null;
  discussion: { id: string; title: string; replyId: string | null } | null;
  connectionId: string | null;
  createdAt: string;
  read: boolean;
}

const FIELDS =
  'id kind actor { id fullName initials } discussion { id title replyId } connectionId createdAt read';

async function notificationsOf(token: string, args = '(limit: 50)') {
  const { body } = await graphql<{ notifications: ListedNotification[] }>(
    gateway.app,
    `{ notifications${args} { ${FIELDS} } }`,
    { token },
  );
  return body;
}

async function listOf(token: string): Promise<ListedNotification[]> {
  const body = await notificationsOf(token);
  expect(body.errors).toBeUndefined();
  return body.data?.notifications ?? [];
}

async function unreadOf(token: string): Promise<number> {
  const { body } = await graphql<{ shellCounts: { unreadNotifications: number } }>(
    gateway.app,
    '{ shellCounts { unreadMessages unreadNotifications } }',
    { token },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.shellCounts.unreadNotifications ?? -1;
}

async function userId(email: string | undefined): Promise<string> {
  return (await gateway.orm.em.fork().findOneOrFail(User, { email: email ?? '' })).id;
}

async function createDiscussion(token: string, title: string): Promise<string> {
  const { body } = await graphql<{ createDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id } }',
    { token, variables: { input: { title, content: 'Content long enough to be accepted.' } } },
  );
  const id = body.data?.createDiscussion.id;
  if (!id) throw new Error(`createDiscussion failed: ${JSON.stringify(body.errors)}`);
  return id;
}

async function reply(token: string, discussionId: string, content = 'A reply.'): Promise<string> {
  const { body } = await graphql<{ replyToDiscussion: { id: string } }>(
    gateway.app,
    'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
    { token, variables: { input: { discussionId, content } } },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.replyToDiscussion.id ?? '';
}

async function toggleLike(token: string, discussionId: string): Promise<boolean> {
  const { body } = await graphql<{ toggleDiscussionLike: { likedByMe: boolean } }>(
    gateway.app,
    'mutation ($id: UUID!) { toggleDiscussionLike(discussionId: $id) { likedByMe } }',
    { token, variables: { id: discussionId } },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.toggleDiscussionLike.likedByMe ?? false;
}

async function markRead(token: string, ids: string[]) {
  return graphql<{
    markNotificationsRead: { unreadMessages: number; unreadNotifications: number };
  }>(
    gateway.app,
    'mutation ($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { unreadMessages unreadNotifications } }',
    { token, variables: { ids } },
  );
}

async function markAllRead(token: string) {
  return graphql<{ markAllNotificationsRead: { unreadNotifications: number } }>(
    gateway.app,
    'mutation { markAllNotificationsRead { unreadMessages unreadNotifications } }',
    { token },
  );
}

const aboutDiscussion = (list: ListedNotification[], discussionId: string) =>
  list.filter((notification) => notification.discussion?.id === discussionId);

describe('the demo seed', () => {
  it('gives the demo member notifications from the seeded replies, likes, mentions and connections, 3 unread', async () => {
    const list = await listOf(memberToken);
    expect(list.length).toBeGreaterThan(DEMO_UNREAD_NOTIFICATIONS);
    expect(list.filter((notification) => !notification.read)).toHaveLength(
      DEMO_UNREAD_NOTIFICATIONS,
    );
    // The newest ones are the unread ones.
    expect(list.slice(0, DEMO_UNREAD_NOTIFICATIONS).every((n) => !n.read)).toBe(true);
    const kinds = new Set(list.map((notification) => notification.kind));
    expect(kinds).toEqual(
      new Set([
        'DISCUSSION_REPLY',
        'DISCUSSION_LIKE',
        'DISCUSSION_MENTION',
        'CONNECTION_REQUEST',
        'CONNECTION_ACCEPTED',
        'CONNECTION_DECLINED',
      ]),
    );
    for (const notification of list) {
      expect(notification.actor?.fullName).not.toBe(member?.fullName);
      const aboutDiscussion = notification.kind.startsWith('DISCUSSION_');
      expect(notification.discussion !== null, notification.kind).toBe(aboutDiscussion);
      expect(notification.connectionId !== null, notification.kind).toBe(!aboutDiscussion);
      // A reply's notice opens at the reply; a like of the post at the post.
      if (notification.kind === 'DISCUSSION_REPLY') {
        expect(notification.discussion?.replyId).toMatch(/^[0-9a-f-]{36}$/);
      }
      if (notification.kind === 'DISCUSSION_LIKE')
        expect(notification.discussion?.replyId).toBeNull();
    }
    expect(await unreadOf(memberToken)).toBe(DEMO_UNREAD_NOTIFICATIONS);
    // The other demo accounts start with none unread (they may have some read ones).
    expect(await unreadOf(adminToken)).toBe(0);
  });
});

describe('replies and likes notify the discussion author', () => {
  it('a reply by another member creates one notification for the author; their own reply none', async () => {
    const discussionId = await createDiscussion(memberToken, 'Reply notifications');
    const unreadBefore = await unreadOf(memberToken);

    await reply(memberToken, discussionId, 'My own reply, no notification.');
    expect(aboutDiscussion(await listOf(memberToken), discussionId)).toHaveLength(0);
    expect(await unreadOf(memberToken)).toBe(unreadBefore);

    const replyId = await reply(moderatorToken, discussionId, 'A reply from the moderator.');
    const [first, ...rest] = await listOf(memberToken);
    expect(rest.some((notification) => notification.discussion?.id === discussionId)).toBe(false);
    expect(first).toMatchObject({
      kind: 'DISCUSSION_REPLY',
      actor: { id: await userId(moderator?.email), fullName: moderator?.fullName },
      // Opening it shows that reply.
      discussion: { id: discussionId, title: 'Reply notifications', replyId },
      connectionId: null,
      read: false,
    });
    expect(Date.now() - Date.parse(first?.createdAt ?? '')).toBeLessThan(60_000);
    expect(await unreadOf(memberToken)).toBe(unreadBefore + 1);
    // The one who replied is not notified of anything.
    expect(aboutDiscussion(await listOf(moderatorToken), discussionId)).toHaveLength(0);
  });

  it('a like by another member notifies once; unlike and like again adds none', async () => {
    const discussionId = await createDiscussion(memberToken, 'Like notifications');
    const unreadBefore = await unreadOf(memberToken);

    expect(await toggleLike(moderatorToken, discussionId)).toBe(true);
    expect(await toggleLike(moderatorToken, discussionId)).toBe(false);
    expect(await toggleLike(moderatorToken, discussionId)).toBe(true);
    const likes = aboutDiscussion(await listOf(memberToken), discussionId);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      kind: 'DISCUSSION_LIKE',
      actor: { fullName: moderator?.fullName },
      read: false,
    });
    expect(await unreadOf(memberToken)).toBe(unreadBefore + 1);

    // Another member's like is a notification of its own.
    await toggleLike(adminToken, discussionId);
    expect(aboutDiscussion(await listOf(memberToken), discussionId)).toHaveLength(2);

    // Once read, liking anew is news again.
    await markRead(memberToken, [likes[0]?.id ?? '']);
    await toggleLike(moderatorToken, discussionId);
    await toggleLike(moderatorToken, discussionId);
    const after = aboutDiscussion(await listOf(memberToken), discussionId);
    expect(after.filter((n) => n.actor?.fullName === moderator?.fullName)).toHaveLength(2);
  });
});

describe('reading notifications', () => {
  it('markNotificationsRead marks the given ones and answers the new counts', async () => {
    const discussionId = await createDiscussion(memberToken, 'Mark read');
    await reply(moderatorToken, discussionId, 'First.');
    await reply(adminToken, discussionId, 'Second.');
    const mine = aboutDiscussion(await listOf(memberToken), discussionId);
    expect(mine).toHaveLength(2);
    const unreadBefore = await unreadOf(memberToken);

    const { body } = await markRead(memberToken, [mine[0]?.id ?? '']);
    expect(body.data?.markNotificationsRead).toEqual({
      unreadMessages: expect.any(Number),
      unreadNotifications: unreadBefore - 1,
    });
    const after = aboutDiscussion(await listOf(memberToken), discussionId);
    expect(after.map((n) => n.read)).toEqual([true, false]);
    // Marking it again changes nothing.
    const again = await markRead(memberToken, [mine[0]?.id ?? '']);
    expect(again.body.data?.markNotificationsRead.unreadNotifications).toBe(unreadBefore - 1);
    const none = await markRead(memberToken, []);
    expect(none.body.data?.markNotificationsRead.unreadNotifications).toBe(unreadBefore - 1);
  });

  it('markAllNotificationsRead marks every one of the viewer, and only theirs', async () => {
    const discussionId = await createDiscussion(moderatorToken, 'Moderator discussion');
    await reply(adminToken, discussionId, 'For the moderator.');
    const moderatorUnread = await unreadOf(moderatorToken);
    expect(moderatorUnread).toBeGreaterThan(0);
    const memberDiscussion = await createDiscussion(memberToken, 'Member discussion');
    await reply(adminToken, memberDiscussion, 'For the member.');
    expect(await unreadOf(memberToken)).toBeGreaterThan(0);

    const { body } = await markAllRead(memberToken);
    expect(body.data?.markAllNotificationsRead).toEqual({
      unreadMessages: expect.any(Number),
      unreadNotifications: 0,
    });
    expect(await unreadOf(memberToken)).toBe(0);
    expect((await listOf(memberToken)).every((n) => n.read)).toBe(true);
    expect(await unreadOf(moderatorToken)).toBe(moderatorUnread);
  });
});

describe('isolation between members', () => {
  it('lists only the viewer’s own notifications', async () => {
    const memberId = await userId(member?.email);
    const rows = await tablesOf(gateway.orm.em.fork())
      .selectFrom('notifications')
      .select(['id', 'recipient_id'])
      .execute();
    const memberIds = new Set(rows.filter((r) => r.recipient_id === memberId).map((r) => r.id));
    const listed = await listOf(memberToken);
    expect(listed.length).toBe(Math.min(50, memberIds.size));
    expect(listed.every((n) => memberIds.has(n.id))).toBe(true);
    const moderatorListed = await listOf(moderatorToken);
    expect(moderatorListed.some((n) => memberIds.has(n.id))).toBe(false);
  });

  it('ignores silently the ids of another member’s notifications: they stay unread', async () => {
    const discussionId = await createDiscussion(moderatorToken, 'Not yours to read');
    await reply(memberToken, discussionId, 'Notifies the moderator.');
    const [theirs] = aboutDiscussion(await listOf(moderatorToken), discussionId);
    expect(theirs?.read).toBe(false);
    const moderatorUnread = await unreadOf(moderatorToken);

    const { body } = await markRead(memberToken, [theirs?.id ?? '']);
    expect(body.errors).toBeUndefined();
    expect(body.data?.markNotificationsRead.unreadNotifications).toBe(await unreadOf(memberToken));
    expect(aboutDiscussion(await listOf(moderatorToken), discussionId)[0]?.read).toBe(false);
    expect(await unreadOf(moderatorToken)).toBe(moderatorUnread);

    // markAll by the member leaves the moderator's unread too.
    await markAllRead(memberToken);
    expect(await unreadOf(moderatorToken)).toBe(moderatorUnread);
  });
});

describe('connection notifications', () => {
  it('lists a connection kind with its actor and no discussion', async () => {
    const em = gateway.orm.em.fork();
    await notify(em, {
      recipientId: await userId(admin?.email),
      actorId: await userId(moderator?.email),
      kind: NotificationKind.CONNECTION_REQUEST,
    });
    const [latest] = await listOf(adminToken);
    expect(latest).toMatchObject({
      kind: 'CONNECTION_REQUEST',
      actor: { fullName: moderator?.fullName },
      discussion: null,
      read: false,
    });
  });
});

describe('input and access', () => {
  it('pages with limit and offset, newest first', async () => {
    const all = await listOf(memberToken);
    const times = all.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = (await notificationsOf(memberToken, '(limit: 2, offset: 1)')).data?.notifications;
    expect(page?.map((n) => n.id)).toEqual(all.slice(1, 3).map((n) => n.id));
    const byDefault = (await notificationsOf(memberToken, '')).data?.notifications;
    expect(byDefault?.length).toBe(Math.min(20, all.length));
  });

  it('refuses a limit out of 1..50, a negative offset and ids that are not ids, naming them', async () => {
    for (const [args, field] of [
      ['(limit: 0)', 'limit'],
      ['(limit: 51)', 'limit'],
      ['(offset: -1)', 'offset'],
    ] as const) {
      const body = await notificationsOf(memberToken, args);
      expect(body.errors?.[0]?.extensions, args).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: expect.any(String) },
      });
    }
    const { body } = await markRead(memberToken, ['not-an-id']);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'ids.0': 'must be a UUID' },
    });
    const tooMany = await markRead(
      memberToken,
      Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000'),
    );
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { ids: expect.any(String) },
    });
  });

  it('answers UNAUTHENTICATED to anonymous callers', async () => {
    for (const query of [
      '{ notifications { id } }',
      '{ shellCounts { unreadNotifications } }',
      'mutation { markAllNotificationsRead { unreadNotifications } }',
      'mutation { markNotificationsRead(ids: []) { unreadNotifications } }',
    ]) {
      const { body } = await graphql(gateway.app, query);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(body.data ?? null, query).toBeNull();
    }
  });
});

describe('cost', () => {
  it('a page of notifications with actors and discussions is one statement, session aside', async () => {
    const discussionId = await createDiscussion(memberToken, 'Many notifications');
    for (let k = 0; k < 6; k += 1) await reply(moderatorToken, discussionId, `Reply ${k}`);
    const cost = async (limit: number) =>
      countStatements(async () => {
        const body = await notificationsOf(memberToken, `(limit: ${limit})`);
        expect(body.data?.notifications).toHaveLength(limit);
        expect(body.data?.notifications.every((n) => n.actor && n.discussion)).toBe(true);
      });
    const small = await cost(1);
    const large = await cost(10);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
  });
});
