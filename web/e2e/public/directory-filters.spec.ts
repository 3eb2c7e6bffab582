import type { BrowserContext, Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import so from '../../src/i18n/locales/so.json' with { type: 'json' };
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { noScriptContext } from '../support/no-script.ts';

// Issue 31, item 4: a directory that finds lawyers by what their profile says, filters kept in
// the address (shareable, Back restores them, the same without the script), compact cards on a
// phone, reference terms in the visitor's language.

interface ApiLawyer {
  fullName: string;
  specialization: string;
  languages: string[];
  officeAddress: string | null;
  verified: number;
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

const cards = (on: Page) => on.locator('main [data-testid="lawyer-card"]');
const countHeading = (on: Page, count: number) =>
  on.getByRole('heading', {
    level: 2,
    name: `${count} lawyer${count === 1 ? '' : 's'} available`,
  });

test('a city or a language a profile names finds its lawyers; filters live in the address, Back restores them', async () => {
  const inBaidoa = lawyers.filter((lawyer) => lawyer.officeAddress?.includes('Baidoa'));
  const arabicInBaidoa = inBaidoa.filter((lawyer) => lawyer.languages.includes('Arabic'));
  expect(inBaidoa.length).toBeGreaterThan(arabicInBaidoa.length);
  expect(arabicInBaidoa.length).toBeGreaterThan(0);

  await open(page, '/public-lawyers');
  const search = page.locator('main').getByRole('searchbox', { name: 'Search lawyers' });
  await search.fill('baidoa');
  await page.waitForURL((url) => url.searchParams.get('q') === 'baidoa');
  await expect(countHeading(page, inBaidoa.length)).toBeVisible();

  const language = page
    .locator('main')
    .getByLabel(en.lawyers.directory.languageLabel, { exact: true });
  await language.selectOption('Arabic');
  await page.waitForURL((url) => url.searchParams.get('language') === 'Arabic');
  await expect(countHeading(page, arabicInBaidoa.length)).toBeVisible();
  for (const lawyer of arabicInBaidoa) {
    await expect(page.getByRole('article', { name: lawyer.fullName, exact: true })).toBeVisible();
  }

  // Back: the language filter is undone, the search kept.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('language'));
  await expect(language).toHaveValue('');
  await expect(search).toHaveValue('baidoa');
  await expect(countHeading(page, inBaidoa.length)).toBeVisible();

  // The address shared: another visitor opens the same result, rendered by the server.
  const shared = await newContext();
  const other = await shared.newPage();
  await open(other, '/public-lawyers?q=Ba%C3%AFdoa&language=Arabic');
  await expect(countHeading(other, arabicInBaidoa.length)).toBeVisible();
  await expect(
    other.locator('main').getByLabel(en.lawyers.directory.languageLabel, { exact: true }),
  ).toHaveValue('Arabic');
  await shared.close();
});

test('with JavaScript off, the city and verified filters are a GET form with a server-rendered result', async () => {
  const noScript = await noScriptContext();
  const plain = await noScript.newPage();
  await plain.goto('/public-lawyers');
  await plain.getByLabel(en.lawyers.directory.cityLabel, { exact: true }).selectOption('Kismayo');
  await plain.getByLabel(en.lawyers.directory.verifiedOnly).check();
  await plain.getByRole('button', { name: en.lawyers.directory.searchSubmit }).click();
  await plain.waitForURL(
    (url) =>
      url.searchParams.get('city') === 'Kismayo' && url.searchParams.get('verified') === 'true',
  );
  const expected = lawyers.filter(
    (lawyer) => lawyer.officeAddress?.endsWith(', Kismayo') && lawyer.verified === 1,
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect(cards(plain)).toHaveCount(expected.length);
  await expect(plain.getByLabel(en.lawyers.directory.verifiedOnly)).toBeChecked();
  await noScript.close();
});

test('on a 390 × 844 phone three cards fit on a screen; the phone number is tap-to-call', async () => {
  const phone = await newContext(undefined, { viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await open(small, '/public-lawyers');
  const boxes = await cards(small).evaluateAll((nodes) =>
    nodes.slice(0, 3).map((node) => node.getBoundingClientRect()),
  );
  expect(boxes).toHaveLength(3);
  const [first, , third] = boxes;
  expect((third?.bottom ?? 0) - (first?.top ?? 0)).toBeLessThanOrEqual(844);
  await expect(cards(small).first().locator('a[href^="tel:+252"]')).toBeVisible();
  await phone.close();
});

test('in Somali the specializations and practice areas of the reference list are in Somali', async () => {
  const somali = await newContext();
  await inLanguage(somali, 'so');
  const page = await somali.newPage();
  await open(page, '/public-lawyers');
  const familyLaw = lawyers.find((lawyer) => lawyer.specialization === 'Family Law');
  if (!familyLaw) throw new Error('the seed has a family lawyer');
  const filter = page.getByLabel(so.lawyers.directory.specializationLabel, { exact: true });
  await expect(filter.locator('option', { hasText: so.lawyers.terms.familyLaw })).toHaveCount(1);
  await filter.selectOption({ label: so.lawyers.terms.familyLaw });
  await page.waitForURL((url) => url.searchParams.get('specialization') === 'Family Law');
  await expect(cards(page).first()).toContainText(so.lawyers.terms.familyLaw);
  await expect(cards(page).first()).not.toContainText('Family Law');
  await somali.close();
});
