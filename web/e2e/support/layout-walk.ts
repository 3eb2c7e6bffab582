// The layout walk (issue 31, item 2): no page scrolls sideways on a 390 px phone or a 1280 px
// desktop, in any of the four languages, and on the phone the header is one row (at most
// 64 px). One test per width × language opens every route of the app's route table that the
// visitor may open (those without a parameter: a detail page has its list's layout), measured
// by the browser's own layout once the page has settled; a page that fails is attached as a
// screenshot, so the report shows the phone or desktop page as it was, in its language.
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { expect, inLanguage, test } from './fixtures.ts';
import { settle, trackRequests } from './network.ts';
import { allowed, routeTable, type Visitor } from './route-walk.ts';

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
/** The members' header took 225 px of a phone; one row is the header height, 4rem. */
const PHONE_HEADER_MAX = 64;

export function walkLayout(visitor: Visitor): void {
  const paths = [
    '/',
    ...routeTable()
      .filter(({ path, access }) => !path.includes(':') && allowed(visitor, access))
      .map(({ path }) => path),
  ];
  test('the walk covers the route table', () => {
    expect(paths.length).toBeGreaterThan(15);
  });
  for (const screen of SCREENS) {
    const phone = screen.width < 768;
    for (const language of LANGUAGES) {
      const title = `${screen.width} px in ${language}: no page scrolls sideways${phone ? ', the header is one row' : ''}`;
      test(title, async ({ page }, testInfo) => {
        test.setTimeout(30_000 + paths.length * 5_000);
        trackRequests(page.context());
        await page.setViewportSize(screen);
        await inLanguage(page, language);
        const problems: string[] = [];
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('main h1').first()).toBeVisible();
          await settle(page);
          const { scrollWidth, innerWidth, header } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            header: document.querySelector('body header')?.getBoundingClientRect().height ?? 0,
          }));
          const found: string[] = [];
          if (scrollWidth > innerWidth)
            found.push(`scrolls ${scrollWidth - innerWidth} px sideways`);
          if (phone && header > PHONE_HEADER_MAX) found.push(`header ${header} px tall`);
          if (found.length === 0) continue;
          problems.push(`${path}: ${found.join(', ')}`);
          await testInfo.attach(`${path} at ${screen.width} px in ${language}`, {
            body: await page.screenshot(),
            contentType: 'image/png',
          });
        }
        expect(problems).toEqual([]);
      });
    }
  }
}
