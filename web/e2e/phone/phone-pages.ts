// The main pages on a phone (390 × 844, touch) in English and Arabic, one test each (issue 31,
// item 8): a failure's report has the phone screenshot of that page in that language
// (playwright.config.ts: screenshot only-on-failure, the phone-* projects). Each checks what a
// phone needs: a heading, a one-row header, nothing sideways, and axe's serious findings.
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, open, test } from '../support/fixtures.ts';

const PHONE_HEADER_MAX = 64;

export function phonePages(paths: readonly string[]): void {
  for (const language of ['en', 'ar'] as const) {
    for (const path of paths) {
      test(`${path} in ${language} on a phone`, async ({ page }) => {
        await inLanguage(page, language);
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height).toBeLessThanOrEqual(PHONE_HEADER_MAX);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        expect(await seriousViolations(page, `${path} (${language}, phone)`)).toEqual([]);
      });
    }
  }
}
