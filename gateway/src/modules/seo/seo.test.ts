import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { bulkLawyerStatements } from '../../test/bulk-lawyers.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { LAWYERS_PER_SITEMAP } from './sitemap.service.js';

const ORIGIN = 'https://bar.example.org';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true, config: { publicUrl: ORIGIN } });
});

afterAll(async () => {
  await gateway?.close();
});

const get = (url: string) => gateway.app.inject({ method: 'GET', url });

/** The sitemap package's own parser: it refuses what is not a sitemap. */
const parsed = (xml: string) => parseSitemap(Readable.from([xml]));
const parsedIndex = (xml: string) => parseSitemapIndex(Readable.from([xml]));

async function publicPages() {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('lawyer_profiles')
    .select(['slug', 'updated_at', 'verified_at'])
    .where('verified', '=', true)
    .where('public_consultation_available', '=', true)
    .orderBy('slug')
    .execute();
}

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and members areas, names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /graphql',
      'Disallow: /members',
      'Disallow: /messages',
      'Disallow: /admin',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).not.toContain('Disallow: /lawyers');
    expect(lines).not.toContain('Disallow: /public-lawyers');
    // Members search for the sign-in page by name.
    expect(lines.some((line) => line.startsWith('Disallow: /login'))).toBe(false);
  });
});

describe('the sitemaps', () => {
  it('index the static pages and the lawyer pages with absolute addresses', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const files = await parsedIndex(response.body);
    expect(files.map((file) => file.url)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/lawyers-1.xml`,
    ]);
  });

  it('list every public page in each language with hreflang alternates', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const items = await parsed(response.body);
    const locs = items.map((item) => item.url);
    for (const path of ['/', '/about', '/public-lawyers', '/privacy']) {
      for (const lang of ['en', 'so', 'ar', 'fr']) {
        expect(locs).toContain(`${ORIGIN}${path}?lang=${lang}`);
      }
    }
    expect(locs.some((loc) => loc.includes('/members') || loc.includes('/login'))).toBe(false);
    const about = items.find((item) => item.url === `${ORIGIN}/about?lang=so`);
    expect(about?.links?.map((link) => [link.lang, link.url])).toEqual([
      ['en', `${ORIGIN}/about?lang=en`],
      ['so', `${ORIGIN}/about?lang=so`],
      ['ar', `${ORIGIN}/about?lang=ar`],
      ['fr', `${ORIGIN}/about?lang=fr`],
      ['x-default', `${ORIGIN}/about`],
    ]);
  });

  it('list every public lawyer page (and no other) with lastmod from its data', async () => {
    const pages = await publicPages();
    const response = await get('/sitemaps/lawyers-1.xml');
    expect(response.statusCode).toBe(200);
    const items = await parsed(response.body);
    expect(items).toHaveLength(pages.length * 4);
    const arabic = items.filter((item) => item.url.endsWith('?lang=ar'));
    expect(arabic.map((item) => item.url)).toEqual(
      pages.map((page) => `${ORIGIN}/lawyers/${page.slug}?lang=ar`),
    );
    for (const [index, page] of pages.entries()) {
      const changed = [page.updated_at, page.verified_at]
        .filter((value): value is string => value !== null)
        .map((value) => new Date(value).getTime());
      // Approved reviews may be newer; never older than the profile itself.
      expect(new Date(arabic[index]?.lastmod ?? 0).getTime()).toBeGreaterThanOrEqual(
        Math.max(...changed),
      );
      expect(arabic[index]?.links).toHaveLength(5);
    }
    const unverified = await tablesOf(gateway.orm.em.fork())
      .selectFrom('lawyer_profiles')
      .select('slug')
      .where('verified', '=', false)
      .executeTakeFirstOrThrow();
    expect(response.body).not.toContain(`/lawyers/${unverified.slug}?`);
    expect((await get('/sitemaps/lawyers-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('split the lawyers into files of LAWYERS_PER_SITEMAP', async () => {
    const before = (await publicPages()).length;
    const connection = gateway.orm.em.getConnection();
    for (const statement of bulkLawyerStatements({ count: LAWYERS_PER_SITEMAP, prefix: 'bulk' })) {
      await connection.execute(statement);
    }
    const files = await parsedIndex((await get('/sitemap.xml')).body);
    expect(files.map((file) => file.url.replace(ORIGIN, ''))).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/lawyers-1.xml',
      '/sitemaps/lawyers-2.xml',
    ]);
    const first = await parsed((await get('/sitemaps/lawyers-1.xml')).body);
    const second = await parsed((await get('/sitemaps/lawyers-2.xml')).body);
    expect(first).toHaveLength(LAWYERS_PER_SITEMAP * 4);
    expect(second).toHaveLength(before * 4);
  });
});

describe('with PUBLIC_URL left to its default (F11)', () => {
  let unset: TestGateway;
  // A forged Host (and forwarded Host) must not end up in cached answers shown to everyone.
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  beforeAll(async () => {
    unset = await startTestGateway({ seed: true });
  });

  afterAll(async () => {
    await unset?.close();
  });

  it('builds robots.txt, the sitemaps and canonical links from PUBLIC_URL, never from the Host', async () => {
    const answers = await Promise.all(
      ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml'].map((url) =>
        unset.app.inject({ method: 'GET', url, headers: forged }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('evil.example');
    }
    const origin = new URL(unset.config.publicUrl).origin;
    for (const answer of answers) expect(answer.body).toContain(origin);
    const [slug] = await tablesOf(unset.orm.em.fork())
      .selectFrom('lawyer_profiles')
      .select('slug')
      .where('verified', '=', true)
      .where('public_consultation_available', '=', true)
      .execute();
    const head = await unset.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...forged, 'content-type': 'application/json' },
      payload: {
        query: 'query($slug: String!) { publicLawyerHead(slug: $slug) { canonical } }',
        variables: { slug: slug?.slug },
      },
    });
    const canonical = head.json<{ data: { publicLawyerHead: { canonical: string } } }>().data
      .publicLawyerHead.canonical;
    expect(new URL(canonical).origin).toBe(origin);
  });
});
