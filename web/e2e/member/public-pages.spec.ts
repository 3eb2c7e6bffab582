import type { Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { CONTACT, OFFICIAL_SITE_URL } from '../../src/modules/association/content.ts';
import { expect, newContext, open, test } from '../support/fixtures.ts';
import { type Lang, anonymousPage as visitorPage } from '../support/public-pages-sweep.ts';

// The four-language sweep of these pages is in public-pages-{en-so,ar-fr}.e2e.test.ts; the
// displayed facts of the static pages, in each language, in web/src/pages/displayed-facts.test.tsx.

const anonymousPage = (lang: Lang = 'en'): Promise<Page> => visitorPage(lang);

const mainText = (page: Page) => page.locator('main').innerText();

test('an anonymous visitor sees the landing page at / with every section and the footer', async () => {
  const page = await anonymousPage();
  await open(page, '/');
  await expect(page.locator('main h1')).toHaveText(en.app.name);
  const main = page.locator('main');
  await expect(main.getByText(en.app.tagline)).toBeVisible();
  await expect(main.getByRole('link', { name: en.landing.join })).toHaveAttribute('href', '/apply');
  await expect(main.getByRole('link', { name: en.landing.learnMore })).toHaveAttribute(
    'href',
    '/about',
  );
  const text = await mainText(page);
  for (const figure of ['1000+', '150+', '50+', '25+']) expect(text).toContain(figure);
  for (const label of Object.values(en.landing.stats)) expect(text).toContain(label);
  for (const card of Object.values(en.landing.mission)) expect(text).toContain(card.title);
  // Three officers, three achievements (two in 2024, one in 2023), five partners.
  await expect(page.locator('#landing-leadership ~ ul > li')).toHaveCount(3);
  const years = await page.locator('#landing-timeline ~ ol > li > span').allInnerTexts();
  expect(years).toEqual(['2024', '2024', '2023']);
  for (const item of Object.values(en.landing.timeline)) expect(text).toContain(item.impact);
  await expect(page.locator('#landing-partners ~ ul > li')).toHaveCount(5);
  await expect(main.getByRole('link', { name: en.landing.becomeMember })).toBeVisible();
  await expect(main.getByRole('link', { name: en.landing.contactUs })).toHaveAttribute(
    'href',
    '/leadership?contact=#leadership-contact-form',
  );
  // The public's first reason to come, first in the hero.
  await expect(main.getByRole('link', { name: en.landing.findLawyer })).toHaveAttribute(
    'href',
    '/public-lawyers',
  );

  const footer = page.getByRole('contentinfo');
  const footerText = await footer.innerText();
  // The About page's founding date (June 2004), not the spec's 1960; © this year.
  expect(footerText).toContain('Founded in June 2004');
  expect(footerText).toContain(`© ${new Date().getFullYear()} ${en.app.name}`);
  expect(footerText).toContain(CONTACT.address);
  expect(footerText).toContain(CONTACT.phones[0]);
  expect(footerText).toContain(CONTACT.email);
  // Every footer item is a link (the services were plain text).
  for (const service of Object.values(en.publicSite.footer.services)) {
    await expect(footer.getByRole('link', { name: service, exact: true })).toHaveAttribute(
      'href',
      /^\/(about|public-lawyers)/,
    );
  }
  const quick = footer.getByRole('navigation', { name: en.publicSite.footer.quickLinks });
  expect(
    await quick.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ).toEqual(['/about', '/discussions', '/members', '/documents', '/news']);
  for (const [path, name] of [
    ['/privacy', en.nav.privacy],
    ['/terms', en.nav.terms],
    ['/accessibility', en.nav.accessibility],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  const facebook = footer.getByRole('link', { name: /Facebook/ });
  await expect(facebook).toHaveAttribute('target', '_blank');
  expect(await facebook.getAttribute('rel')).toContain('noopener');
  await page.context().close();
});

test('a signed-in member sees the dashboard at / and the landing page at /welcome', async ({
  page,
}) => {
  await open(page, '/');
  expect(await page.locator('main h1').innerText()).not.toBe(en.app.name);
  await open(page, '/welcome');
  await expect(page.locator('main h1')).toHaveText(en.app.name);
});

test('Leadership: four executive cards with every field, stats, contact and the official site', async () => {
  const page = await anonymousPage();
  await open(page, '/leadership');
  const cards = page.locator('#leadership-executive ~ ul > li');
  await expect(cards).toHaveCount(4);
  const positions = await cards.locator('h3 + p').allInnerTexts();
  expect(positions).toEqual(
    Object.values(en.leadership.officers).map((officer) => officer.position),
  );
  for (let i = 0; i < 4; i += 1) {
    const card = cards.nth(i);
    await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(/^[A-Z]{2}$/);
    await expect(card.locator('ul').first().locator('li')).toHaveCount(3);
    await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
    // Only http(s) profiles are links, and they open in a new tab.
    for (const href of await card
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^https?:\/\//);
    }
  }
  const text = await mainText(page);
  expect(text).toContain('95%');
  for (const phone of CONTACT.phones) expect(text).toContain(phone);
  expect(text).toContain(CONTACT.leadershipEmail);
  const site = page.getByRole('link', { name: new RegExp(en.leadership.visitWebsite) });
  await expect(site).toHaveAttribute('href', OFFICIAL_SITE_URL);
  await expect(site).toHaveAttribute('target', '_blank');
  await page.context().close();
});

test('Contact Leadership opens a message form that is checked, sent and confirmed', async () => {
  const page = await anonymousPage();
  await open(page, '/leadership');
  // A link to the form at its anchor; the app shows it and moves focus into it.
  await page.getByRole('link', { name: en.leadership.contactButton }).click();
  const name = page.getByRole('textbox', { name: en.contact.name });
  await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.getByRole('button', { name: en.contact.submit }).click();
  await expect(page.getByText(en.contact.errors.name)).toBeVisible();
  await expect(page.getByText(en.contact.errors.message)).toBeVisible();

  await name.fill('Amina Yusuf');
  await page.getByRole('textbox', { name: en.contact.email }).fill('amina.e2e@example.org');
  await page.getByRole('textbox', { name: en.contact.subject }).fill('Next general assembly');
  await page
    .getByRole('textbox', { name: en.contact.message })
    .fill('When and where is the next general assembly held?');
  // The message's error went away while typing: the button does not move under the click.
  await expect(page.getByText(en.contact.errors.message)).toHaveCount(0);
  await page.getByRole('button', { name: en.contact.submit }).click();
  await expect(page.getByRole('heading', { name: en.contact.sentTitle })).toBeVisible();
  await expect(page.getByText(en.contact.sentText)).toBeVisible();
  await page.context().close();
});

test('membership application: join from the landing page, errors, confirmation, staff see it', async () => {
  const page = await anonymousPage();
  await open(page, '/');
  await page.locator('main').getByRole('link', { name: en.landing.join }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.membership.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/apply');

  await page.getByRole('button', { name: en.membership.submit }).click();
  await expect(page.getByText(en.membership.errors.fullName)).toBeVisible();
  await expect(page.getByText(en.membership.errors.barNumber)).toBeVisible();

  const email = `applicant.${Date.now()}@example.org`;
  await page.getByRole('textbox', { name: en.membership.fullName }).fill('Hodan Warsame');
  await page.getByRole('textbox', { name: en.membership.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: en.membership.phone }).fill('+252 61 555 0101');
  await page.getByRole('textbox', { name: en.membership.barNumber }).fill('BAR-2024-117');
  await page.getByRole('textbox', { name: en.membership.specialization }).fill('Family law');
  await page.getByRole('textbox', { name: en.membership.city }).fill('Mogadishu');
  await page.getByRole('button', { name: en.membership.submit }).click();
  const confirmation = page.getByRole('heading', { name: en.membership.confirmationTitle });
  await expect(confirmation).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.context().close();

  const staff = await newContext('moderator');
  const response = await staff.request.post('/graphql', {
    data: {
      query:
        'query { membershipApplications(status: PENDING) { email fullName barNumber status } }',
    },
  });
  const body = (await response.json()) as {
    data: { membershipApplications: { email: string; status: string }[] };
  };
  expect(body.data.membershipApplications).toContainEqual(
    expect.objectContaining({ email, status: 'PENDING' }),
  );
  await staff.close();
});
