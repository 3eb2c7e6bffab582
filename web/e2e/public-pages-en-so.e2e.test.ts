import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, test } from 'vitest';
import { launch } from './browser.ts';
import { type Lang, sweepPublicPages } from './public-pages-sweep.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

for (const lang of ['en', 'so'] as Lang[]) {
  test(`every public page in ${lang}: its heading, no raw key, no serious axe violation`, async () => {
    await sweepPublicPages(browser, lang);
  }, 180_000);
}
