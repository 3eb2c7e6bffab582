import { DIRECTORY_PAGE_SIZE } from '../../src/modules/lawyers/hooks/usePublicLawyers.ts';
import { baseUrl, expect, firstHtml, newContext, test } from '../support/fixtures.ts';
import { reactAttached } from '../support/in-app.ts';
import { watchShifts } from '../support/layout-shift.ts';
import { settle, trackRequests } from '../support/network.ts';

// Issue 12: the public pages' content is in the first HTML response (the gateway renders it in
// the visitor's language), the browser hydrates it without moving anything, unknown paths
// answer 404 with the app's not-found page, and pages answer HTML to clients that do not ask
// for JSON.

test.describe('the first HTML response', () => {
  test('holds the page in the language Accept-Language asks for, with lang and dir', async () => {
    const arabic = await firstHtml('/about', { 'accept-language': 'ar-SO,ar;q=0.9,en;q=0.5' });
    expect(arabic.status).toBe(200);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toMatch(/<h1[^>]*>عن النقابة<\/h1>/);
    expect(arabic.html).toContain('<title>عن النقابة · نقابة المحامين الوطنية</title>');

    const french = await firstHtml('/leadership', { 'accept-language': 'fr-FR' });
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    expect(french.html).toMatch(/<h1[^>]*>Équipe dirigeante<\/h1>/);
  });

  test('names each language version: canonical, hreflang alternates and x-default', async () => {
    const { html } = await firstHtml('/privacy?lang=so');
    expect(html).toContain('<html lang="so" dir="ltr">');
    const origin = baseUrl();
    expect(html).toContain(`<link rel="canonical" href="${origin}/privacy?lang=so" />`);
    for (const language of ['en', 'so', 'ar', 'fr']) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${origin}/privacy?lang=${language}" />`,
      );
    }
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/privacy" />`,
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
  });

  test('is the page itself for a browser without JavaScript', async () => {
    const context = await newContext(undefined, { javaScriptEnabled: false, locale: 'so' });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/', 'Ururka Qareennada Qaranka'],
      ['/public-lawyers', 'La-talinta Dadweynaha'],
      ['/terms', 'Shuruudaha'],
    ] as const) {
      await page.goto(path);
      expect(await page.locator('main h1').innerText(), path).toContain(heading);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('so');
    }
    await context.close();
  });
});

test.describe('the sign-in form before scripts run', () => {
  test('posts to the gateway, never GETs, and can be sent at once', async () => {
    // Pressed before React attached, a plain form would GET /login?email=…&password=…: the
    // password in an address, a history entry and the logs. It posts to the page instead
    // (http/page-forms.ts), and its button is never held back while the script loads.
    const { html } = await firstHtml('/login');
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    const submit = html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? '';
    expect(submit).not.toMatch(/\sdisabled(=""|\s|>)/);
  });
});

test.describe('hydration', () => {
  test('attaches to the server markup without moving anything, in every language', async () => {
    for (const [path, locale] of [
      ['/', 'en-US'],
      ['/about', 'ar'],
      ['/leadership', 'fr-FR'],
      ['/login', 'so'],
    ] as const) {
      const context = trackRequests(await newContext(undefined, { locale }));
      const page = await watchShifts(context);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const serverHeading = (await firstHtml(path, { 'accept-language': locale })).html.match(
        /<h1[^>]*>([^<]*)<\/h1>/,
      )?.[1];
      await page.goto(path);
      // Tapped at once, the language list opens (the browser's own popover, no script needed).
      await page.getByRole('banner').getByRole('button').last().click();
      await expect(page.getByRole('banner').getByRole('list')).toBeVisible();
      await page.keyboard.press('Escape');
      await reactAttached(page);
      await settle(page);
      expect(await page.locator('main h1').innerText(), path).toBe(serverHeading);
      expect(errors, path).toEqual([]);
      expect(await page.evaluate(() => window.__layoutShift), path).toBeLessThan(0.005);
      // Its scripts were asked for after the first paint, not beside the HTML and stylesheet.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint ?? 0);
      await context.close();
    }
  });

  test('the lawyer directory keeps its place when the list arrives', async () => {
    const context = trackRequests(await newContext(undefined, { locale: 'en-US' }));
    const page = await watchShifts(context);
    await page.goto('/public-lawyers');
    await expect(page.locator('main [aria-busy="false"]').first()).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.005);
    await context.close();
  });

  test('the lawyer directory has its first page of cards in the first HTML, not asked again', async () => {
    const { html } = await firstHtml('/public-lawyers', { 'accept-language': 'en-US' });
    const api = (await (
      await fetch(`${baseUrl()}/api/public/lawyers?limit=${DIRECTORY_PAGE_SIZE}`)
    ).json()) as {
      fullName: string;
    }[];
    const total = Number(
      (await fetch(`${baseUrl()}/api/public/lawyers?limit=1`)).headers.get('x-total-count'),
    );
    // The cards, in the API's order, and the count of all of them, before any script runs.
    const serverCards = html.match(/data-testid="lawyer-card"/g) ?? [];
    expect(serverCards.length).toBe(api.length);
    expect(api.length).toBeGreaterThan(0);
    const firstName = api[0]?.fullName ?? '';
    expect(html.indexOf(firstName)).toBeGreaterThan(html.indexOf('<main'));
    expect(html).toMatch(new RegExp(`<h2[^>]*>${total} lawyers available</h2>`));
    expect(html).not.toContain('data-testid="lawyers-loading"');

    const context = trackRequests(await newContext(undefined, { locale: 'en-US' }));
    const page = await watchShifts(context);
    const listAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/public/lawyer')) listAsked.push(url.pathname + url.search);
    });
    await page.goto('/public-lawyers');
    const cards = page.locator('main [data-testid="lawyer-card"]');
    await expect(cards).toHaveCount(api.length);
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.005);
    // "Load more", tapped as soon as it is there, fetches the next page only, once the app is
    // in: the first page is not asked again.
    if (total > api.length) {
      await page.getByRole('button', { name: 'Load more lawyers' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(api.length);
      expect(listAsked).toEqual([
        `/api/public/lawyers?limit=${DIRECTORY_PAGE_SIZE}&offset=${api.length}`,
      ]);
    } else {
      await reactAttached(page);
      await settle(page);
      expect(listAsked).toEqual([]);
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.005);
    }
    await context.close();
  });

  test("the visitor's stored language wins over the browser's, and the server learns it", async () => {
    const context = await newContext(undefined, { locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('bar-portal.language', 'fr'));
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('main h1')).toHaveText('À propos');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // The cookie it now has makes the next first HTML French.
    const response = await page.request.get('/about');
    expect(await response.text()).toContain('<html lang="fr" dir="ltr">');
    await context.close();
  });
});

test.describe("a lawyer's page", () => {
  test('carries its head in the first HTML: title, Open Graph and the JSON-LD', async () => {
    const lawyers = (await (await fetch(`${baseUrl()}/api/public/lawyers`)).json()) as {
      slug: string;
      fullName: string;
      verified: number;
    }[];
    const lawyer = lawyers.find((candidate) => candidate.verified === 1);
    if (!lawyer) throw new Error('the seed has a verified lawyer');
    const { status, html } = await firstHtml(`/lawyers/${lawyer.slug}?lang=fr`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr" dir="ltr">');
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&#39;/g, "'");
    expect(title?.replace(/&amp;/g, '&')).toMatch(/ \| Association nationale du barreau$/);
    expect(title?.replace(/&amp;/g, '&').startsWith(`${lawyer.fullName} — `)).toBe(true);
    const origin = baseUrl();
    expect(head).toContain(
      `<link rel="canonical" href="${origin}/lawyers/${lawyer.slug}?lang=fr" />`,
    );
    expect(head).toContain(
      `<meta property="og:url" content="${origin}/lawyers/${lawyer.slug}?lang=fr" />`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/lawyers/${lawyer.slug}" />`,
    );
    expect(head).toContain('<meta property="og:type" content="profile" />');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Attorney',
      name: lawyer.fullName,
    });
  });

  test('holds the profile and its first reviews, and hydrates without asking again', async () => {
    const lawyers = (await (await fetch(`${baseUrl()}/api/public/lawyers`)).json()) as {
      slug: string;
      fullName: string;
      bio: string | null;
      totalReviews: number;
    }[];
    const lawyer = [...lawyers].sort((a, b) => b.totalReviews - a.totalReviews)[0];
    if (!lawyer?.bio || lawyer.totalReviews === 0)
      throw new Error('the seed has a reviewed lawyer');
    const { html } = await firstHtml(`/lawyers/${lawyer.slug}`, { 'accept-language': 'en-US' });
    const main = html.slice(html.indexOf('<main'));
    expect(main).toMatch(new RegExp(`<h1[^>]*>${lawyer.fullName}</h1>`));
    expect(main).toContain('data-testid="lawyer-bio"');
    expect(main).toContain('data-testid="lawyer-review"');

    const context = await newContext(undefined, { locale: 'en-US' });
    const page = await watchShifts(context);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') asked.push(request.postData() ?? '');
    });
    await page.goto(`/lawyers/${lawyer.slug}`);
    await reactAttached(page);
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /request a consultation/i })
        .first(),
    ).toBeVisible();
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.005);
    await context.close();
  });

  test('answers 404 for a slug that is no public lawyer', async () => {
    const missing = await firstHtml('/lawyers/no-such-lawyer-here');
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('application/ld+json');
    expect(missing.html).toContain('<title>Page Not Found');
  });
});

test.describe('status and content type', () => {
  test('an unknown path answers 404 with the not-found page', async () => {
    const plain = await firstHtml('/no/such/page');
    expect(plain.status).toBe(404);
    expect(plain.type).toContain('text/html');
    expect(plain.html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);

    const context = await newContext(undefined, { locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Page Not Found');
    await context.close();
  });

  test('pages answer HTML to a client that sends no Accept header, the API JSON', async () => {
    const about = await fetch(`${baseUrl()}/about`, { headers: { accept: '' } });
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toContain('text/html');
    expect(about.headers.get('cache-control')).toBe('no-cache');
    expect(await about.text()).toMatch(/<h1[^>]*>About<\/h1>/);

    const json = await fetch(`${baseUrl()}/no-such-page`, {
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ code: 'NOT_FOUND' });

    const api = await fetch(`${baseUrl()}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
