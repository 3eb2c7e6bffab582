import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { NewsCategory } from '../../values/news-category.js';
import { NewsStatus } from '../../values/news-status.js';
import { Role } from '../../values/role.js';
import { Discussion } from '../discussions/discussion.entity.js';
import { NewsItem } from '../news/news-item.entity.js';
import { PracticeArea } from '../practice-areas/practice-area.entity.js';
import { User } from '../users/user.entity.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);

let gateway: TestGateway;
let token: string;

const HOUR = 3_600_000;
const now = Date.now();

/** Rows of this file, each with a word no seed uses, so other data cannot change the answers. */
const DISCUSSIONS = {
  somali: {
    title: 'Xeerka ciqaabta iyo dhaxalka dhulka',
    content:
      'Sidee ayuu maxkamaddu u qaybiyaa dhaxalka dhulka magaalada marka ay jiraan ilmo badan?',
  },
  arabic: {
    title: 'الميراث في القانون الصومالي',
    content: 'كيف تقسم المحكمة ميراث الأراضي في المدينة عندما يكون هناك ورثة كثيرون؟',
  },
  french: {
    title: 'La détention provisoire en droit pénal',
    content:
      'Quelle est la durée maximale de la détention provisoire avant le procès au tribunal ?',
  },
  // Ranking: the older one has the word in its title, the newer one only in its body.
  titleMatch: {
    title: 'Quillborne clauses in supply contracts',
    content: 'Are these clauses enforceable when the supplier is abroad?',
    hoursAgo: 48,
  },
  bodyMatch: {
    title: 'A question about supply contracts',
    content: 'My client signed a contract with a quillborne clause and now regrets it.',
    hoursAgo: 1,
  },
} as const;

const NEWS = [
  { title: 'Moonraker notice: published', status: NewsStatus.APPROVED, publishedHoursAgo: 2 },
  { title: 'Moonraker notice: pending', status: NewsStatus.PENDING, publishedHoursAgo: null },
  { title: 'Moonraker notice: rejected', status: NewsStatus.REJECTED, publishedHoursAgo: null },
  // Approved for a later publication: not found before its time.
  { title: 'Moonraker notice: scheduled', status: NewsStatus.APPROVED, publishedHoursAgo: -24 },
] as const;

const ids: Record<string, string> = {};

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  token = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  const em = gateway.orm.em.fork();
  const author = await em.findOneOrFail(User, { email: member?.email ?? '' });
  const criminal = await em.findOneOrFail(PracticeArea, { slug: 'criminal' });
  for (const [key, seed] of Object.entries(DISCUSSIONS)) {
    const discussion = em.create(Discussion, {
      title: seed.title,
      content: seed.content,
      author,
      practiceArea: key === 'french' ? criminal : null,
      createdAt: new Date(now - ('hoursAgo' in seed ? seed.hoursAgo : 3) * HOUR),
    });
    ids[key] = discussion.id;
  }
  for (const seed of NEWS) {
    em.create(NewsItem, {
      title: seed.title,
      excerpt: 'A notice to every member.',
      content: `The association publishes this notice (${seed.status}).\nRead it in full.`,
      author,
      category: NewsCategory.ANNOUNCEMENT,
      status: seed.status,
      publishedAt:
        seed.publishedHoursAgo === null ? null : new Date(now - seed.publishedHoursAgo * HOUR),
    });
  }
  const somaliMember = em.create(User, {
    fullName: 'Faadumo Cawaale Xirsi',
    username: 'faadumo_xirsi',
    email: 'faadumo.xirsi@example.org',
    specialization: 'Sharciga qoyska',
    bio: 'قاضية سابقة في محكمة الأسرة',
    passwordHash: 'not-a-real-hash',
  });
  ids.somaliMember = somaliMember.id;
  await em.flush();
});

afterAll(async () => {
  await gateway.close();
});

interface SearchAnswer {
  query: string;
  discussions: {
    id: string;
    title: string;
    snippet: string;
    createdAt: string;
    author: { fullName: string };
    practiceArea: { slug: string; name: string } | null;
  }[];
  members: {
    id: string;
    fullName: string;
    username: string;
    specialization: string | null;
    profileImage: string | null;
    initials: string;
  }[];
  news: { id: string; title: string; snippet: string; publishedAt: string }[];
  documents: { id: string; title: string; snippet: string; createdAt: string }[];
  events: { id: string; title: string; snippet: string; eventDate: string }[];
}

const SEARCH = `query ($query: String!, $limit: Int) {
  search(query: $query, limit: $limit) {
    query
    discussions { id title snippet createdAt author { fullName } practiceArea { slug name } }
    members { id fullName username specialization profileImage initials }
    news { id title snippet publishedAt }
    documents { id title snippet createdAt }
    events { id title snippet eventDate }
  }
}`;

async function searchFor(query: string, limit?: number) {
  const { body } = await graphql<{ search: SearchAnswer }>(gateway.app, SEARCH, {
    token,
    variables: { query, limit },
  });
  return body;
}

async function found(query: string): Promise<SearchAnswer> {
  const body = await searchFor(query);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error('no data');
  return body.data.search;
}

const titles = (hits: { title: string }[]) => hits.map((hit) => hit.title);

describe('search query', () => {
  it('finds English discussions by a word, and by the start of the last word', async () => {
    const whole = await found('arbitration');
    expect(titles(whole.discussions)).toContain('Arbitration clauses in construction contracts');
    const prefix = await found('  arbitr  ');
    expect(prefix.query).toBe('arbitr');
    expect(titles(prefix.discussions)).toContain('Arbitration clauses in construction contracts');
    const hit = whole.discussions.find((d) => d.title.startsWith('Arbitration clauses'));
    expect(hit?.snippet.length).toBeGreaterThan(20);
    expect(hit?.author.fullName.length).toBeGreaterThan(0);
    expect(hit?.practiceArea?.slug).toBe('commercial');
    expect(whole.documents).toEqual([]);
  });

  it('finds approved events by title, description or place, never pending ones', async () => {
    const byTitle = await found('regional meeting');
    expect(titles(byTitle.events)).toContain('Regional members meeting');
    const byDescription = await found('Banadir region quarterly');
    const hit = byDescription.events.find((event) => event.title === 'Regional members meeting');
    expect(hit?.snippet).toContain('Quarterly');
    expect(Number.isNaN(Date.parse(hit?.eventDate ?? ''))).toBe(false);
    // Submitted and still pending: not an event members can open.
    expect(titles((await found('arbitration workshop')).events)).not.toContain(
      'Commercial arbitration workshop',
    );
  });

  it('finds documents by title, description or file name, with a snippet', async () => {
    const byTitle = await found('fee schedul');
    expect(titles(byTitle.documents)).toContain('Court fee schedule 2026');
    const byDescription = await found('custody time limits');
    const hit = byDescription.documents.find((d) => d.title === 'Criminal defence checklist');
    expect(hit?.snippet).toMatch(/custody time limits/i);
    expect(Number.isNaN(Date.parse(hit?.createdAt ?? ''))).toBe(false);
    expect(titles((await found('intake-form.docx')).documents)).toContain(
      'Client intake form (family cases)',
    );
  });

  it('finds Somali, Arabic and French text', async () => {
    expect(titles((await found('ciqaabta')).discussions)).toEqual([DISCUSSIONS.somali.title]);
    expect(titles((await found('dhaxalka dhul')).discussions)).toEqual([DISCUSSIONS.somali.title]);
    expect(titles((await found('الميراث')).discussions)).toEqual([DISCUSSIONS.arabic.title]);
    // A word of the body only, with its snippet around it.
    const arabicBody = await found('الأراضي');
    expect(titles(arabicBody.discussions)).toEqual([DISCUSSIONS.arabic.title]);
    expect(arabicBody.discussions[0]?.snippet).toContain('الأراضي');
    const french = await found('détention provisoire');
    expect(titles(french.discussions)).toEqual([DISCUSSIONS.french.title]);
    expect(french.discussions[0]?.practiceArea).toEqual({ slug: 'criminal', name: 'Criminal Law' });
    expect(titles((await found('procès')).discussions)).toEqual([DISCUSSIONS.french.title]);
  });

  it('finds a title with a typo by trigram similarity', async () => {
    expect(titles((await found('divorse')).discussions)).toContain(
      'Recognising a divorce pronounced abroad',
    );
    expect(titles((await found('arbitraton clauses')).discussions)[0]).toBe(
      'Arbitration clauses in construction contracts',
    );
    expect(titles((await found('Xeerka ciqabta')).discussions)).toEqual([DISCUSSIONS.somali.title]);
  });

  it('ranks a title match before a match in the body only, even an older one', async () => {
    const answer = await found('quillborne');
    expect(answer.discussions.map((hit) => hit.id)).toEqual([ids.titleMatch, ids.bodyMatch]);
    expect(answer.discussions[1]?.snippet).toContain('quillborne clause');
  });

  it('finds members by name, partial name, typo, specialization and bio', async () => {
    const byName = await found('Faadumo');
    expect(byName.members[0]).toEqual({
      id: ids.somaliMember,
      fullName: 'Faadumo Cawaale Xirsi',
      username: 'faadumo_xirsi',
      specialization: 'Sharciga qoyska',
      profileImage: null,
      initials: 'FX',
    });
    expect((await found('Faad')).members[0]?.id).toBe(ids.somaliMember);
    expect((await found('Faadumo Xirsy')).members[0]?.id).toBe(ids.somaliMember);
    expect((await found('qoyska')).members.map((hit) => hit.id)).toContain(ids.somaliMember);
    expect((await found('محكمة الأسرة')).members.map((hit) => hit.id)).toEqual([ids.somaliMember]);
    expect((await found('Hodan')).members[0]?.fullName).toBe('Hodan Abdi Farah');
  });

  it('finds approved news whose publication time has come, never pending or scheduled', async () => {
    const answer = await found('moonraker');
    expect(titles(answer.news)).toEqual(['Moonraker notice: published']);
    expect(Date.parse(answer.news[0]?.publishedAt ?? '')).toBeLessThan(Date.now());
    expect(answer.news[0]?.snippet).toContain('notice');
  });

  it('answers at most limit hits per group', async () => {
    const answer = await searchFor('the', 2);
    expect(answer.data?.search.discussions).toHaveLength(2);
    expect((await searchFor('contracts', 1)).data?.search.discussions).toHaveLength(1);
  });

  it('refuses blank or long text and a limit out of range, naming them', async () => {
    for (const query of ['', '   ', 'x'.repeat(201)]) {
      const body = await searchFor(query);
      expect(body.errors?.[0]?.extensions, query).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { query: expect.any(String) },
      });
    }
    expect((await searchFor(` ${'x'.repeat(200)} `)).errors).toBeUndefined();
    for (const limit of [0, 51]) {
      expect((await searchFor('law', limit)).errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { limit: expect.any(String) },
      });
    }
  });

  it('takes punctuation and search operators without failing', async () => {
    for (const query of ['!!!', '"criminal law', 'theft or', 'law -criminal', "o'neil", '&|:*']) {
      expect((await searchFor(query)).errors, query).toBeUndefined();
    }
    expect(titles((await found('ciqaabta or الميراث')).discussions).sort()).toEqual(
      [DISCUSSIONS.somali.title, DISCUSSIONS.arabic.title].sort(),
    );
  });

  it('is for members only', async () => {
    const { body } = await graphql(gateway.app, '{ search(query: "law") { query } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/search', () => {
  const get = (query: string, cookie: string | null = token) =>
    gateway.app.inject({
      url: `/api/search${query}`,
      cookies: cookie ? { [SESSION_COOKIE_NAME]: cookie } : {},
    });

  it('answers the same groups', async () => {
    const response = await get(`?q=${encodeURIComponent('ciqaabta')}&limit=5`);
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchAnswer>();
    expect(body.query).toBe('ciqaabta');
    expect(body.discussions.map((hit) => hit.id)).toEqual([ids.somali]);
    expect(body).toMatchObject({ members: [], news: [], documents: [] });
  });

  it('answers 400 naming q or limit, and 401 without a session', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(201)}`]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { q: expect.any(String) },
      });
    }
    const limit = await get('?q=law&limit=51');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ fields: { limit: expect.any(String) } });
    expect((await get('?q=law', null)).statusCode).toBe(401);
  });
});

describe('discussions(search:)', () => {
  const LIST = `query ($search: String, $practiceArea: String, $limit: Int, $offset: Int) {
    discussions(search: $search, practiceArea: $practiceArea, limit: $limit, offset: $offset) {
      id title
    }
  }`;
  const list = async (variables: Record<string, unknown>) =>
    (
      await graphql<{ discussions: { id: string; title: string }[] }>(gateway.app, LIST, {
        token,
        variables,
      })
    ).body;

  it('filters the list by words, prefix and typo, newest first, with the area', async () => {
    expect((await list({ search: 'quillborne' })).data?.discussions.map((d) => d.id)).toEqual([
      ids.bodyMatch,
      ids.titleMatch,
    ]);
    expect(titles((await list({ search: 'ciqaab' })).data?.discussions ?? []), 'ciqaab').toEqual([
      DISCUSSIONS.somali.title,
    ]);
    expect(titles((await list({ search: 'divorse' })).data?.discussions ?? [])).toContain(
      'Recognising a divorce pronounced abroad',
    );
    // The seeded "Pre-trial detention limits" is like it by trigrams, accent and all.
    expect(
      titles(
        (await list({ search: 'détention', practiceArea: 'criminal' })).data?.discussions ?? [],
      ),
    ).toEqual([DISCUSSIONS.french.title, 'Pre-trial detention limits']);
    expect((await list({ search: 'détention', practiceArea: 'family' })).data?.discussions).toEqual(
      [],
    );
  });

  it('pages a search with limit and offset, and treats blank as no filter', async () => {
    const all = (await list({ search: 'contracts', limit: 100 })).data?.discussions ?? [];
    expect(all.length).toBeGreaterThan(3);
    const page = (await list({ search: 'contracts', limit: 2, offset: 2 })).data?.discussions;
    expect(page).toEqual(all.slice(2, 4));
    expect((await list({ search: '  ' })).data?.discussions).toHaveLength(20);
  });

  it('refuses a search longer than 200 characters, naming it', async () => {
    expect((await list({ search: 'x'.repeat(201) })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
  });
});

/** The SQL statements sent while `run` runs, with their parameters. */
async function captureStatements(run: () => Promise<unknown>) {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const statements: { text: string; values: unknown[] }[] = [];
  prototype.query = function capturedQuery(this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') {
      statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      statements.push({ text: config.text, values: config.values ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return statements;
}

/** The plan PostgreSQL chooses for a statement when sequential scans are its last resort. */
async function planOf(
  statement: { text: string; values: unknown[] },
  withoutIndexes: readonly string[] = [],
): Promise<string> {
  const client = new pg.Client({ connectionString: gateway.config.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // The test tables are tiny, so a sequential scan would win; what matters is that the
    // indexes CAN answer the expressions (they would be chosen on a large table).
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_indexscan = off');
    await client.query('set local pg_trgm.strict_word_similarity_threshold = 0.4');
    // Dropped inside the transaction that is rolled back: only this plan does without them.
    for (const index of withoutIndexes) await client.query(`drop index ${index}`);
    const { rows } = await client.query(`explain ${statement.text}`, statement.values);
    await client.query('rollback');
    return rows.map((row: Record<string, string>) => Object.values(row)[0]).join('\n');
  } finally {
    await client.end();
  }
}

describe('cost and indexes', () => {
  it('one search is one statement in a short transaction, session lookup included', async () => {
    const statements = await captureStatements(() => found('contracts'));
    const searches = statements.filter((statement) => statement.text.includes('discussion_hits'));
    expect(searches).toHaveLength(1);
    // session lookup, begin, set local, the search, commit
    expect(statements.length).toBeLessThanOrEqual(5);
  });

  it('the search statement is answered by the full-text and trigram indexes', async () => {
    const statements = await captureStatements(() => found('divorse law'));
    const statement = statements.find((candidate) => candidate.text.includes('discussion_hits'));
    if (!statement) throw new Error('search statement not seen');
    // With few news items the (status, published_at) index wins; without it the text indexes serve.
    const plan = await planOf(statement, ['news_items_status_published_at_index']);
    for (const index of [
      'discussions_search_index',
      'discussions_title_trgm_index',
      'users_search_index',
      'users_search_trgm_index',
      'news_items_search_index',
      'news_items_title_trgm_index',
    ]) {
      expect(plan, plan).toContain(index);
    }
  });

  it('the discussions list search uses the discussion indexes', async () => {
    const statements = await captureStatements(() =>
      graphql(gateway.app, '{ discussions(search: "divorse law") { id } }', { token }),
    );
    const statement = statements.find((candidate) => candidate.text.includes('<<%'));
    if (!statement) throw new Error('list statement not seen');
    const plan = await planOf(statement);
    expect(plan, plan).toContain('discussions_search_index');
    expect(plan, plan).toContain('discussions_title_trgm_index');
  });
});
