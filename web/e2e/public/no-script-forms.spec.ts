import type { Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, demoEmail } from '../support/accounts.ts';
import { expect, newContext, nextTotpCode, test } from '../support/fixtures.ts';
import { holdScripts, noScriptContext, watchAddresses } from '../support/no-script.ts';

// Each public form used with JavaScript off (the browser runs no script: the forms post to the
// gateway, http/page-forms.ts), and with the app's script held back while a person types.

async function hasSession(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === 'portal_session');
}

test('with JavaScript off, the admin signs in with the password, then the two-step code', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(en.pages.login.email).fill(demoEmail('admin'));
  await page.getByLabel(en.pages.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en.pages.login.submit }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('step') === 'code',
  );
  expect(await hasSession(page)).toBe(false);
  await page
    .getByLabel(en.pages.login.code)
    .fill(await nextTotpCode(demoEmail('admin'), DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: en.pages.login.verify }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await hasSession(page)).toBe(true);
  await context.close();
});

test('with JavaScript off, a wrong password on the French page says so in French', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/login?lang=fr');
  await page.getByLabel(fr.pages.login.email).fill(demoEmail('member'));
  await page.getByLabel(fr.pages.login.password).fill('not-the-password-at-all');
  await page.getByRole('button', { name: fr.pages.login.submit }).click();
  await expect(page.getByText(fr.pages.login.errors.invalidCredentials)).toBeVisible();
  // The address is kept, the password is not.
  await expect(page.getByLabel(fr.pages.login.email)).toHaveValue(demoEmail('member'));
  await expect(page.getByLabel(fr.pages.login.password)).toHaveValue('');
  expect(await hasSession(page)).toBe(false);
  await context.close();
});

async function fillContact(page: Page, labels: typeof en.contact, email: string) {
  await page.getByLabel(labels.name).fill('Hodan Ali');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.subject).fill('The next assembly');
  await page.getByLabel(labels.message).fill('When is the next general assembly held?');
  await page.getByRole('button', { name: labels.submit }).click();
}

test('with JavaScript off, a visitor writes to the association from the accessibility page', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/accessibility');
  await fillContact(page, en.contact, 'hodan@example.org');
  await expect(page.getByRole('heading', { name: en.contact.sentTitle })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?sent=contact');
  await context.close();
});

test('with JavaScript off, "Contact Leadership" opens the form; a bad address is named in French', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/leadership?lang=fr');
  await page.getByRole('link', { name: fr.leadership.contactButton }).click();
  await fillContact(page, fr.contact, 'pas-une-adresse');
  await expect(page.getByText(fr.contact.errors.email)).toBeVisible();
  await expect(page.getByLabel(fr.contact.name)).toHaveValue('Hodan Ali');
  // Corrected, it goes.
  await page.getByLabel(fr.contact.email).fill('hodan@example.org');
  await page.getByRole('button', { name: fr.contact.submit }).click();
  await expect(page.getByRole('heading', { name: fr.contact.sentTitle })).toBeVisible();
  await context.close();
});

async function fillApplication(page: Page, labels: typeof en.membership, email: string) {
  await page.getByLabel(labels.fullName).fill('Ayaan Farah');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.barNumber).fill('SO-8812');
  await page.getByRole('button', { name: labels.submit }).click();
}

test('with JavaScript off, a lawyer applies for membership; nothing personal in any address', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  const addresses = watchAddresses(page);
  await page.goto('/apply');
  await fillApplication(page, en.membership, 'ayaan.noscript@example.org');
  await expect(page.getByRole('heading', { name: en.membership.confirmationTitle })).toBeVisible();
  await expect(page.getByText(en.membership.confirmationTextPosted)).toBeVisible();
  expect(addresses.filter((url) => /Ayaan|ayaan|SO-8812/.test(url))).toEqual([]);
  await context.close();
});

test('with JavaScript off, a refused application on the French page is named in French', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/apply?lang=fr');
  await fillApplication(page, fr.membership, 'pas-une-adresse');
  await expect(page.getByText(fr.membership.errors.email)).toBeVisible();
  await expect(page.getByLabel(fr.membership.fullName)).toHaveValue('Ayaan Farah');
  await context.close();
});

test('credentials typed while the script is held back sign the member in', async () => {
  const context = await newContext();
  const held = await holdScripts(context);
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel(en.pages.login.email).fill(demoEmail('member'));
  await page.getByLabel(en.pages.login.password).fill(DEMO_PASSWORD);
  // Enabled while the script loads: pressed now, the form posts by itself.
  await page.getByRole('button', { name: en.pages.login.submit }).click();
  held.release();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await hasSession(page)).toBe(true);
  await context.close();
});

test('credentials typed before the script attached are kept once it does', async () => {
  const context = await newContext();
  const held = await holdScripts(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(en.pages.login.email).fill(demoEmail('member'));
  await page.getByLabel(en.pages.login.password).fill(DEMO_PASSWORD);
  held.release();
  // Pressed as soon as the script may run, whether it has attached yet or not.
  await page.getByRole('button', { name: en.pages.login.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await hasSession(page)).toBe(true);
  await expect(page.getByText(en.common.required)).toHaveCount(0);
  await context.close();
});

test('"Send application" pressed before the script runs posts the form, never as a GET', async () => {
  const context = await newContext();
  const held = await holdScripts(context);
  const page = await context.newPage();
  const addresses = watchAddresses(page);
  await page.goto('/apply');
  await fillApplication(page, en.membership, 'ayaan.held@example.org');
  held.release();
  await expect(page.getByRole('heading', { name: en.membership.confirmationTitle })).toBeVisible();
  expect(addresses.filter((url) => /Ayaan|ayaan|SO-8812/.test(url))).toEqual([]);
  await context.close();
});

async function fillConsultation(page: Page, labels: typeof en.consultations.form, email: string) {
  await page.getByLabel(labels.name).fill('Sahra Nur');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.type).selectOption({ index: 1 });
  await page.getByLabel(labels.description).fill('A dispute over the lease of my shop.');
  await page.getByRole('button', { name: labels.submit }).click();
}

test('with JavaScript off, "Request a consultation" leads to the lawyer’s page of the form, which sends it', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/public-lawyers');
  await page
    .locator('main')
    .getByRole('link', { name: /Request a consultation/ })
    .first()
    .click();
  await page.waitForURL((url) => /^\/lawyers\/[^/]+\/consultation$/.test(url.pathname));
  await fillConsultation(page, en.consultations.form, 'sahra.noscript@example.org');
  // The request's private tracking page says it is pending.
  await page.waitForURL((url) => url.pathname.startsWith('/consultations/track/'));
  await expect(page.locator('main h1')).toBeVisible();
  await context.close();
});

test('with JavaScript off, a refused consultation request on the French page is named in French', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/public-lawyers');
  const href = await page
    .locator('main')
    .getByRole('link', { name: /Request a consultation/ })
    .first()
    .getAttribute('href');
  await page.goto(`${href}?lang=fr`);
  // An address the browser lets through and the gateway refuses: named under its field.
  await fillConsultation(page, fr.consultations.form, 'sahra@localhost');
  await expect(page.getByText(fr.consultations.form.errors.clientEmail)).toBeVisible();
  await expect(page.getByLabel(fr.consultations.form.name)).toHaveValue('Sahra Nur');
  await context.close();
});

/** An invitation link made by the admin through the API (as invitations.e2e makes them). */
async function invitationPath(email: string): Promise<string> {
  const admin = await newContext('admin');
  const response = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($email: String!) { inviteMember(email: $email) { link } }',
      variables: { email },
    },
  });
  const link = (await response.json())?.data?.inviteMember?.link;
  await admin.close();
  if (typeof link !== 'string') throw new Error('invite failed');
  return new URL(link).pathname;
}

test('with JavaScript off, an invitee creates the account (errors in French first) and is signed in', async () => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const path = await invitationPath(`noscript-${suffix}@example.net`);
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto(`${path}?lang=fr`);
  const labels = fr.pages.join;
  const password = `Qv7-tide-Marrow-${suffix}`;
  await page.getByLabel(labels.fullName).fill('Idil Warsame');
  await page.getByLabel(labels.username).fill(`idil.${suffix}`);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByLabel(labels.confirmPassword).fill(`${password}-other`);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByText(labels.errors.passwordMismatch)).toBeVisible();
  await expect(page.getByLabel(labels.fullName)).toHaveValue('Idil Warsame');
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByLabel(labels.confirmPassword).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await hasSession(page)).toBe(true);
  await context.close();
});

test('with JavaScript off, the directory’s search is a GET form with a shareable, server-rendered result', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/public-lawyers');
  const cards = page.locator('main [data-testid="lawyer-card"]');
  const everyone = await cards.count();
  const name = (await cards.first().getByRole('heading').first().innerText()).trim();
  const field = page.getByLabel(en.lawyers.directory.searchLabel);
  await field.fill(name);
  await field.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === name);
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThan(everyone);
  await expect(cards.first()).toContainText(name);
  await context.close();
});

test('with JavaScript off, the directory’s specialization filter is sent with the search', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/public-lawyers');
  const cards = page.locator('main [data-testid="lawyer-card"]');
  const everyone = await cards.allInnerTexts();
  const filter = page.getByLabel(en.lawyers.directory.specializationLabel, { exact: true });
  const chosen = (await filter.locator('option').nth(1).innerText()).trim();
  await filter.selectOption(chosen);
  await page.getByRole('button', { name: en.lawyers.directory.searchSubmit }).click();
  await page.waitForURL((url) => url.searchParams.get('specialization') === chosen);
  // The server's page has only that specialization's lawyers, and keeps the choice.
  const filtered = await cards.allInnerTexts();
  expect(filtered.length).toBeGreaterThan(0);
  expect(filtered.length).toBeLessThan(everyone.length);
  for (const text of filtered) expect(text).toContain(chosen);
  await expect(filter).toHaveValue(chosen);
  // "All specializations" goes back to everyone.
  await filter.selectOption('');
  await page.getByRole('button', { name: en.lawyers.directory.searchSubmit }).click();
  await page.waitForURL((url) => url.searchParams.get('specialization') === '');
  expect(await cards.allInnerTexts()).toEqual(everyone);
  await context.close();
});

test('with JavaScript off, a member searches from the header and gets the results page', async () => {
  const context = await noScriptContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(en.pages.login.email).fill(demoEmail('member'));
  await page.getByLabel(en.pages.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en.pages.login.submit }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const siteSearch = page.getByRole('search', { name: en.search.siteSearch });
  await siteSearch.getByRole('searchbox').fill('arbitration');
  await siteSearch.getByRole('button', { name: en.search.submit, exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname === '/search' && url.searchParams.get('q') === 'arbitration',
  );
  await expect(page.locator('main h1')).toHaveText('Search results for “arbitration”');
  await expect(
    page.getByRole('link', { name: 'Arbitration clauses in construction contracts' }).first(),
  ).toBeVisible();
  await context.close();
});
