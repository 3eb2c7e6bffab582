import { expect, it } from 'vitest';
import { tablesOf } from '../db/tables.js';
import { DEMO_ACCOUNTS, type Orm, seedIfEmpty } from '../exports/db.js';
import { Discussion } from '../modules/discussions/discussion.entity.js';
import { DiscussionLike } from '../modules/discussions/discussion-like.entity.js';
import { DiscussionReply } from '../modules/discussions/discussion-reply.entity.js';
import { DiscussionReplyLike } from '../modules/discussions/discussion-reply-like.entity.js';
import { DiscussionView } from '../modules/discussions/discussion-view.entity.js';
import { PracticeArea } from '../modules/practice-areas/practice-area.entity.js';
import { User } from '../modules/users/user.entity.js';
import { openTestOrm, useTestOrm } from '../test/test-orm.js';
import { Role } from '../values/role.js';
import { SEED_DISCUSSIONS } from './discussions.data.js';
import { SEED_MEMBERS } from './members.data.js';
import { seedUuid } from './seed-uuid.js';

const db = useTestOrm();

it('fills an empty database: 5 practice areas, one account per role, about 40 members', async () => {
  expect(await seedIfEmpty(db.orm)).toEqual({ seeded: true });

  const em = db.orm.em.fork();
  const areas = await em.find(PracticeArea, {}, { orderBy: { position: 'asc' } });
  expect(areas.map((area) => area.slug)).toEqual([
    'corporate',
    'criminal',
    'family',
    'commercial',
    'constitutional',
  ]);
  for (const area of areas) {
    expect(Object.values(area.names).every((name) => name.trim().length > 0)).toBe(true);
  }

  const users = await em.find(User, {}, { populate: ['passwordHash'] });
  expect(users).toHaveLength(DEMO_ACCOUNTS.length + SEED_MEMBERS.length);
  expect(SEED_MEMBERS.length).toBeGreaterThanOrEqual(38);
  for (const account of DEMO_ACCOUNTS) {
    expect(users.find((user) => user.email === account.email)?.role).toBe(account.role);
  }
  expect(users.filter((user) => user.role === Role.MEMBER)).toHaveLength(SEED_MEMBERS.length + 1);
  expect(users.filter((user) => user.bio === null).length).toBeGreaterThan(0);
  expect(users.every((user) => user.passwordHash.startsWith('$argon2id$'))).toBe(true);
  expect(new Set(users.map((user) => user.username)).size).toBe(users.length);
});

it('adds dozens of discussions with replies, likes and views, none in constitutional law', async () => {
  const em = db.orm.em.fork();
  const discussions = await em.find(Discussion, {}, { populate: ['practiceArea'] });
  expect(discussions.length).toBeGreaterThanOrEqual(30);
  const slugs = new Set(discussions.map((discussion) => discussion.practiceArea?.$.slug ?? null));
  expect(slugs).toEqual(new Set([null, 'commercial', 'corporate', 'criminal', 'family']));
  expect(discussions.some((discussion) => discussion.content.length > 200)).toBe(true);
  expect(new Set(discussions.map((discussion) => discussion.author.id)).size).toBeGreaterThan(20);
  expect(await em.count(DiscussionReply)).toBeGreaterThan(discussions.length * 2);
  expect(await em.count(DiscussionLike)).toBeGreaterThan(discussions.length);
  expect(await em.count(DiscussionView)).toBeGreaterThan(await em.count(DiscussionLike));
});

it('shows the posts’ features at once: formatting, mentions, an edited reply, reply likes', async () => {
  const em = db.orm.em.fork();
  const discussions = await em.find(Discussion, {});
  const formatted = discussions.map((discussion) => discussion.content);
  expect(formatted.some((content) => /\*\*[^*]+\*\*/.test(content))).toBe(true);
  expect(formatted.some((content) => /^- /m.test(content) && /^> /m.test(content))).toBe(true);
  expect(formatted.some((content) => /\]\(https:\/\//.test(content))).toBe(true);
  // The demo member is mentioned, so their notifications show a mention at once.
  const mentions = await tablesOf(em).selectFrom('post_mentions').selectAll().execute();
  expect(mentions.length).toBeGreaterThanOrEqual(2);
  expect(mentions.map((mention) => mention.member_id)).toContain(seedUuid('user:amina.abdi'));
  const edited = await em.find(DiscussionReply, { editedAt: { $ne: null } });
  expect(edited).toHaveLength(1);
  const revisions = await tablesOf(em)
    .selectFrom('post_revisions')
    .select('content')
    .where('reply_id', '=', edited[0]?.id ?? '')
    .execute();
  expect(revisions).toHaveLength(1);
  expect(revisions[0]?.content).not.toBe(edited[0]?.content);
  expect(await em.count(DiscussionReplyLike)).toBeGreaterThan(0);
});

it('is idempotent: a second run changes nothing', async () => {
  const before = await db.orm.em.fork().find(User, {}, { orderBy: { id: 'asc' } });
  expect(await seedIfEmpty(db.orm)).toEqual({ seeded: false });
  const after = await db.orm.em.fork().find(User, {}, { orderBy: { id: 'asc' } });
  expect(after.map((user) => [user.id, user.email])).toEqual(
    before.map((user) => [user.id, user.email]),
  );
  expect(await db.orm.em.fork().count(PracticeArea)).toBe(5);
  expect(await db.orm.em.fork().count(Discussion)).toBe(SEED_DISCUSSIONS.length);
});

it('is deterministic: the same ids and join dates in every database', async () => {
  const other = await openTestOrm();
  try {
    await seedIfEmpty(other.orm);
    const snapshot = async (target: Orm) =>
      (await target.em.fork().find(User, {}, { orderBy: { id: 'asc' } })).map((user) => [
        user.id,
        user.username,
        user.createdAt.toISOString(),
      ]);
    expect(await snapshot(other.orm)).toEqual(await snapshot(db.orm));
  } finally {
    await other.close();
  }
});
