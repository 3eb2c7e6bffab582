import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { inLanguage, launch, newContext, open } from './browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, 'member');
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const panel = (on: Page = page) => on.getByRole('tabpanel');
const mine = (on: Page = page) =>
  on.getByRole('region', { name: /^(My submissions|Mes soumissions)$/ });

test('a member submits news: sending label, toast, reset, and it shows as pending', async () => {
  await open(page, '/submit-content');
  expect(await page.locator('main h1').innerText()).toBe('Submit Content');
  await page.getByRole('heading', { name: '2. Administrative review' }).waitFor();
  await page.getByText('Urgent news: 2-4h').waitFor();

  // Spec §5: title and content required, with the reason beside each field.
  await panel().getByRole('button', { name: 'Submit news' }).click();
  await expect.poll(() => panel().getByText('This field is required.').count()).toBe(2);

  const title = `Browser news ${Date.now()}`;
  await panel().getByLabel('Title *').fill(title);
  await panel().getByLabel('Full content *').fill('A reform of the civil procedure code.');
  await panel()
    .getByRole('button', { name: /Priority/ })
    .click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await panel().getByRole('button', { name: 'Submit news' }).click();
  await page.getByText('News submitted', { exact: true }).waitFor();
  await expect.poll(() => panel().getByLabel('Title *').inputValue()).toBe('');
  expect(
    await panel()
      .getByRole('button', { name: /Priority/ })
      .innerText(),
  ).toContain('Normal');

  const item = mine().getByRole('listitem').filter({ hasText: title });
  await item.waitFor();
  await item.getByText('Pending', { exact: true }).waitFor();
});

test('a member submits an event with registration and a social post', async () => {
  await open(page, '/submit-content');
  await page.getByRole('tab', { name: 'Events' }).click();
  const promotion = panel().getByRole('switch', { name: 'Promote on social media' });
  expect(await promotion.isChecked()).toBe(true);
  expect(await panel().getByLabel('Maximum attendees').count()).toBe(0);
  await panel().getByText('Registration required').click();
  const max = panel().getByLabel('Maximum attendees');
  expect(await max.getAttribute('placeholder')).toBe('e.g. 50');

  const event = `Browser event ${Date.now()}`;
  await panel().getByLabel('Event title *').fill(event);
  await panel().getByLabel('Description *').fill('Two days of talks on legal aid.');
  await panel().getByLabel('Date and time *').fill('2027-03-14T09:30');
  await max.fill('50');
  await panel().getByRole('button', { name: 'Submit event' }).click();
  await page.getByText('Event submitted', { exact: true }).waitFor();
  await expect.poll(() => panel().getByLabel('Event title *').inputValue()).toBe('');
  expect(await panel().getByLabel('Maximum attendees').count()).toBe(0);
  expect(await panel().getByRole('switch', { name: 'Promote on social media' }).isChecked()).toBe(
    true,
  );

  await page.getByRole('tab', { name: 'Social media' }).click();
  const post = `Browser post ${Date.now()}`;
  // The platform is labelled required but not enforced: only the content is needed.
  await panel().getByLabel('Post content *').fill(post);
  await panel().getByLabel('Hashtags').fill('#legalaid');
  await panel().getByRole('button', { name: 'Submit post' }).click();
  await page.getByText('Social post submitted', { exact: true }).waitFor();
  await expect.poll(() => panel().getByLabel('Post content *').inputValue()).toBe('');

  await mine().getByRole('listitem').filter({ hasText: event }).waitFor();
  await mine().getByRole('listitem').filter({ hasText: post }).waitFor();
});

test('in French: the spec texts, and a failure keeps the values', async () => {
  // Its own context: the language choice is stored per browser.
  const frenchContext = await newContext(browser, 'member');
  const french = await frenchContext.newPage();
  await inLanguage(french, 'fr');
  await open(french, '/submit-content');
  expect(await french.locator('main h1').innerText()).toBe('Soumettre du contenu');

  const title = `Actualité du navigateur ${Date.now()}`;
  await panel(french).getByLabel('Titre *').fill(title);
  await panel(french).getByLabel('Contenu complet *').fill('Le texte complet.');
  await panel(french).getByRole('button', { name: "Soumettre l'actualité" }).click();
  await french.getByText('Actualité soumise', { exact: true }).waitFor();

  // The next submission fails on the way: 'Erreur', the spec's text, and the values stay.
  await french.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('SubmitNews')) {
      await route.fulfill({ status: 503, body: 'Service Unavailable' });
    } else {
      await route.continue();
    }
  });
  await panel(french).getByLabel('Titre *').fill(title);
  await panel(french).getByLabel('Contenu complet *').fill('Le texte complet.');
  await panel(french).getByRole('button', { name: "Soumettre l'actualité" }).click();
  await french.getByText("Impossible de soumettre l'actualité.", { exact: true }).waitFor();
  await french.getByText('Erreur', { exact: true }).waitFor();
  expect(await panel(french).getByLabel('Titre *').inputValue()).toBe(title);
  await french.unroute('**/graphql');

  await french.getByRole('tab', { name: 'Événements' }).click();
  await panel(french).getByLabel("Titre de l'événement *").fill(`Événement ${Date.now()}`);
  await panel(french).getByLabel('Description *').fill('Une journée.');
  await panel(french).getByLabel('Date et heure *').fill('2027-05-02T10:00');
  await panel(french).getByRole('button', { name: "Soumettre l'événement" }).click();
  await french.getByText('Événement soumis', { exact: true }).waitFor();

  await french.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await panel(french).getByLabel('Contenu de la publication *').fill(`Publication ${Date.now()}`);
  await panel(french).getByRole('button', { name: 'Soumettre la publication' }).click();
  await french.getByText('Publication sociale soumise', { exact: true }).waitFor();
  await mine(french).getByText('En attente').first().waitFor();
  await frenchContext.close();
});

test('in Arabic the page is right-to-left', async () => {
  const arabicContext = await newContext(browser, 'member');
  const arabic = await arabicContext.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/submit-content');
  expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await arabic.locator('main h1').innerText()).toBe('إرسال محتوى');
  await arabic.getByRole('tab', { name: 'الفعاليات' }).waitFor();
  await arabic.getByText('الأخبار العاجلة: 2-4 ساعات').waitFor();
  await arabicContext.close();
});

test('no serious axe violation on the page and its three tabs', async () => {
  await open(page, '/submit-content');
  await mine().waitFor();
  const problems = await seriousViolations(page, 'news tab');
  await page.getByRole('tab', { name: 'Events' }).click();
  await panel().getByText('Registration required').click();
  problems.push(...(await seriousViolations(page, 'events tab')));
  await page.getByRole('tab', { name: 'Social media' }).click();
  problems.push(...(await seriousViolations(page, 'social tab')));
  expect(problems).toEqual([]);
});
