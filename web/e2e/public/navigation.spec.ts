// Issue 31, item 3: a visitor who is not signed in is offered the public's menu, centred on
// finding a lawyer; a members' page says why it asks to sign in; "Contact" opens the form itself.
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import { expect, inLanguage, open, test } from '../support/fixtures.ts';

const PUBLIC_MENU = [
  [en.nav.findLawyer, '/public-lawyers'],
  [en.nav.requestConsultation, '/public-lawyers#lawyers'],
  [en.nav.about, '/about'],
  [en.nav.leadership, '/leadership'],
  [en.nav.publicNews, '/welcome#news'],
  [en.nav.contact, '/leadership?contact=#leadership-contact-form'],
  [en.nav.apply, '/apply'],
  [en.shell.signIn, '/login'],
];

test('a visitor sees the public menu and none of the members’ pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/about');
  const navigation = page.getByRole('navigation', { name: en.shell.mainNavigation });
  const links = navigation.getByRole('link');
  await expect(links).toHaveText(PUBLIC_MENU.map(([name]) => name ?? ''));
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
    PUBLIC_MENU.map(([, href]) => href),
  );
  for (const members of [en.nav.discussions, en.nav.messages, en.nav.submitContent]) {
    await expect(navigation.getByRole('link', { name: members })).toHaveCount(0);
  }
  // The landing page's call to action.
  await open(page, '/');
  await expect(
    page.locator('main').getByRole('link', { name: en.landing.findLawyer }),
  ).toHaveAttribute('href', '/public-lawyers');
});

test('"Contact" opens the contact form itself, focused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/about');
  await page
    .getByRole('navigation', { name: en.shell.mainNavigation })
    .getByRole('link', { name: en.nav.contact, exact: true })
    .click();
  await page.waitForURL(
    (url) => url.pathname === '/leadership' && url.hash === '#leadership-contact-form',
  );
  await expect(page.getByRole('textbox', { name: en.contact.name })).toBeFocused();
  await expect(page.getByRole('textbox', { name: en.contact.name })).toBeInViewport();
});

test('a members’ page opened by a visitor says why it asks to sign in, translated', async ({
  page,
}) => {
  await open(page, '/messages');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to see' })).toHaveText(
    en.pages.login.toSee.replace('{{page}}', en.nav.messages),
  );
  await inLanguage(page, 'fr');
  await open(page, '/discussions/some-discussion');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(
    page.getByText(fr.pages.login.toSee.replace('{{page}}', fr.nav.discussions)),
  ).toBeVisible();
});
