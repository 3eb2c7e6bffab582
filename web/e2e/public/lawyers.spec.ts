import type { BrowserContext, Page } from '@playwright/test';
import { DIRECTORY_PAGE_SIZE } from '../../src/modules/lawyers/hooks/usePublicLawyers.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { navigateInApp } from '../support/in-app.ts';
import { settle, trackRequests } from '../support/network.ts';

interface ApiLawyer {
  id: string;
  fullName: string;
  specialization: string;
  practiceAreas: string[];
  languages: string[];
  bio: string | null;
  experience: string | null;
  verified: number;
  averageRating: number;
  totalReviews: number;
  consultationRate: string | null;
  publicConsultationAvailable: boolean;
  contactPhone: string | null;
  officeAddress: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
}

const MEMBER_NAME = 'Amina Yusuf Abdi';

let anonymous: BrowserContext;
let page: Page;
let lawyers: ApiLawyer[];

test.beforeAll(async () => {
  anonymous = await newContext();
  page = await anonymous.newPage();
  const response = await anonymous.request.get('/api/public/lawyers');
  lawyers = (await response.json()) as ApiLawyer[];
});
test.afterAll(async () => {
  await anonymous.close();
});

const cards = (on: Page = page) => on.locator('main [data-testid="lawyer-card"]');
const card = (name: string, on: Page = page) => on.getByRole('article', { name, exact: true });
const available = () => lawyers.filter((lawyer) => lawyer.publicConsultationAvailable);

/**
 * Opens the directory at its first page, then "Load more lawyers" until the cards of `until` are
 * shown (the directory lists by name, as the API does), or every page with 'all'.
 */
async function openDirectory(on: Page = page, until: 'all' | string[] = []): Promise<void> {
  await open(on, '/public-lawyers');
  await expect(cards(on).first()).toBeVisible();
  const more = on.getByRole('button', { name: 'Load more lawyers' });
  const missing = async () =>
    until === 'all'
      ? true
      : (await Promise.all(until.map(async (name) => (await card(name, on).count()) === 0))).some(
          Boolean,
        );
  while ((await more.count()) > 0 && (await missing())) {
    const shown = await cards(on).count();
    await more.click();
    await expect.poll(() => cards(on).count()).toBeGreaterThan(shown);
  }
}

/**
 * axe's serious findings on the directory's dialog: opened from the first card, scanned, closed.
 * With the directory and the tracking page, each language's scan (the directory once in each).
 */
async function dialogViolations(on: Page, language: string): Promise<string[]> {
  await cards(on)
    .first()
    .getByRole('link', {
      name: /Request a consultation|Codso la-tashi|طلب استشارة|Demander une consultation/,
    })
    .click();
  await expect(on.getByRole('dialog')).toBeVisible();
  const found = await seriousViolations(on, `dialog (${language})`, 'dialog');
  await on.keyboard.press('Escape');
  await on.getByRole('dialog').waitFor({ state: 'detached' });
  return found;
}

/** axe's serious findings on the tracking page of an unknown link. */
async function trackingViolations(on: Page, language: string): Promise<string[]> {
  await open(on, '/consultations/track/not-a-real-token');
  await expect(on.locator('main [role="alert"]')).toBeVisible();
  return seriousViolations(on, `tracking (${language})`, 'main');
}

async function frenchPage(context: BrowserContext): Promise<Page> {
  const french = await context.newPage();
  await french.addInitScript(() => localStorage.setItem('bar-portal.language', 'fr'));
  return french;
}

test('anonymous visitors see every lawyer the public API lists, all available, with the count', async () => {
  await openDirectory(page, 'all');
  // The API answers only what the directory shows; that the hidden profiles (and their contact
  // details) stay out is checked in gateway/src/modules/lawyers/lawyers.test.ts.
  const expected = lawyers.length;
  expect(expected).toBeGreaterThanOrEqual(25);
  expect(available()).toHaveLength(expected);
  await expect(cards()).toHaveCount(expected);
  await expect(
    page.getByRole('heading', { level: 2, name: `${expected} lawyers available` }),
  ).toBeVisible();
  for (const lawyer of lawyers.slice(0, 3)) {
    await expect(card(lawyer.fullName)).toHaveCount(1);
  }
});

test('a card shows every element of the spec', async () => {
  const rated = available().find(
    (lawyer) =>
      lawyer.averageRating > 0 && lawyer.verified === 1 && lawyer.practiceAreas.length > 3,
  );
  if (!rated) throw new Error('the seed has a rated, verified lawyer with more than 3 areas');
  const unrated = available().find((lawyer) => lawyer.averageRating === 0);
  const unverified = available().find((lawyer) => lawyer.verified === 0);
  const linked = available().find((lawyer) => lawyer.websiteUrl && lawyer.linkedinUrl);
  if (!linked) throw new Error('the seed has a lawyer with both links');
  await openDirectory(
    page,
    [rated, unrated, unverified, linked].flatMap((lawyer) => (lawyer ? [lawyer.fullName] : [])),
  );
  const node = card(rated.fullName);
  // Placeholder photo (no external image), verified badge, name, specialization badge.
  await expect(node.getByRole('img', { name: `No photo of ${rated.fullName}` })).toBeVisible();
  await expect(node.locator('img')).toHaveCount(0);
  await expect(node.getByTestId('verified-badge').getByText('Verified')).toBeVisible();
  await expect(node.getByRole('heading', { level: 3, name: rated.fullName })).toBeVisible();
  await expect(node.getByText(rated.specialization, { exact: true }).first()).toBeVisible();
  // Five stars, filled by the floor of the average; the rating in words; the review count.
  await expect(node.locator('[data-filled]')).toHaveCount(5);
  await expect(node.locator('[data-filled="true"]')).toHaveCount(Math.floor(rated.averageRating));
  await expect(
    node.getByText(
      `${rated.averageRating} out of 5, ${rated.totalReviews} review${rated.totalReviews === 1 ? '' : 's'}`,
    ),
  ).toBeVisible();
  // Up to 3 practice areas, then '+N'.
  for (const area of rated.practiceAreas.slice(0, 3)) {
    await expect(node.getByRole('listitem').filter({ hasText: area }).first()).toBeVisible();
  }
  await expect(node.getByTestId('more-areas')).toContainText(`+${rated.practiceAreas.length - 3}`);
  await expect(node.getByText(rated.practiceAreas[3] ?? '-', { exact: true })).toHaveCount(0);
  await expect(node.getByTestId('languages')).toHaveText(rated.languages.join(', '));
  await expect(node.getByTestId('consultation-line')).toHaveText(
    rated.consultationRate
      ? `Consultation available – ${rated.consultationRate}`
      : 'Consultation available',
  );
  if (rated.contactPhone) await expect(node.getByText(rated.contactPhone)).toBeVisible();
  if (rated.officeAddress) await expect(node.getByText(rated.officeAddress)).toBeVisible();
  if (rated.bio) await expect(node.getByText(rated.bio)).toBeVisible();
  if (rated.experience) await expect(node.getByText(rated.experience)).toBeVisible();

  // A lawyer with no approved review shows no stars; an unverified one no badge.
  if (unrated) await expect(card(unrated.fullName).locator('[data-filled]')).toHaveCount(0);
  if (unverified)
    await expect(card(unverified.fullName).getByTestId('verified-badge')).toHaveCount(0);

  // Links: website and LinkedIn, http(s) only, opening elsewhere.
  const linkedCard = card(linked.fullName);
  await expect(linkedCard.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    String(linked.websiteUrl),
  );
  await expect(linkedCard.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    String(linked.linkedinUrl),
  );
  // Besides the lawyer's own page (the name and "Full profile", for verified lawyers), its
  // consultation page ("Request a consultation") and the phone (tel:), only http(s) links.
  for (const href of await page
    .locator('main article a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^(https?:\/\/|tel:\+?\d+$|\/lawyers\/[a-z0-9-]+(\/consultation)?$)/);
  }
  const lineClamps = await linkedCard.evaluate((element) =>
    [...element.querySelectorAll('p, dd')].map((node) => getComputedStyle(node).webkitLineClamp),
  );
  expect(lineClamps).toContain('3');
  expect(lineClamps).toContain('2');
});

test('search (name, specialization, practice areas; any case) and the specialization filter', async () => {
  await openDirectory();
  const search = page.locator('main').getByRole('searchbox', { name: 'Search lawyers' });

  await search.fill('  AMINA yusuf ');
  await expect(cards()).toHaveCount(1);
  await expect(card(MEMBER_NAME)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 lawyer available' })).toBeVisible();

  await search.fill('custody');
  const withCustody = available().filter((lawyer) =>
    lawyer.practiceAreas.some((area) => area.toLowerCase().includes('custody')),
  );
  await expect(cards()).toHaveCount(withCustody.length);

  await search.fill('corporate law');
  const corporate = available().filter((lawyer) => lawyer.specialization === 'Corporate Law');
  await expect(cards()).toHaveCount(corporate.length);

  await search.fill('no such lawyer anywhere');
  await expect(page.getByText('No lawyers found')).toBeVisible();
  await expect(
    page.getByText('Try changing your search criteria or contact the association.'),
  ).toBeVisible();
  await expect(cards()).toHaveCount(0);

  await search.fill('');
  // Everyone again: the server's count, and the first page of cards.
  await expect(
    page.getByRole('heading', { level: 2, name: `${available().length} lawyers available` }),
  ).toBeVisible();
  await expect(cards()).toHaveCount(Math.min(available().length, DIRECTORY_PAGE_SIZE));
  // The options are the distinct specializations of the loaded (available) lawyers, and "all".
  const filter = page.locator('main').getByLabel('Specialization', { exact: true });
  const options = await filter.locator('option').allInnerTexts();
  const distinct = [...new Set(available().map((lawyer) => lawyer.specialization))];
  expect(options).toHaveLength(distinct.length + 1);
  expect(options[0]).toBe('All specializations');
  expect([...options.slice(1)].sort()).toEqual([...distinct].sort());
  await filter.selectOption('Family Law');
  // The address says it too: the filtered list can be shared.
  await page.waitForURL((url) => url.searchParams.get('specialization') === 'Family Law');
  const family = available().filter((lawyer) => lawyer.specialization === 'Family Law');
  await expect(cards()).toHaveCount(family.length);
  for (const lawyer of family) await expect(card(lawyer.fullName)).toBeVisible();
});

test('a spinner shows while the lawyers load (the page opened from another one)', async () => {
  // Opened directly, the directory's first page is in the first HTML (first-html.e2e.test.ts);
  // reached from another page in the browser, it asks the API and shows the spinner meanwhile.
  const slowContext = trackRequests(await newContext());
  const slow = await slowContext.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await slow.route(
    (url) => url.pathname === '/api/public/lawyers',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await open(slow, '/about');
  // A move within the app, from a page that has loaded everything it asks for.
  await settle(slow);
  await navigateInApp(slow, '/public-lawyers');
  await expect(slow.getByTestId('lawyers-loading')).toBeVisible();
  await expect(slow.getByTestId('lawyers-loading')).toHaveAttribute('role', 'status');
  release();
  await expect(cards(slow).first()).toBeVisible();
  await expect(slow.getByTestId('lawyers-loading')).toHaveCount(0);
  await slowContext.close();
});

test('the whole consultation flow in French: failure keeps the values, success, tracking, answer, review', async () => {
  test.setTimeout(120_000);
  const visitor = await newContext();
  const french = await frenchPage(visitor);
  await openDirectory(french, [MEMBER_NAME]);
  // Rendered in English (no language cookie), then in the stored language once its catalog is in.
  await expect(french.locator('main h1')).toHaveText('Consultation publique');
  // The directory and its dialog in French for axe (with the tracking page, at the end).
  const found = await seriousViolations(french, 'directory (fr)', 'main');
  found.push(...(await dialogViolations(french, 'fr')));
  await card(MEMBER_NAME, french)
    .getByRole('link', { name: /Demander une consultation/ })
    .click();
  const dialog = french.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The spec's labels, to the letter.
  const name = dialog.getByLabel('Nom complet *', { exact: true });
  const email = dialog.getByLabel('Email *', { exact: true });
  const phone = dialog.getByLabel('Téléphone', { exact: true });
  const description = dialog.getByLabel('Description de votre situation *', { exact: true });
  const date = dialog.getByLabel('Date préférée (optionnel)', { exact: true });
  expect(await name.getAttribute('required')).not.toBeNull();
  await expect(email).toHaveAttribute('type', 'email');
  await expect(phone).not.toHaveAttribute('required');
  await expect(date).toHaveAttribute('type', 'datetime-local');
  await expect(dialog.getByText('Type de consultation *', { exact: true })).toBeVisible();

  // Annuler closes and resets.
  await name.fill('Quelqu’un');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(MEMBER_NAME, french)
    .getByRole('link', { name: /Demander une consultation/ })
    .click();
  await expect(french.getByRole('dialog')).toBeVisible();
  await expect(name).toHaveValue('');

  const unique = `Mon propriétaire garde ma caution (${Date.now()}).`;
  await name.fill('Nasra Ahmed');
  await email.fill('nasra.e2e@example.net');
  await phone.fill('+252 61 000 0000');
  const type = dialog.getByRole('combobox', { name: /Type de consultation/ });
  const typeOptions = (await type.locator('option').allInnerTexts()).filter((text) => text.trim());
  expect(typeOptions.slice(-4)).toEqual([
    'Consultation initiale',
    'Conseil juridique',
    'Représentation',
    'Révision de documents',
  ]);
  await type.selectOption({ label: 'Conseil juridique' });
  await description.fill(unique);
  await date.fill('2026-12-24T10:30');

  // A network failure: 'Erreur' with the spec's text; the dialog stays open with the values.
  await french.route('**/api/consultations', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(french.getByText('Erreur', { exact: true })).toBeVisible();
  await expect(
    french.getByText("Impossible d'envoyer la demande. Veuillez réessayer."),
  ).toBeVisible();
  await expect(french.getByRole('dialog')).toHaveCount(1);
  await expect(name).toHaveValue('Nasra Ahmed');
  await expect(email).toHaveValue('nasra.e2e@example.net');
  await expect(description).toHaveValue(unique);
  await expect(date).toHaveValue('2026-12-24T10:30');
  await expect(type.locator('option:checked')).toHaveText('Conseil juridique');
  await french.unroute('**/api/consultations');

  // Sending: 'Envoi...' and disabled until the answer arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await french.route('**/api/consultations', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  const sending = dialog.getByRole('button', { name: 'Envoi...' });
  await expect(sending).toBeVisible();
  expect(await sending.isDisabled()).toBe(true);
  release();
  await expect(french.getByText('Demande envoyée').first()).toBeVisible();
  await french.getByRole('dialog').waitFor({ state: 'detached' });
  await french.unroute('**/api/consultations');

  // The private tracking link; the form was reset.
  const trackingLink = french.getByRole('link', { name: 'Suivre ma demande' });
  const href = (await trackingLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/consultations\/track\/[A-Za-z0-9_-]{40,}$/);
  await card(MEMBER_NAME, french)
    .getByRole('link', { name: /Demander une consultation/ })
    .click();
  await expect(french.getByRole('dialog')).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(description).toHaveValue('');
  await french.getByRole('button', { name: 'Annuler' }).click();

  // The tracking page: pending.
  await open(french, href);
  await expect(french.locator('main h1')).toHaveText('Votre demande de consultation');
  await expect(french.getByTestId('consultation-status')).toHaveText('En attente');
  await expect(french.getByText('Conseil juridique')).toBeVisible();
  await expect(french.getByText(unique)).toBeVisible();
  await expect(french.getByRole('heading', { name: 'Laisser un avis' })).toHaveCount(0);

  // The lawyer (the demo member) accepts it.
  const lawyer = await newContext('member');
  const lawyerPage = await lawyer.newPage();
  await open(lawyerPage, '/consultation-requests');
  const request = lawyerPage.getByTestId('consultation-request').filter({ hasText: unique });
  await expect(request.getByText('Nasra Ahmed')).toBeVisible();
  await request.getByLabel('Message to the client').fill('Apportez le bail.');
  await request.getByLabel('Proposed contact method and time').fill('Téléphone, lundi 10 h');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByText('Accepted')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await lawyer.close();

  // Accepted: the requester may review, once; the review waits for moderation.
  await french.reload();
  await expect(french.locator('main h1')).toBeVisible();
  await expect(french.getByTestId('consultation-status')).toHaveText('Approuvé');
  await expect(french.getByRole('heading', { name: 'Laisser un avis' })).toBeVisible();
  await french.getByRole('button', { name: /Note/ }).click();
  await french.getByRole('option', { name: '4 étoiles' }).click();
  await french.getByLabel('Votre avis').fill('Conseils clairs et rapides.');
  await french.getByRole('button', { name: "Envoyer l'avis" }).click();
  await expect(french.getByText('Avis envoyé').first()).toBeVisible();
  await expect(french.getByText('En attente de modération.')).toBeVisible();
  await expect(french.getByText('Vous avez noté la consultation 4 sur 5.')).toBeVisible();
  await expect(french.getByRole('heading', { name: 'Laisser un avis' })).toHaveCount(0);
  found.push(...(await trackingViolations(french, 'fr')));
  await visitor.close();
  expect(found).toEqual([]);
  // The flow and the French scans: the budget the scans had in a test of their own.
});

test('an unknown tracking link says so', async () => {
  await open(page, '/consultations/track/not-a-real-token');
  await expect(
    page.getByText('This tracking link is not valid. Check that you copied it whole.'),
  ).toBeVisible();
});

test('in Arabic the directory is right to left and translated', async () => {
  test.setTimeout(120_000);
  const context = await newContext();
  const arabic = await context.newPage();
  await inLanguage(arabic, 'ar');
  await openDirectory(arabic, [MEMBER_NAME]);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByRole('heading', { level: 2, name: /متاح/ })).toBeVisible();
  // The directory, its dialog and the tracking page in Arabic for axe.
  const found = await seriousViolations(arabic, 'directory (ar)', 'main');
  await card(MEMBER_NAME, arabic)
    .getByRole('link', { name: /طلب استشارة/ })
    .click();
  const dialog = arabic.getByRole('dialog');
  await expect(dialog.getByLabel('الاسم الكامل *', { exact: true })).toBeVisible();
  found.push(...(await seriousViolations(arabic, 'dialog (ar)', 'dialog')));
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await arabic.locator('main').getByRole('searchbox').fill('zzzz');
  await expect(arabic.getByText('لم يُعثر على أي محامٍ')).toBeVisible();
  found.push(...(await trackingViolations(arabic, 'ar')));
  await context.close();
  expect(found).toEqual([]);
});

// English and Somali; the French and Arabic scans are in their languages' tests above. One test
// per language: each has its own time budget, and a failure names the language.
for (const language of ['en', 'so']) {
  test(`axe finds no serious problem on the directory, the dialog and the tracking page in ${language}`, async () => {
    test.setTimeout(120_000);
    const context = await newContext();
    const on = await context.newPage();
    await inLanguage(on, language);
    // Every card once (in English); the other languages scan the first page, with its button.
    await openDirectory(on, language === 'en' ? 'all' : []);
    const found = await seriousViolations(on, `directory (${language})`, 'main');
    found.push(...(await dialogViolations(on, language)));
    found.push(...(await trackingViolations(on, language)));
    await context.close();
    expect(found).toEqual([]);
  });
}

test('a member publishes a lawyer profile that then appears in the directory', async () => {
  const staff = await newContext('moderator');
  const own = await staff.newPage();
  await open(own, '/profile/lawyer');
  await expect(own.getByText('You have not published a profile yet.')).toBeVisible();
  await own.getByLabel('Specialization', { exact: true }).fill('Maritime Law');
  await own.getByLabel('Practice areas (separated by commas)').fill('Shipping, Port disputes');
  await own.getByLabel('Languages (separated by commas)').fill('Somali, English, Italian');
  await own.getByLabel('Website (https://…)').fill('javascript:alert(1)');
  await own.getByRole('button', { name: 'Save profile' }).click();
  // Refused by the server, naming the field; the values stay.
  await expect(own.getByText(/websiteUrl must be an http or https address/)).toBeVisible();
  await expect(own.getByLabel('Specialization', { exact: true })).toHaveValue('Maritime Law');
  await own.getByLabel('Website (https://…)').fill('https://warsame.example.org/');
  await own.getByRole('button', { name: 'Save profile' }).click();
  await expect(own.getByText('Profile saved').first()).toBeVisible();
  await expect(own.getByText('Your profile is not verified yet.')).toBeVisible();

  await openDirectory(own, ['Abdirahman Hassan Warsame']);
  const mine = card('Abdirahman Hassan Warsame', own);
  await expect(mine.getByText('Maritime Law', { exact: true }).first()).toBeVisible();
  await expect(mine.getByTestId('languages')).toHaveText('Somali, English, Italian');
  await expect(mine.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://warsame.example.org/',
  );
  await staff.close();
});
