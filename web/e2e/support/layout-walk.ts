// The layout walk (issue 31, item 2): no page scrolls sideways on a 390 px phone or a 1280 px
// desktop, in any of the four languages, and on the phone the header is one row (at most
// 64 px). One test per language opens every route of the app's route table that the visitor
// may open (those without a parameter: a detail page has its list's layout) on the phone, then
// widens the same page to the desktop: one load serves both widths, as the layout is the
// stylesheet's media queries and the app's resize listeners, which a resize runs as a load
// does. The first page is loaded by its address, the others reached in the app as its links
// reach them (a page's layout is its components', whichever way it came). Each is measured by the browser's own layout once the page has settled; a page that
// fails is attached as a screenshot, so the report shows it as it was, in its language.
import type { Page, TestInfo } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { expect, inLanguage, test } from './fixtures.ts';
import { navigateInApp } from './in-app.ts';
import { settle, trackRequests } from './network.ts';
import { allowed, routeTable, type Visitor } from './route-walk.ts';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
/** The members' header took 225 px of a phone; one row is the header height, 4rem. */
const PHONE_HEADER_MAX = 64;

export function walkLayout(visitor: Visitor): void {
  const paths = [
    '/',
    ...routeTable()
      .filter(({ path, access }) => !path.includes(':') && allowed(visitor, access))
      .map(({ path }) => path),
  ];
  // The languages' walks are independent: they may run on as many workers as are free.
  test.describe.configure({ mode: 'parallel' });
  test('the walk covers the route table', () => {
    // A visitor may open 14 of them without a parameter, a member more: a walk of a few pages
    // would mean the route table was not read.
    expect(paths.length).toBeGreaterThan(10);
  });
  for (const language of LANGUAGES) {
    const title = `in ${language}: no page scrolls sideways at ${PHONE.width} or ${DESKTOP.width} px, the phone's header is one row`;
    test(title, async ({ page }, testInfo) => {
      test.setTimeout(30_000 + paths.length * 5_000);
      trackRequests(page.context());
      await inLanguage(page, language);
      const problems: string[] = [];
      for (const [index, path] of paths.entries()) {
        await page.setViewportSize(PHONE);
        if (index === 0) await page.goto(path);
        else await navigateInApp(page, path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await settle(page);
        problems.push(...(await inspect(page, path, language, testInfo)));
        await page.setViewportSize(DESKTOP);
        await settle(page);
        problems.push(...(await inspect(page, path, language, testInfo)));
      }
      expect(problems).toEqual([]);
    });
  }
}

/** What is wrong with the page at its current width (none: []), with a screenshot attached. */
async function inspect(
  page: Page,
  path: string,
  language: string,
  testInfo: TestInfo,
): Promise<string[]> {
  const { scrollWidth, innerWidth, header, past } = await page.evaluate(measure);
  const phone = innerWidth < 768;
  const found: string[] = [];
  if (scrollWidth > innerWidth) {
    found.push(`scrolls ${scrollWidth - innerWidth} px sideways (${past.join(', ')})`);
  }
  if (phone && header > PHONE_HEADER_MAX) found.push(`header ${header} px tall`);
  if (found.length === 0) return [];
  const shot = testInfo.outputPath(`${path.replace(/\W+/g, '-')}-${innerWidth}-${language}.png`);
  await page.screenshot({ path: shot });
  await testInfo.attach(`${path} at ${innerWidth} px in ${language}`, {
    path: shot,
    contentType: 'image/png',
  });
  return [`${path} at ${innerWidth} px: ${found.join(', ')}`];
}

/** The page's width and header height, and the innermost elements past either edge (to fix). */
export function measure() {
  const width = window.innerWidth;
  const outside = [...document.body.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > width + 1 || box.left < -1);
  });
  const innermost = outside.filter(
    (element) => !outside.some((other) => other !== element && element.contains(other)),
  );
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: width,
    header: document.querySelector('body header')?.getBoundingClientRect().height ?? 0,
    past: innermost
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  };
}
