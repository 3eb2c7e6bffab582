import { test } from '../support/fixtures.ts';
import { type Lang, sweepPublicPages } from '../support/public-pages-sweep.ts';

for (const lang of ['ar', 'fr'] as Lang[]) {
  test(`every public page in ${lang}: its heading, no raw key, no serious axe violation`, async () => {
    test.setTimeout(180_000);
    await sweepPublicPages(lang);
  });
}
