import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = await newContext('member');
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

const panel = (on: Page = page) => on.getByRole('tabpanel');
const mine = (on: Page = page) =>
  on.getByRole('region', { name: /^(My submissions|Mes soumissions)$/ });

test('a member submits news: sending label, toast, reset, and it shows as pending', async () => {
  await open(page, '/submit-content');
  await expect(page.locator('main h1')).toHaveText('Submit Content');
  await expect(page.getByRole('heading', { name: '2. Administrative review' })).toBeVisible();
  await expect(page.getByText('Urgent news: 2-4h')).toBeVisible();

  // Spec §5: title and content required, with the reason beside each field.
  await panel().getByRole('button', { name: 'Submit news' }).click();
  await expect(panel().getByText('This field is required.')).toHaveCount(2);

  const title = `Browser news ${Date.now()}`;
  await panel().getByLabel('Title *').fill(title);
  await panel().getByLabel('Full content *').fill('A reform of the civil procedure code.');
  await panel()
    .getByRole('button', { name: /Priority/ })
    .click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await panel().getByRole('button', { name: 'Submit news' }).click();
  await expect(page.getByText('News submitted', { exact: true })).toBeVisible();
  await expect(panel().getByLabel('Title *')).toHaveValue('');
  await expect(panel().getByRole('button', { name: /Priority/ })).toContainText('Normal');

  const item = mine().getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();
});

test('a member submits an event with registration and a social post', async () => {
  await open(page, '/submit-content');
  await page.getByRole('tab', { name: 'Events' }).click();
  const promotion = panel().getByRole('switch', { name: 'Promote on social media' });
  expect(await promotion.isChecked()).toBe(true);
  await expect(panel().getByLabel('Maximum attendees')).toHaveCount(0);
  await panel().getByText('Registration required').click();
  const max = panel().getByLabel('Maximum attendees');
  await expect(max).toHaveAttribute('placeholder', 'e.g. 50');

  const event = `Browser event ${Date.now()}`;
  await panel().getByLabel('Event title *').fill(event);
  await panel().getByLabel('Description *').fill('Two days of talks on legal aid.');
  await panel().getByLabel('Date and time *').fill('2027-03-14T09:30');
  await max.fill('50');
  await panel().getByRole('button', { name: 'Submit event' }).click();
  await expect(page.getByText('Event submitted', { exact: true })).toBeVisible();
  await expect(panel().getByLabel('Event title *')).toHaveValue('');
  await expect(panel().getByLabel('Maximum attendees')).toHaveCount(0);
  expect(await panel().getByRole('switch', { name: 'Promote on social media' }).isChecked()).toBe(
    true,
  );

  await page.getByRole('tab', { name: 'Social media' }).click();
  const post = `Browser post ${Date.now()}`;
  // The platform is labelled required but not enforced: only the content is needed.
  await panel().getByLabel('Post content *').fill(post);
  await panel().getByLabel('Hashtags').fill('#legalaid');
  await panel().getByRole('button', { name: 'Submit post' }).click();
  await expect(page.getByText('Social post submitted', { exact: true })).toBeVisible();
  await expect(panel().getByLabel('Post content *')).toHaveValue('');

  await expect(mine().getByRole('listitem').filter({ hasText: event })).toBeVisible();
  await expect(mine().getByRole('listitem').filter({ hasText: post })).toBeVisible();
});

test('in French: the spec texts, and a failure keeps the values', async () => {
  // Its own context: the language choice is stored per browser.
  const frenchContext = await newContext('member');
  const french = await frenchContext.newPage();
  await inLanguage(french, 'fr');
  await open(french, '/submit-content');
  await expect(french.locator('main h1')).toHaveText('Soumettre du contenu');

  const title = `Actualité du navigateur ${Date.now()}`;
  await panel(french).getByLabel('Titre *').fill(title);
  await panel(french).getByLabel('Contenu complet *').fill('Le texte complet.');
  await panel(french).getByRole('button', { name: "Soumettre l'actualité" }).click();
  await expect(french.getByText('Actualité soumise', { exact: true })).toBeVisible();

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
  await expect(
    french.getByText("Impossible de soumettre l'actualité.", { exact: true }),
  ).toBeVisible();
  await expect(french.getByText('Erreur', { exact: true })).toBeVisible();
  await expect(panel(french).getByLabel('Titre *')).toHaveValue(title);
  await french.unroute('**/graphql');

  await french.getByRole('tab', { name: 'Événements' }).click();
  await panel(french).getByLabel("Titre de l'événement *").fill(`Événement ${Date.now()}`);
  await panel(french).getByLabel('Description *').fill('Une journée.');
  await panel(french).getByLabel('Date et heure *').fill('2027-05-02T10:00');
  await panel(french).getByRole('button', { name: "Soumettre l'événement" }).click();
  await expect(french.getByText('Événement soumis', { exact: true })).toBeVisible();

  await french.getByRole('tab', { name: 'Réseaux sociaux' }).click();
  await panel(french).getByLabel('Contenu de la publication *').fill(`Publication ${Date.now()}`);
  await panel(french).getByRole('button', { name: 'Soumettre la publication' }).click();
  await expect(french.getByText('Publication sociale soumise', { exact: true })).toBeVisible();
  await expect(mine(french).getByText('En attente').first()).toBeVisible();
  await frenchContext.close();
});

test('in Arabic the page is right-to-left', async () => {
  const arabicContext = await newContext('member');
  const arabic = await arabicContext.newPage();
  await inLanguage(arabic, 'ar');
  await open(arabic, '/submit-content');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('main h1')).toHaveText('إرسال محتوى');
  await expect(arabic.getByRole('tab', { name: 'الفعاليات' })).toBeVisible();
  await expect(arabic.getByText('الأخبار العاجلة: 2-4 ساعات')).toBeVisible();
  await arabicContext.close();
});

test('no serious axe violation on the page and its three tabs', async () => {
  await open(page, '/submit-content');
  await expect(mine()).toBeVisible();
  const problems = await seriousViolations(page, 'news tab');
  await page.getByRole('tab', { name: 'Events' }).click();
  await panel().getByText('Registration required').click();
  problems.push(...(await seriousViolations(page, 'events tab')));
  await page.getByRole('tab', { name: 'Social media' }).click();
  problems.push(...(await seriousViolations(page, 'social tab')));
  expect(problems).toEqual([]);
});
