import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { seedNewsId } from '../../seed/demo-news.js';
import { SEED_MEMBER_BOOKMARKS, SEED_NEWS } from '../../seed/news.data.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { NewsCategory } from '../../values/news-category.js';
import { NewsStatus } from '../../values/news-status.js';
import { Role } from '../../values/role.js';
import { User } from '../users/user.entity.js';
import { NewsBookmark } from './news-bookmark.entity.js';
import { NewsItem } from './news-item.entity.js';

const account = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};
const member = account(Role.MEMBER);
const moderator = account(Role.MODERATOR);
const admin = account(Role.ADMIN);

let gateway: TestGateway;
let memberToken: string;
let moderatorToken: string;
let adminToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator.email, DEMO_PASSWORD);
  adminToken = await signInAs(gateway.app, admin.email, DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const em = () => gateway.orm.em.fork();

interface ListedNews {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  isAnnouncement: boolean;
  createdAt: string;
  publishedAt: string;
  author: { id: string; fullName: string; initials: string; profileImage: string | null };
  bookmarkedByMe: boolean;
}

const FIELDS = `id title excerpt content category isAnnouncement createdAt publishedAt
  author { id fullName initials profileImage } bookmarkedByMe`;

async function listNews(args = '', token: string | null = memberToken) {
  const { body } = await graphql<{ news: ListedNews[] }>(
    gateway.app,
    `{ news${args} { ${FIELDS} } }`,
    token ? { token } : {},
  );
  return body;
}

async function allNews(token = memberToken): Promise<ListedNews[]> {
  return (await listNews('(limit: 100)', token)).data?.news ?? [];
}

const published = SEED_NEWS.filter(
  (item) => item.status === NewsStatus.APPROVED && typeof item.publishedAt === 'number',
);
const hidden = SEED_NEWS.filter((item) => !published.includes(item));

describe('news query', () => {
  it('lists the published seed, newest publication first, with authors', async () => {
    const news = await allNews();
    const seededIds = new Set(SEED_NEWS.map((item) => seedNewsId(item.key)));
    const seeded = news.filter((item) => seededIds.has(item.id));
    expect(seeded.map((item) => item.title)).toEqual(
      [...published].reverse().map((item) => item.title),
    );
    const times = news.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(news.every((item) => item.author.fullName.length > 0)).toBe(true);
    const authors = new Set(seeded.map((item) => item.author.fullName));
    expect(authors).toEqual(new Set([moderator.fullName, admin.fullName]));
    expect(seeded.some((item) => item.excerpt === null)).toBe(true);
    expect(seeded.some((item) => item.content.includes('\n'))).toBe(true);
  });

  it('leaves out pending, rejected and scheduled items', async () => {
    const ids = new Set((await allNews()).map((item) => item.id));
    expect(hidden).toHaveLength(3);
    for (const item of hidden) expect(ids.has(seedNewsId(item.key)), item.key).toBe(false);
    // They are in the table all the same: the moderation queue reads them.
    expect(await em().count(NewsItem, { status: NewsStatus.PENDING })).toBeGreaterThan(0);
    expect(await em().count(NewsItem, { status: NewsStatus.REJECTED })).toBeGreaterThan(0);
  });

  it('marks announcements and answers the category', async () => {
    const news = await allNews();
    const announcement = news.find(
      (item) => item.id === seedNewsId('general-assembly-nominations'),
    );
    expect(announcement).toMatchObject({ category: 'ANNOUNCEMENT', isAnnouncement: true });
    const reform = news.find((item) => item.id === seedNewsId('civil-procedure-amendments'));
    expect(reform).toMatchObject({ category: 'LEGAL_UPDATES', isAnnouncement: false });
  });

  it('answers 20 by default and pages with limit and offset', async () => {
    const all = await allNews();
    const page = (await listNews('(limit: 3, offset: 2)')).data?.news ?? [];
    expect(page.map((item) => item.id)).toEqual(all.slice(2, 5).map((item) => item.id));
    const byDefault = (await listNews('')).data?.news ?? [];
    expect(byDefault).toHaveLength(Math.min(20, all.length));
  });

  it("flags the viewer's bookmarks and lists only them with bookmarkedOnly", async () => {
    const viewerId = (await em().findOneOrFail(User, { email: member.email })).id;
    const news = await allNews();
    for (const item of news) {
      expect(item.bookmarkedByMe, item.title).toBe(
        (await em().count(NewsBookmark, { newsItem: item.id, user: viewerId })) === 1,
      );
    }
    const bookmarked = (await listNews('(bookmarkedOnly: true, limit: 100)')).data?.news ?? [];
    expect(new Set(bookmarked.map((item) => item.id))).toEqual(
      new Set(news.filter((item) => item.bookmarkedByMe).map((item) => item.id)),
    );
    expect(bookmarked.length).toBeGreaterThanOrEqual(SEED_MEMBER_BOOKMARKS.length);
    // Another member's bookmarks are their own.
    const asModerator = await allNews(moderatorToken);
    expect(asModerator.some((item) => item.bookmarkedByMe)).toBe(false);
  });

  it('refuses a limit or offset out of range, naming them', async () => {
    for (const [args, field] of [
      ['(limit: 0)', 'limit'],
      ['(limit: 101)', 'limit'],
      ['(offset: -1)', 'offset'],
    ] as const) {
      const body = await listNews(args);
      expect(body.errors?.[0]?.extensions, args).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: expect.any(String) },
      });
    }
  });

  it('is for members only', async () => {
    const body = await listNews('', null);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('newsItem query', () => {
  const newsItem = (id: string, token: string | null = memberToken) =>
    graphql<{ newsItem: ListedNews }>(
      gateway.app,
      `query ($id: UUID!) { newsItem(id: $id) { ${FIELDS} } }`,
      token ? { token, variables: { id } } : { variables: { id } },
    );

  it('answers one published item with its full content', async () => {
    const seed = SEED_NEWS.find((item) => item.key === 'reforme-code-penal');
    const { body } = await newsItem(seedNewsId('reforme-code-penal'));
    expect(body.data?.newsItem).toMatchObject({
      title: seed?.title,
      content: seed?.content,
      excerpt: null,
      author: { fullName: admin.fullName },
    });
  });

  it('answers NOT_FOUND for unknown, pending, rejected and scheduled items', async () => {
    const ids = [
      '00000000-0000-4000-8000-000000000000',
      ...hidden.map((item) => seedNewsId(item.key)),
    ];
    for (const id of ids) {
      const { body } = await newsItem(id);
      expect(body.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    // A malformed id is refused by the UUID scalar before the resolver runs.
    const malformed = await newsItem('not-a-uuid');
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for members only', async () => {
    const { body } = await newsItem(seedNewsId('reforme-code-penal'), null);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('toggleNewsBookmark', () => {
  const toggle = (newsItemId: string, token: string | null = memberToken) =>
    graphql<{ toggleNewsBookmark: { id: string; bookmarkedByMe: boolean } }>(
      gateway.app,
      'mutation ($id: UUID!) { toggleNewsBookmark(newsItemId: $id) { id bookmarkedByMe } }',
      token ? { token, variables: { id: newsItemId } } : { variables: { id: newsItemId } },
    );

  it('bookmarks, and a second toggle removes the bookmark', async () => {
    const id = seedNewsId('e-filing-pilot');
    const before = (await allNews()).find((item) => item.id === id)?.bookmarkedByMe;
    expect(before).toBe(false);
    expect((await toggle(id)).body.data?.toggleNewsBookmark).toEqual({ id, bookmarkedByMe: true });
    expect((await allNews()).find((item) => item.id === id)?.bookmarkedByMe).toBe(true);
    expect((await toggle(id)).body.data?.toggleNewsBookmark).toEqual({
      id,
      bookmarkedByMe: false,
    });
    expect(await em().count(NewsBookmark, { newsItem: id })).toBe(0);
  });

  it('refuses items a member cannot read, and anonymous callers', async () => {
    const pending = seedNewsId('pending-digital-confidentiality');
    expect((await toggle(pending)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await toggle(seedNewsId('e-filing-pilot'), null)).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });
});

const CREATE = `mutation ($input: CreateAnnouncementInput!) {
  createAnnouncement(input: $input) { ${FIELDS} }
}`;

describe('createAnnouncement', () => {
  const create = (input: Record<string, unknown>, token: string | null) =>
    graphql<{ createAnnouncement: ListedNews }>(
      gateway.app,
      CREATE,
      token ? { token, variables: { input } } : { variables: { input } },
    );

  it('publishes a moderator announcement at once, listed first', async () => {
    const { body } = await create(
      {
        title: '  Library closed on Thursday  ',
        excerpt: '   ',
        content: 'The library is closed on Thursday for the inventory.\nIt reopens on Friday.',
      },
      moderatorToken,
    );
    const created = body.data?.createAnnouncement;
    expect(created).toMatchObject({
      title: 'Library closed on Thursday',
      excerpt: null,
      content: 'The library is closed on Thursday for the inventory.\nIt reopens on Friday.',
      category: 'ANNOUNCEMENT',
      isAnnouncement: true,
      author: { fullName: moderator.fullName },
      bookmarkedByMe: false,
    });
    expect(Math.abs(Date.parse(created?.publishedAt ?? '') - Date.now())).toBeLessThan(60_000);
    const [first] = await allNews();
    expect(first?.id).toBe(created?.id);
    const stored = await em().findOneOrFail(NewsItem, { id: created?.id ?? '' });
    expect(stored).toMatchObject({
      status: NewsStatus.APPROVED,
      category: NewsCategory.ANNOUNCEMENT,
    });
  });

  it('lets an admin announce with an excerpt', async () => {
    const { body } = await create(
      {
        title: 'Fees due by 31 January',
        excerpt: 'Annual membership fees are due.',
        content: 'Annual membership fees for 2027 are due by 31 January.',
      },
      adminToken,
    );
    expect(body.data?.createAnnouncement).toMatchObject({
      excerpt: 'Annual membership fees are due.',
      author: { fullName: admin.fullName },
    });
  });

  it('names each field that is too short or too long', async () => {
    const { body } = await create(
      { title: 'ab', excerpt: 'x'.repeat(501), content: 'too short' },
      moderatorToken,
    );
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        title: 'must be 3 to 200 characters long',
        excerpt: 'must be at most 500 characters long',
        content: 'must be 10 to 20000 characters long',
      },
    });
    const tooLong = await create(
      { title: 't'.repeat(201), content: 'c'.repeat(20_001) },
      moderatorToken,
    );
    expect(tooLong.body.errors?.[0]?.extensions?.fields).toEqual({
      title: 'must be 3 to 200 characters long',
      content: 'must be 10 to 20000 characters long',
    });
  });

  it('is FORBIDDEN to members and UNAUTHENTICATED to anonymous callers', async () => {
    const input = { title: 'A member announcement', content: 'Members cannot announce.' };
    const before = await em().count(NewsItem);
    expect((await create(input, memberToken)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await create(input, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await em().count(NewsItem)).toBe(before);
  });
});

describe('GET /api/news', () => {
  const get = (query: string, token: string | null = memberToken) =>
    gateway.app.inject({
      url: `/api/news${query}`,
      cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
    });

  it("answers spec §3's shape, published only, newest first", async () => {
    const response = await get('?limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json<Record<string, unknown>[]>();
    const graphqlRows = await allNews();
    expect(rows).toEqual(
      graphqlRows.map((item) => ({
        id: item.id,
        title: item.title,
        excerpt: item.excerpt,
        content: item.content,
        createdAt: item.createdAt,
        author: { fullName: item.author.fullName },
      })),
    );
    const ids = new Set(rows.map((row) => row.id));
    for (const item of hidden) expect(ids.has(seedNewsId(item.key))).toBe(false);
  });

  it('honours limit, 20 by default', async () => {
    expect((await get('?limit=3')).json()).toHaveLength(3);
    const all = (await get('?limit=100')).json<unknown[]>();
    expect((await get('')).json()).toHaveLength(Math.min(20, all.length));
  });

  it('answers 400 naming limit', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=many']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('BAD_USER_INPUT');
      expect(body.message).toContain('limit');
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await get('', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('cost of a page', () => {
  it('a page of news costs at most 2 SQL statements, session included', async () => {
    const graphqlStatements = await countStatements(async () => {
      const body = await listNews('(limit: 20)');
      expect(body.data?.news.length).toBeGreaterThan(3);
    });
    expect(graphqlStatements).toBeGreaterThan(0);
    expect(graphqlStatements).toBeLessThanOrEqual(2);

    const restStatements = await countStatements(async () => {
      const response = await gateway.app.inject({
        url: '/api/news?limit=20',
        cookies: { [SESSION_COOKIE_NAME]: memberToken },
      });
      expect(response.json<unknown[]>().length).toBeGreaterThan(3);
    });
    expect(restStatements).toBeGreaterThan(0);
    expect(restStatements).toBeLessThanOrEqual(2);
  });
});
