import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { SEED_DISCUSSIONS } from '../../seed/discussions.data.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { Role } from '../../values/role.js';
import { User } from '../users/user.entity.js';
import { DiscussionLike } from './discussion-like.entity.js';
import { DiscussionReply } from './discussion-reply.entity.js';
import { DiscussionView } from './discussion-view.entity.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);

let gateway: TestGateway;
let memberToken: string;
let moderatorToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

interface ListedDiscussion {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  author: { id: string; fullName: string; initials: string; profileImage: string | null };
  practiceArea: { slug: string; name: string } | null;
  replies: number;
  views: number;
  likes: number;
  likedByMe: boolean;
}

const LIST_FIELDS = `id title content createdAt
  author { id fullName initials profileImage } practiceArea { slug name }
  replies views likes likedByMe`;

async function listDiscussions(args: string, token = memberToken) {
  const { body } = await graphql<{ discussions: ListedDiscussion[] }>(
    gateway.app,
    `{ discussions${args} { ${LIST_FIELDS} } }`,
    { token },
  );
  return body;
}

async function allDiscussions(): Promise<ListedDiscussion[]> {
  const body = await listDiscussions('(limit: 100)');
  return body.data?.discussions ?? [];
}

const em = () => gateway.orm.em.fork();

describe('discussions query', () => {
  it('lists the seeded discussions newest first, with author and area', async () => {
    const discussions = await allDiscussions();
    expect(discussions).toHaveLength(SEED_DISCUSSIONS.length);
    expect(discussions[0]?.title).toBe(SEED_DISCUSSIONS.at(-1)?.title);
    const times = discussions.map((discussion) => Date.parse(discussion.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(discussions[0]?.author.fullName.length).toBeGreaterThan(0);
    expect(discussions.some((discussion) => discussion.practiceArea === null)).toBe(true);
    expect(discussions.some((discussion) => discussion.content.length > 200)).toBe(true);
  });

  it('answers 20 by default and pages with limit and offset', async () => {
    const all = await allDiscussions();
    expect((await listDiscussions(''))?.data?.discussions).toHaveLength(20);
    const page = (await listDiscussions('(limit: 5, offset: 5)')).data?.discussions ?? [];
    expect(page.map((discussion) => discussion.id)).toEqual(
      all.slice(5, 10).map((discussion) => discussion.id),
    );
  });

  it('filters by practice-area slug; constitutional law has none yet', async () => {
    const family = (await listDiscussions('(practiceArea: "family", limit: 100)')).data
      ?.discussions;
    expect(family).toHaveLength(SEED_DISCUSSIONS.filter((seed) => seed.area === 'family').length);
    expect(family?.every((discussion) => discussion.practiceArea?.slug === 'family')).toBe(true);
    expect(family?.[0]?.practiceArea?.name).toBe('Family Law');

    const constitutional = await listDiscussions('(practiceArea: "constitutional")');
    expect(constitutional).toEqual({ data: { discussions: [] } });
  });

  it('refuses an unknown area and a limit out of range, naming them', async () => {
    const unknown = await listDiscussions('(practiceArea: "maritime")');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { practiceArea: expect.any(String) },
    });
    const tooMany = await listDiscussions('(limit: 101)');
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { limit: expect.any(String) },
    });
  });

  it('counts replies, views and likes, and whether the viewer likes it', async () => {
    const viewerId = (await em().findOneOrFail(User, { email: member?.email ?? '' })).id;
    for (const discussion of await allDiscussions()) {
      expect(discussion.replies, discussion.title).toBe(
        await em().count(DiscussionReply, { discussion: discussion.id }),
      );
      expect(discussion.views).toBe(
        await em().count(DiscussionView, { discussion: discussion.id }),
      );
      expect(discussion.likes).toBe(
        await em().count(DiscussionLike, { discussion: discussion.id }),
      );
      expect(discussion.likedByMe).toBe(
        (await em().count(DiscussionLike, { discussion: discussion.id, user: viewerId })) === 1,
      );
    }
    const all = await allDiscussions();
    expect(all.some((discussion) => discussion.replies === 0)).toBe(true);
    expect(Math.max(...all.map((discussion) => discussion.replies))).toBe(8);
    expect(all.some((discussion) => discussion.likedByMe)).toBe(true);
  });

  it('is for members only', async () => {
    const { body } = await graphql(gateway.app, '{ discussions { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('discussion query', () => {
  it('answers one discussion with its replies oldest first', async () => {
    const [withReplies] = (await allDiscussions()).filter((discussion) => discussion.replies > 2);
    const { body } = await graphql<{
      discussion: {
        id: string;
        replies: number;
        replyList: { createdAt: string; author: { fullName: string }; content: string }[];
      };
    }>(
      gateway.app,
      'query ($id: UUID!) { discussion(id: $id) { id replies replyList { content createdAt author { fullName } } } }',
      { token: memberToken, variables: { id: withReplies?.id } },
    );
    const replyList = body.data?.discussion.replyList ?? [];
    expect(replyList).toHaveLength(withReplies?.replies ?? -1);
    const times = replyList.map((reply) => Date.parse(reply.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(replyList.every((reply) => reply.author.fullName.length > 0)).toBe(true);
  });

  it('answers NOT_FOUND for an id that does not exist', async () => {
    for (const [id, code] of [
      ['00000000-0000-4000-8000-000000000000', 'NOT_FOUND'],
      // A malformed id is refused by the UUID scalar before the resolver runs.
      ['not-a-uuid', 'BAD_USER_INPUT'],
    ]) {
      const { body } = await graphql(
        gateway.app,
        'query ($id: UUID!) { discussion(id: $id) { id } }',
        {
          token: memberToken,
          variables: { id },
        },
      );
      expect(body.errors?.[0]?.extensions?.code).toBe(code);
    }
  });
});

const CREATE = `mutation ($input: CreateDiscussionInput!) {
  createDiscussion(input: $input) { ${LIST_FIELDS} }
}`;

describe('createDiscussion', () => {
  it('opens a discussion by the signed-in member, listed first', async () => {
    const { body } = await graphql<{ createDiscussion: ListedDiscussion }>(gateway.app, CREATE, {
      token: moderatorToken,
      variables: {
        input: {
          title: '  Court fees for appeals  ',
          content: 'Have the court fees for appeals to the regional courts changed this year?',
          practiceAreaId: (await listAreas()).constitutional,
        },
      },
    });
    const created = body.data?.createDiscussion;
    expect(created).toMatchObject({
      title: 'Court fees for appeals',
      author: { fullName: moderator?.fullName },
      practiceArea: { slug: 'constitutional' },
      replies: 0,
      views: 0,
      likes: 0,
      likedByMe: false,
    });
    const [first] = await allDiscussions();
    expect(first?.id).toBe(created?.id);
  });

  it('names each field that is too short or too long', async () => {
    const { body } = await graphql(gateway.app, CREATE, {
      token: memberToken,
      variables: {
        input: {
          title: 'ab',
          content: 'x'.repeat(20_001),
          practiceAreaId: '00000000-0000-4000-8000-000000000000',
        },
      },
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        title: 'must be 3 to 200 characters long',
        content: 'must be 10 to 20000 characters long',
        practiceAreaId: 'is not a known practice area',
      },
    });
  });

  it('keeps the Markdown as written and answers it rendered and as plain text', async () => {
    const content =
      '**What notice** must a landlord give?\nSee [the act](https://example.org/act).\n\n<img src=x onerror=alert(1)>';
    const { body } = await graphql<{ createDiscussion: { id: string } }>(gateway.app, CREATE, {
      token: memberToken,
      variables: { input: { title: 'Notice periods', content } },
    });
    const id = body.data?.createDiscussion.id;
    const { body: read } = await graphql<{
      discussion: { content: string; contentHtml: string; contentText: string };
    }>(
      gateway.app,
      'query ($id: UUID!) { discussion(id: $id) { content contentHtml contentText } }',
      {
        token: moderatorToken,
        variables: { id },
      },
    );
    expect(read.data?.discussion).toEqual({
      content,
      contentHtml:
        '<p><strong>What notice</strong> must a landlord give?<br />\n' +
        'See <a href="https://example.org/act" rel="nofollow ugc noopener">the act</a>.</p>\n' +
        '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n',
      contentText: 'What notice must a landlord give? See the act. <img src=x onerror=alert(1)>',
    });
  });

  it('previews a text as it will show, up to the length of a post', async () => {
    const preview = (content: string) =>
      graphql<{ previewPost: string }>(
        gateway.app,
        'query ($content: String!) { previewPost(content: $content) }',
        { token: memberToken, variables: { content } },
      );
    expect((await preview('*Soon*')).body.data?.previewPost).toBe('<p><em>Soon</em></p>\n');
    expect((await preview('x'.repeat(20_001))).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { content: 'must be 0 to 20000 characters long' },
    });
    const anonymous = await graphql(gateway.app, '{ previewPost(content: "x") }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses anonymous callers', async () => {
    const { body } = await graphql(gateway.app, CREATE, {
      variables: { input: { title: 'A title', content: 'Long enough content.' } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

async function listAreas(): Promise<Record<string, string>> {
  const response = await gateway.app.inject({ url: '/api/practice-areas' });
  const areas = response.json<{ id: string; slug: string }[]>();
  return Object.fromEntries(areas.map((area) => [area.slug, area.id]));
}

async function idOf(email: string): Promise<string> {
  return (await em().findOneOrFail(User, { email })).id;
}

async function discussionWithoutReplies(): Promise<ListedDiscussion> {
  const found = (await allDiscussions()).find((discussion) => discussion.replies === 0);
  if (!found) throw new Error('The seed has a discussion without replies');
  return found;
}

describe('the orders of the list', () => {
  const ORDERED = `id createdAt lastActivityAt replies likes`;
  const listed = async (order: string) => {
    const { body } = await graphql<{
      discussions: {
        id: string;
        createdAt: string;
        lastActivityAt: string;
        replies: number;
        likes: number;
      }[];
    }>(gateway.app, `{ discussions(order: ${order}, limit: 100) { ${ORDERED} } }`, {
      token: memberToken,
    });
    return body.data?.discussions ?? [];
  };
  const descending = (values: number[]) =>
    values.every((value, index) => index === 0 || (values[index - 1] as number) >= value);

  it('a reply moves a discussion to the top of LATEST_ACTIVITY, not of NEWEST', async () => {
    const newest = await listed('NEWEST');
    const oldest = newest.at(-1);
    await graphql(
      gateway.app,
      'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
      {
        token: moderatorToken,
        variables: { input: { discussionId: oldest?.id, content: 'Still relevant.' } },
      },
    );
    const active = await listed('LATEST_ACTIVITY');
    expect(active[0]?.id).toBe(oldest?.id);
    expect(descending(active.map((row) => Date.parse(row.lastActivityAt)))).toBe(true);
    expect((await listed('NEWEST')).at(-1)?.id).toBe(oldest?.id);
  });

  it('MOST_LIKED counts down; UNANSWERED lists only those without a reply', async () => {
    const liked = await listed('MOST_LIKED');
    expect(liked.length).toBeGreaterThan(1);
    expect(descending(liked.map((row) => row.likes))).toBe(true);
    const unanswered = await listed('UNANSWERED');
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.every((row) => row.replies === 0)).toBe(true);
    expect(unanswered.length).toBe(liked.filter((row) => row.replies === 0).length);
  });

  it('refuses an unknown order on both APIs, naming it', async () => {
    const { body } = await graphql(gateway.app, '{ discussions(order: OLDEST) { id } }', {
      token: memberToken,
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const rest = await gateway.app.inject({
      url: '/api/discussions?order=OLDEST',
      cookies: { [SESSION_COOKIE_NAME]: memberToken },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ fields: { order: expect.any(String) } });
    const ok = await gateway.app.inject({
      url: '/api/discussions?order=UNANSWERED',
      cookies: { [SESSION_COOKIE_NAME]: memberToken },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('replies, likes and views', () => {
  it('replyToDiscussion adds the member reply to the discussion', async () => {
    const target = await discussionWithoutReplies();
    const { body } = await graphql<{
      replyToDiscussion: { content: string; author: { fullName: string } };
    }>(
      gateway.app,
      `mutation ($input: ReplyToDiscussionInput!) {
        replyToDiscussion(input: $input) { id content createdAt author { fullName initials } }
      }`,
      {
        token: memberToken,
        variables: { input: { discussionId: target.id, content: ' Agreed. ' } },
      },
    );
    expect(body.data?.replyToDiscussion).toMatchObject({
      content: 'Agreed.',
      author: { fullName: member?.fullName },
    });
    const { body: detail } = await graphql<{
      discussion: { replies: number; replyList: { content: string }[] };
    }>(
      gateway.app,
      'query ($id: UUID!) { discussion(id: $id) { replies replyList { content } } }',
      {
        token: memberToken,
        variables: { id: target.id },
      },
    );
    expect(detail.data?.discussion).toEqual({ replies: 1, replyList: [{ content: 'Agreed.' }] });
  });

  it('replyToDiscussion refuses an empty reply and a missing discussion', async () => {
    const reply = (discussionId: string, content: string) =>
      graphql(
        gateway.app,
        'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
        { token: memberToken, variables: { input: { discussionId, content } } },
      );
    const target = await discussionWithoutReplies();
    const empty = await reply(target.id, '   ');
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { content: expect.any(String) },
    });
    const missing = await reply('00000000-0000-4000-8000-000000000000', 'Hello');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('toggleDiscussionLike likes, and a second toggle takes the like back', async () => {
    const memberId = await idOf(member?.email ?? '');
    const target = (await allDiscussions()).find(
      (discussion) => !discussion.likedByMe && discussion.author.id !== memberId,
    );
    const toggle = async () =>
      (
        await graphql<{ toggleDiscussionLike: { likes: number; likedByMe: boolean } }>(
          gateway.app,
          'mutation ($id: UUID!) { toggleDiscussionLike(discussionId: $id) { likes likedByMe } }',
          { token: memberToken, variables: { id: target?.id } },
        )
      ).body.data?.toggleDiscussionLike;
    expect(await toggle()).toEqual({ likes: (target?.likes ?? 0) + 1, likedByMe: true });
    expect(await toggle()).toEqual({ likes: target?.likes, likedByMe: false });
  });

  it("refuses a like of one's own discussion, naming it", async () => {
    const { body } = await graphql<{ createDiscussion: { id: string } }>(gateway.app, CREATE, {
      token: memberToken,
      variables: {
        input: { title: 'My own thread', content: 'Nobody should like this but others.' },
      },
    });
    const liked = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { toggleDiscussionLike(discussionId: $id) { likes } }',
      { token: memberToken, variables: { id: body.data?.createDiscussion.id } },
    );
    expect(liked.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { discussionId: 'cannot be your own discussion' },
    });
    expect(await em().count(DiscussionLike, { discussion: body.data?.createDiscussion.id })).toBe(
      0,
    );
  });

  it('recordDiscussionView counts each member once', async () => {
    const target = await discussionWithoutReplies();
    const view = async (token: string) =>
      (
        await graphql<{ recordDiscussionView: { views: number } }>(
          gateway.app,
          'mutation ($id: UUID!) { recordDiscussionView(discussionId: $id) { views } }',
          { token, variables: { id: target.id } },
        )
      ).body.data?.recordDiscussionView.views;
    const before = await em().count(DiscussionView, { discussion: target.id });
    const viewedAlready =
      (await em().count(DiscussionView, {
        discussion: target.id,
        user: { email: moderator?.email ?? '' },
      })) === 1;
    const afterModerator = before + (viewedAlready ? 0 : 1);
    expect(await view(moderatorToken)).toBe(afterModerator);
    expect(await view(moderatorToken)).toBe(afterModerator);
  });
});

describe('GET /api/discussions', () => {
  const get = (query: string, token: string | null = memberToken) =>
    gateway.app.inject({
      url: `/api/discussions${query}`,
      cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
    });

  it('answers spec §3 shape, newest first, 20 by default', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(20);
    const graphqlRows = await allDiscussions();
    const [first] = graphqlRows;
    expect(rows[0]).toEqual({
      id: first?.id,
      title: first?.title,
      content: first?.content,
      createdAt: first?.createdAt,
      author: {
        id: first?.author.id,
        fullName: first?.author.fullName,
        profileImage: first?.author.profileImage,
      },
      practiceArea: first?.practiceArea ? { name: first.practiceArea.name } : null,
      replies: first?.replies,
      views: first?.views,
      likes: first?.likes,
    });
  });

  it('honours limit and practiceAreaId', async () => {
    const areas = await listAreas();
    const response = await get(`?limit=100&practiceAreaId=${areas.criminal}`);
    const rows = response.json<{ practiceArea: { name: string } }[]>();
    expect(rows).toHaveLength(SEED_DISCUSSIONS.filter((seed) => seed.area === 'criminal').length);
    expect(rows.every((row) => row.practiceArea.name === 'Criminal Law')).toBe(true);
    expect((await get('?limit=3')).json()).toHaveLength(3);
  });

  it('answers 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=many', 'limit'],
      ['?practiceAreaId=corporate', 'practiceAreaId'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('BAD_USER_INPUT');
      expect(body.message).toContain(parameter);
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await get('', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('cost of a page', () => {
  it('replyList over a page of 20 is one batched statement, not one per discussion', async () => {
    const statements = await countStatements(async () => {
      const { body } = await graphql<{
        discussions: { replyList: { author: { id: string } }[] }[];
      }>(gateway.app, '{ discussions(limit: 20) { id replyList { id author { id } } } }', {
        token: memberToken,
      });
      const replies = body.data?.discussions.flatMap((discussion) => discussion.replyList) ?? [];
      expect(replies.length).toBeGreaterThan(20);
    });
    expect(statements).toBeLessThanOrEqual(3);
  });

  for (const size of [3, 20]) {
    it(`a page of ${size} costs at most 3 SQL statements, session included`, async () => {
      const graphqlStatements = await countStatements(async () => {
        const body = await listDiscussions(`(limit: ${size})`);
        expect(body.data?.discussions).toHaveLength(size);
      });
      expect(graphqlStatements).toBeGreaterThan(0);
      expect(graphqlStatements).toBeLessThanOrEqual(3);

      const restStatements = await countStatements(async () => {
        const response = await gateway.app.inject({
          url: `/api/discussions?limit=${size}`,
          cookies: { [SESSION_COOKIE_NAME]: memberToken },
        });
        expect(response.json()).toHaveLength(size);
      });
      expect(restStatements).toBeGreaterThan(0);
      expect(restStatements).toBeLessThanOrEqual(3);
    });
  }
});

describe('watching a discussion', () => {
  const replyNotices = async (email: string, discussionId: string) =>
    (
      await tablesOf(em())
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.recipient_id')
        .select('n.id')
        .where('u.email', '=', email)
        .where('n.discussion_id', '=', discussionId)
        .where('n.kind', '=', NotificationKind.DISCUSSION_REPLY)
        .execute()
    ).length;
  const reply = (token: string, discussionId: string) =>
    graphql(
      gateway.app,
      'mutation ($input: ReplyToDiscussionInput!) { replyToDiscussion(input: $input) { id } }',
      { token, variables: { input: { discussionId, content: 'A reply to watch.' } } },
    );

  it('tells every watcher of a reply but the replier; the author watches until they stop', async () => {
    const { body } = await graphql<{ createDiscussion: { id: string; watchedByMe: boolean } }>(
      gateway.app,
      'mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { id watchedByMe } }',
      {
        token: memberToken,
        variables: { input: { title: 'Watch me', content: 'Who is told of replies?' } },
      },
    );
    const id = body.data?.createDiscussion.id ?? '';
    expect(body.data?.createDiscussion.watchedByMe).toBe(true);
    // The moderator watches over REST.
    const watch = await gateway.app.inject({
      method: 'PUT',
      url: `/api/discussions/${id}/watch`,
      cookies: { [SESSION_COOKIE_NAME]: moderatorToken },
    });
    expect(watch.statusCode).toBe(204);

    await reply(moderatorToken, id);
    expect(await replyNotices(member?.email ?? '', id)).toBe(1);
    expect(await replyNotices(moderator?.email ?? '', id)).toBe(0);

    const stopped = await graphql<{ setDiscussionWatch: { watchedByMe: boolean } }>(
      gateway.app,
      'mutation ($id: UUID!) { setDiscussionWatch(discussionId: $id, watching: false) { watchedByMe } }',
      { token: memberToken, variables: { id } },
    );
    expect(stopped.body.data?.setDiscussionWatch.watchedByMe).toBe(false);
    await reply(memberToken, id);
    expect(await replyNotices(member?.email ?? '', id)).toBe(1);
    expect(await replyNotices(moderator?.email ?? '', id)).toBe(1);
  });
});
