// A page whose code cannot be downloaded, or whose file is gone after a deploy, or that throws:
// the visitor gets a message in their language with a Retry, the page reloads once onto a new
// version, and the shell's navigation keeps working whatever one page does.

import type { BrowserContext, Page, Route } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import { expect, newContext, open, test } from '../support/fixtures.ts';
import { settle, trackRequests } from '../support/network.ts';

let context: BrowserContext;
test.afterEach(async () => {
  await context.close();
});

/** The About page's module (its content-hashed file). */
const isAboutPage = (url: URL) => /^\/assets\/AboutPage-[\w-]+\.js$/.test(url.pathname);

/** A wide page of the app, settled on the landing page (at `path`), its navigation on screen. */
async function landing(path = '/'): Promise<Page> {
  context = trackRequests(await newContext());
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, path);
  // Moves within the app are made from a page that has everything it asked for.
  await settle(page);
  return page;
}

const navigationLink = (page: Page, path: string) =>
  page.getByRole('navigation').first().locator(`a[href="${path}"]`);

/** The page's document loads (the first, and each reload). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

test('a page that cannot be downloaded retries once, says so, and Retry brings it', async () => {
  // In French: the message is in the visitor's language.
  const page = await landing('/?lang=fr');
  const attempts: string[] = [];
  const offline = async (route: Route) => {
    if (route.request().method() === 'GET') attempts.push(route.request().url());
    await route.abort('internetdisconnected');
  };
  await page.route(isAboutPage, offline);

  await navigationLink(page, '/about').click();
  const failure = page.getByRole('heading', {
    level: 1,
    name: fr.shell.routeFailure.downloadTitle,
  });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(fr.shell.routeFailure.downloadHelp);
  // The first attempt, and the one retry made by itself.
  expect(attempts.length).toBe(2);

  // The connection is back: Retry brings the page.
  await page.unroute(isAboutPage, offline);
  await page.getByRole('button', { name: fr.shell.routeFailure.retry }).click();
  await expect(page.locator('main h1')).toHaveText(fr.about.title);
  // The navigation still works.
  await navigationLink(page, '/leadership').click();
  await expect(page.locator('main h1')).toHaveText(fr.leadership.title);
});

test('a file gone after a deploy reloads the page once, onto the new version', async () => {
  const page = await landing();
  const documents = countDocuments(page);
  // Until the page is loaded again, the file answers as after a deploy: 404.
  await page.route(isAboutPage, async (route) => {
    if (documents() === 0) await route.fulfill({ status: 404, body: 'Not Found' });
    else await route.continue();
  });

  await navigationLink(page, '/about').click();
  await expect(page.locator('main h1')).toHaveText(en.about.title);
  expect(new URL(page.url()).pathname).toBe('/about');
  await settle(page);
  expect(documents()).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a version that already reloaded shows the message rather than loop', async () => {
  const page = await landing();
  const documents = countDocuments(page);
  // The file stays gone: reloading cannot help.
  await page.route(isAboutPage, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

  await navigationLink(page, '/about').click();
  const failure = page.getByRole('heading', {
    level: 1,
    name: en.shell.routeFailure.downloadTitle,
  });
  await expect(failure).toBeVisible();
  await settle(page);
  expect(documents()).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/about');
  // The shell around it works.
  await navigationLink(page, '/leadership').click();
  await expect(page.locator('main h1')).toHaveText(en.leadership.title);
});

test("a page that throws is caught by its route's boundary; the shell goes on", async () => {
  const page = await landing();
  await page.route(isAboutPage, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function AboutPage() { throw new Error('this page is broken'); }",
    }),
  );

  await navigationLink(page, '/about').click();
  await expect(
    page.getByRole('heading', { level: 1, name: en.shell.routeFailure.errorTitle }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(en.shell.routeFailure.errorHelp);
  await expect(page.getByRole('button', { name: en.shell.routeFailure.retry })).toHaveCount(1);
  await navigationLink(page, '/leadership').click();
  await expect(page.locator('main h1')).toHaveText(en.leadership.title);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
