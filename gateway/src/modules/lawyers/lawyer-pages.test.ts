import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { jsonLdScriptText, SITE_NAMES } from './lawyer-page-head.js';

const ORIGIN = 'https://bar.example.org';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true, config: { publicUrl: `${ORIGIN}/` } });
});

afterAll(async () => {
  await gateway?.close();
});

const db = () => tablesOf(gateway.orm.em.fork());

interface ListedLawyer {
  id: string;
  slug: string;
  fullName: string;
  verified: number;
  totalReviews: number;
  averageRating: number;
  bio: string | null;
}

async function directory(): Promise<ListedLawyer[]> {
  const response = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
  return response.json<ListedLawyer[]>();
}

const get = (url: string) => gateway.app.inject({ method: 'GET', url });

const HEAD_QUERY = `query($slug: String!, $locale: String) {
  publicLawyer(slug: $slug) { id slug fullName bio practiceAreas languages totalReviews }
  publicLawyerHead(slug: $slug, locale: $locale) {
    title description canonical alternates { hreflang href } openGraph { property content } jsonLd
  }
}`;

interface HeadAnswer {
  publicLawyer: { id: string; slug: string; fullName: string } | null;
  publicLawyerHead: {
    title: string;
    description: string;
    canonical: string;
    alternates: { hreflang: string; href: string }[];
    openGraph: { property: string; content: string }[];
    jsonLd: string;
  } | null;
}

describe('a lawyer page', () => {
  it('answers a verified, available lawyer by slug, in GraphQL and REST alike', async () => {
    const lawyer = (await directory()).find((entry) => entry.verified === 1);
    expect(lawyer).toBeDefined();
    const rest = await get(`/api/public/lawyers/${lawyer?.slug}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual(lawyer);

    const { body } = await graphql<HeadAnswer>(gateway.app, HEAD_QUERY, {
      variables: { slug: lawyer?.slug, locale: 'fr' },
    });
    expect(body.data?.publicLawyer).toMatchObject({ id: lawyer?.id, fullName: lawyer?.fullName });
    const head = body.data?.publicLawyerHead;
    expect(head?.title).toContain(lawyer?.fullName);
    expect(head?.title).toContain(SITE_NAMES.fr);
    expect(head?.canonical).toBe(`${ORIGIN}/lawyers/${lawyer?.slug}?lang=fr`);
    expect(head?.alternates.map((link) => link.hreflang)).toEqual([
      'en',
      'so',
      'ar',
      'fr',
      'x-default',
    ]);
    expect(head?.openGraph).toContainEqual({ property: 'og:url', content: head?.canonical });
    expect(head?.openGraph).toContainEqual({ property: 'og:title', content: head?.title });
    const jsonLd = JSON.parse(head?.jsonLd ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Attorney',
      name: lawyer?.fullName,
      url: `${ORIGIN}/lawyers/${lawyer?.slug}`,
    });
  });

  it('rates in JSON-LD from approved reviews only, and leaves the rating out without any', async () => {
    const lawyers = (await directory()).filter((entry) => entry.verified === 1);
    const rated = lawyers.find((entry) => entry.totalReviews > 0);
    const unrated = lawyers.find((entry) => entry.totalReviews === 0);
    const jsonLdOf = async (slug: string | undefined) => {
      const { body } = await graphql<HeadAnswer>(gateway.app, HEAD_QUERY, { variables: { slug } });
      return JSON.parse(body.data?.publicLawyerHead?.jsonLd ?? '{}');
    };
    expect((await jsonLdOf(rated?.slug)).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: rated?.averageRating,
      reviewCount: rated?.totalReviews,
      bestRating: 5,
      worstRating: 1,
    });
    expect(await jsonLdOf(unrated?.slug)).not.toHaveProperty('aggregateRating');

    // A pending review changes nothing.
    const pendingBefore = await jsonLdOf(rated?.slug);
    const reviews = await get(`/api/public/lawyers/${rated?.slug}/reviews?limit=50`);
    expect(reviews.json<{ total: number }>().total).toBe(rated?.totalReviews);
    expect(pendingBefore.aggregateRating.reviewCount).toBe(rated?.totalReviews);
  });

  it('keeps a name or bio with </script> from ending the JSON-LD script', async () => {
    const lawyer = (await directory()).find((entry) => entry.verified === 1);
    await db()
      .updateTable('lawyer_profiles')
      .set({ bio: 'Hello </script><script>alert(1)</script> & <!-- bye' })
      .where('id', '=', lawyer?.id ?? '')
      .execute();
    const { body } = await graphql<HeadAnswer>(gateway.app, HEAD_QUERY, {
      variables: { slug: lawyer?.slug },
    });
    const text = body.data?.publicLawyerHead?.jsonLd ?? '';
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).description).toBe(
      'Hello </script><script>alert(1)</script> & <!-- bye',
    );
    expect(jsonLdScriptText({ name: '</script>' })).toBe('{"name":"\\u003c/script\\u003e"}');
  });

  it('is not public for unverified or withdrawn profiles, nor for unknown slugs: 404 / null', async () => {
    const lawyers = await directory();
    const unverified = lawyers.find((entry) => entry.verified === 0);
    const withdrawn = lawyers.find((entry) => entry.verified === 1 && entry.id !== unverified?.id);
    await db()
      .updateTable('lawyer_profiles')
      .set({ public_consultation_available: false })
      .where('id', '=', withdrawn?.id ?? '')
      .execute();
    for (const slug of [unverified?.slug, withdrawn?.slug, 'nobody-at-all']) {
      const rest = await get(`/api/public/lawyers/${slug}`);
      expect(rest.statusCode).toBe(404);
      expect(rest.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await get(`/api/public/lawyers/${slug}/reviews`)).statusCode).toBe(404);
      const { body } = await graphql<HeadAnswer>(gateway.app, HEAD_QUERY, {
        variables: { slug },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ publicLawyer: null, publicLawyerHead: null });
    }
  });

  it('pages the approved reviews, newest first, with the reviewer first name only', async () => {
    const rated = (await directory())
      .filter((entry) => entry.verified === 1)
      .sort((a, b) => b.totalReviews - a.totalReviews)[0];
    expect(rated?.totalReviews).toBeGreaterThan(1);
    const all = (await get(`/api/public/lawyers/${rated?.slug}/reviews?limit=50`)).json<{
      total: number;
      items: { id: string; reviewerName: string; createdAt: string; rating: number }[];
    }>();
    expect(all.items).toHaveLength(rated?.totalReviews ?? -1);
    const times = all.items.map((review) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const review of all.items) expect(review.reviewerName).not.toContain(' ');

    const second = await graphql<{
      publicLawyerReviews: { total: number; items: { id: string }[] };
    }>(
      gateway.app,
      'query($slug: String!) { publicLawyerReviews(slug: $slug, limit: 1, offset: 1) { total items { id } } }',
      { variables: { slug: rated?.slug } },
    );
    expect(second.body.data?.publicLawyerReviews).toEqual({
      total: all.total,
      items: [{ id: all.items[1]?.id }],
    });
    const bad = await graphql(
      gateway.app,
      'query($slug: String!) { publicLawyerReviews(slug: $slug, limit: 0) { total } }',
      { variables: { slug: rated?.slug } },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toContain('limit');
    const badRest = await get(`/api/public/lawyers/${rated?.slug}/reviews?offset=-1`);
    expect(badRest.statusCode).toBe(400);
    expect(badRest.body).toContain('offset');
  });
});

describe('slugs of new profiles', () => {
  it('are made from the name at first save, de-duplicated, and kept when the name changes', async () => {
    const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
    const token = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
    const expected = (moderator?.fullName ?? '').toLowerCase().replaceAll(' ', '-');
    // A namesake's profile already holds the plain slug.
    await db()
      .updateTable('lawyer_profiles')
      .set({ slug: expected })
      .where('slug', '=', (await directory())[0]?.slug ?? '')
      .execute();
    const save = (specialization: string) =>
      graphql<{ saveLawyerProfile: { slug: string } }>(
        gateway.app,
        `mutation($input: LawyerProfileInput!) { saveLawyerProfile(input: $input) { slug } }`,
        {
          token,
          variables: {
            input: {
              specialization,
              practiceAreas: [],
              languages: [],
              publicConsultationAvailable: true,
            },
          },
        },
      );
    const first = await save('Tax Law');
    expect(first.body.data?.saveLawyerProfile.slug).toBe(`${expected}-2`);
    await db()
      .updateTable('users')
      .set({ full_name: 'Someone Else Entirely' })
      .where('email', '=', moderator?.email ?? '')
      .execute();
    const second = await save('Labour Law');
    expect(second.body.data?.saveLawyerProfile.slug).toBe(`${expected}-2`);
  });
});

describe('the directory at the server', () => {
  it('pages with limit/offset and tells the total in X-Total-Count', async () => {
    const all = await directory();
    const page = await get('/api/public/lawyers?limit=5&offset=5');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.json<ListedLawyer[]>().map((entry) => entry.id)).toEqual(
      all.slice(5, 10).map((entry) => entry.id),
    );
  });

  it('refuses bad paging and filter values with 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['specialization=', 'specialization'],
    ] as const) {
      const response = await get(`/api/public/lawyers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toContain(field);
    }
  });

  it('lists the distinct specializations of the listed lawyers, sorted', async () => {
    const all = await directory();
    const response = await get('/api/public/lawyer-specializations');
    expect(response.statusCode).toBe(200);
    const names = [
      ...new Set(
        all.map((entry) => (entry as unknown as { specialization: string }).specialization),
      ),
    ];
    expect(response.json<string[]>()).toEqual([...names].sort());
  });

  it('answers a page in a fixed number of statements, whatever its size (no N+1)', async () => {
    const small = await countStatements(() => get('/api/public/lawyers?limit=2'));
    const large = await countStatements(() => get('/api/public/lawyers?limit=30'));
    expect(large).toBe(small);
    const page = await countStatements(() =>
      graphql(gateway.app, HEAD_QUERY, { variables: { slug: 'nobody' } }),
    );
    expect(page).toBeLessThanOrEqual(small + 2);
  });
});

describe('site names in page titles', () => {
  it('are the web catalogs app.name in each language', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const [locale, name] of Object.entries(SITE_NAMES)) {
      const catalog = JSON.parse(
        await readFile(
          new URL(`../../../../web/src/i18n/locales/${locale}.json`, import.meta.url),
          'utf8',
        ),
      ) as { app: { name: string } };
      expect(catalog.app.name, locale).toBe(name);
    }
  });
});
