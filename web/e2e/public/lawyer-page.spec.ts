import type { BrowserContext, Page } from '@playwright/test';
import { DIRECTORY_PAGE_SIZE } from '../../src/modules/lawyers/hooks/usePublicLawyers.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

interface ApiLawyer {
  id: string;
  slug: string;
  fullName: string;
  specialization: string;
  practiceAreas: string[];
  languages: string[];
  bio: string | null;
  verified: number;
  averageRating: number;
  totalReviews: number;
}

let context: BrowserContext;
let page: Page;
let lawyers: ApiLawyer[];

test.beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  lawyers = (await (await context.request.get('/api/public/lawyers')).json()) as ApiLawyer[];
});
test.afterAll(async () => {
  await context.close();
});

const verified = () => lawyers.filter((lawyer) => lawyer.verified === 1);
/** The verified lawyer with the most approved reviews (more than one page of them). */
const mostReviewed = () => [...verified()].sort((a, b) => b.totalReviews - a.totalReviews)[0];

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: string[];
  ogTitle: string | null;
  ogUrl: string | null;
  jsonLd: string[];
}

/** What the document head holds once the page has set it. */
async function headOf(on: Page): Promise<Head> {
  return on.evaluate(() => ({
    title: document.title,
    description:
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: [...document.querySelectorAll('head link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    ogTitle:
      document.querySelector('head meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogUrl: document.querySelector('head meta[property="og:url"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('head script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
  }));
}

async function waitForHead(on: Page, name: string): Promise<Head> {
  await expect.poll(async () => (await headOf(on)).title, { timeout: 15_000 }).toContain(name);
  return headOf(on);
}

test('the card links to the lawyer page, which shows the whole profile, reviews and head', async () => {
  const lawyer = mostReviewed();
  if (!lawyer || lawyer.totalReviews < 2) throw new Error('the seed has a lawyer with reviews');
  await open(page, '/public-lawyers');
  // The card's link is named by the lawyer (searching brings the card to the first page).
  await page
    .locator('main')
    .getByRole('searchbox', { name: 'Search lawyers' })
    .fill(lawyer.fullName);
  await page
    .getByRole('article', { name: lawyer.fullName, exact: true })
    .getByRole('link', { name: lawyer.fullName, exact: true })
    .click();
  await page.waitForURL(`**/lawyers/${lawyer.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: lawyer.fullName })).toBeVisible();

  const main = page.locator('main');
  if (lawyer.bio) await expect(main.getByTestId('lawyer-bio')).toHaveText(lawyer.bio);
  // Every practice area, not only the card's first three.
  expect(await main.getByTestId('lawyer-areas').getByRole('listitem').allInnerTexts()).toEqual(
    lawyer.practiceAreas,
  );
  await expect(main.getByTestId('languages')).toHaveText(lawyer.languages.join(', '));
  await expect(
    main.getByText(`${lawyer.averageRating} out of 5, ${lawyer.totalReviews} reviews`),
  ).toBeVisible();

  // Approved reviews, a page at a time.
  const reviews = main.getByTestId('lawyer-review');
  await expect(reviews.first()).toBeVisible();
  const firstPage = await reviews.count();
  expect(firstPage).toBe(Math.min(lawyer.totalReviews, 5));
  if (lawyer.totalReviews > firstPage) {
    await main.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(reviews).toHaveCount(Math.min(lawyer.totalReviews, 10));
  }

  const head = await waitForHead(page, lawyer.fullName);
  const origin = new URL(page.url()).origin;
  expect(head.title).toBe(
    `${lawyer.fullName} — ${lawyer.specialization} | National Bar Association`,
  );
  expect(head.description?.length).toBeGreaterThan(0);
  // The address asked for, itself (it named no language): not one of the alternates.
  expect(head.canonical).toBe(`${origin}/lawyers/${lawyer.slug}`);
  expect(head.alternates).toEqual([
    `en ${origin}/lawyers/${lawyer.slug}?lang=en`,
    `so ${origin}/lawyers/${lawyer.slug}?lang=so`,
    `ar ${origin}/lawyers/${lawyer.slug}?lang=ar`,
    `fr ${origin}/lawyers/${lawyer.slug}?lang=fr`,
    `x-default ${origin}/lawyers/${lawyer.slug}`,
  ]);
  expect(head.ogTitle).toBe(head.title);
  expect(head.ogUrl).toBe(head.canonical);
  expect(head.jsonLd).toHaveLength(1);
  const jsonLd = JSON.parse(head.jsonLd[0] ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Attorney',
    name: lawyer.fullName,
    url: `${origin}/lawyers/${lawyer.slug}`,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: lawyer.averageRating,
      reviewCount: lawyer.totalReviews,
    },
  });

  expect(await seriousViolations(page, 'lawyer page (en)', 'main')).toEqual([]);

  // Leaving the page takes its head along.
  await page.getByRole('link', { name: 'Back to the lawyer directory' }).click();
  await page.waitForURL('**/public-lawyers');
  await expect.poll(async () => (await headOf(page)).jsonLd.length).toBe(0);
  expect((await headOf(page)).canonical).toBeNull();
});

test('JSON-LD has no aggregateRating without approved reviews', async () => {
  const unrated = verified().find((lawyer) => lawyer.totalReviews === 0);
  if (!unrated) throw new Error('the seed has a verified lawyer without reviews');
  await open(page, `/lawyers/${unrated.slug}`);
  const head = await waitForHead(page, unrated.fullName);
  const jsonLd = JSON.parse(head.jsonLd[0] ?? '{}');
  expect(jsonLd['@type']).toBe('Attorney');
  expect(jsonLd).not.toHaveProperty('aggregateRating');
  await expect(page.locator('main').getByText('No reviews yet.')).toBeVisible();
});

test('the consultation request dialog opens from the page, for that lawyer', async () => {
  const lawyer = verified()[0];
  await open(page, `/lawyers/${lawyer?.slug}`);
  await page
    .locator('main')
    .getByRole('link', { name: `Request a consultation with ${lawyer?.fullName}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`With ${lawyer?.fullName}.`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
});

test('in Arabic the page is right to left, translated, with the Arabic head', async () => {
  // A context of its own: the language choice is kept in the origin's storage.
  const arabicContext = await newContext();
  const arabic = await arabicContext.newPage();
  await inLanguage(arabic, 'ar');
  const lawyer = mostReviewed();
  await open(arabic, `/lawyers/${lawyer?.slug}`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('link', { name: 'العودة إلى دليل المحامين' })).toBeVisible();
  await expect(arabic.getByRole('heading', { level: 2, name: 'تقييمات العملاء' })).toBeVisible();
  const head = await waitForHead(arabic, 'نقابة المحامين الوطنية');
  const origin = new URL(arabic.url()).origin;
  expect(head.canonical).toBe(`${origin}/lawyers/${lawyer?.slug}`);
  expect(JSON.parse(head.jsonLd[0] ?? '{}').name).toBe(lawyer?.fullName);
  expect(await seriousViolations(arabic, 'lawyer page (ar)', 'main')).toEqual([]);
  await arabic
    .locator('main')
    .getByRole('link', { name: /طلب استشارة/ })
    .click();
  await expect(
    arabic.getByRole('dialog').getByLabel('الاسم الكامل *', { exact: true }),
  ).toBeVisible();
  // An address that names the language is its own canonical, in the browser as on the server.
  await open(arabic, `/lawyers/${lawyer?.slug}?lang=ar`);
  const ownCanonical = () =>
    arabic.evaluate(() =>
      document.querySelector('link[rel="canonical"][data-page-head]')?.getAttribute('href'),
    );
  await expect.poll(ownCanonical).toBe(`${origin}/lawyers/${lawyer?.slug}?lang=ar`);
  expect((await headOf(arabic)).ogUrl).toBe(`${origin}/lawyers/${lawyer?.slug}?lang=ar`);
  await arabicContext.close();
});

test('an unverified lawyer, or an unknown slug, gets the not-found page', async () => {
  const unverified = lawyers.find((lawyer) => lawyer.verified === 0);
  if (!unverified) throw new Error('the seed has an unverified lawyer in the directory');
  for (const slug of [unverified.slug, 'nobody-by-this-name']) {
    await open(page, `/lawyers/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect((await headOf(page)).jsonLd).toHaveLength(0);
  }
});

test('robots.txt and the sitemaps are served with the lawyer pages', async () => {
  const robots = await context.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const origin = new URL(page.url()).origin;
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const index = await context.request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(await index.text()).toContain(`<loc>${origin}/sitemaps/lawyers-1.xml</loc>`);
  const lawyersMap = await (await context.request.get('/sitemaps/lawyers-1.xml')).text();
  const lawyer = verified()[0];
  expect(lawyersMap).toContain(`<loc>${origin}/lawyers/${lawyer?.slug}?lang=so</loc>`);
  expect(lawyersMap).toContain(
    `<xhtml:link rel="alternate" hreflang="ar" href="${origin}/lawyers/${lawyer?.slug}?lang=ar"/>`,
  );
});

test('the directory searches on the server and loads more on demand', async () => {
  const directoryRequests: string[] = [];
  const listed = await context.newPage();
  listed.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/public/lawyers') directoryRequests.push(url.search);
  });
  await open(listed, '/public-lawyers');
  const cards = listed.locator('main [data-testid="lawyer-card"]');
  // The count is the server's total; the first page came in the first HTML (no request).
  await expect(
    listed.getByRole('heading', { level: 2, name: `${lawyers.length} lawyers available` }),
  ).toBeVisible();
  await expect(cards).toHaveCount(Math.min(lawyers.length, DIRECTORY_PAGE_SIZE));
  if (lawyers.length > DIRECTORY_PAGE_SIZE) {
    await listed.getByRole('button', { name: 'Load more lawyers' }).click();
    await expect(cards).toHaveCount(Math.min(lawyers.length, 2 * DIRECTORY_PAGE_SIZE));
    expect(directoryRequests).toEqual([
      `?limit=${DIRECTORY_PAGE_SIZE}&offset=${DIRECTORY_PAGE_SIZE}`,
    ]);
  } else {
    expect(directoryRequests).toEqual([]);
  }
  // The search goes to the server, which answers the matching lawyers only.
  await listed.locator('main').getByRole('searchbox', { name: 'Search lawyers' }).fill('CUSTODY');
  const withCustody = lawyers.filter((lawyer) =>
    lawyer.practiceAreas.some((area) => area.toLowerCase().includes('custody')),
  );
  await expect(cards).toHaveCount(Math.min(withCustody.length, DIRECTORY_PAGE_SIZE));
  expect(directoryRequests.some((search) => search.includes('search=CUSTODY'))).toBe(true);
  await listed.close();
});
