import type { Locator, Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import so from '../../src/i18n/locales/so.json' with { type: 'json' };
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { noScriptContext } from '../support/no-script.ts';

// Issue 31, item 5: every public form sent empty names each missing field in the visitor's
// language beside it, and focus goes to the first one; never the browser's own bubble (which
// speaks the browser's language), and never nothing at all.

const CATALOGS = { fr, so, ar } as const;
type Catalog = (typeof CATALOGS)[keyof typeof CATALOGS];

interface PublicForm {
  name: string;
  path: string;
  /**
   * Opens the form when it is not on the page from the start, and gives where it is: a dialog
   * once the script runs, or the page the link leads to when it is tapped before.
   */
  reveal?: (page: Page, catalog: Catalog) => Promise<Locator>;
  submit: (catalog: Catalog) => string;
  /** The messages the empty form shows; the first is the first field's. */
  messages: (catalog: Catalog) => string[];
}

const FORMS: PublicForm[] = [
  {
    name: 'the consultation request dialog',
    path: '/public-lawyers',
    reveal: async (page, catalog) => {
      await page
        .locator('main [data-testid="lawyer-card"]')
        .first()
        .getByRole('link', { name: new RegExp(catalog.lawyers.card.request) })
        .click();
      const dialog = page.getByRole('dialog');
      const consultationPage = page
        .locator('main')
        .filter({ has: page.getByRole('button', { name: catalog.consultations.form.submit }) })
        .filter({ hasNot: dialog });
      await expect(dialog.or(consultationPage)).toBeVisible();
      return (await dialog.count()) > 0 ? dialog : consultationPage;
    },
    submit: (catalog) => catalog.consultations.form.submit,
    messages: (catalog) => [
      catalog.consultations.form.errors.clientName,
      catalog.consultations.form.errors.clientEmail,
      catalog.consultations.form.typeRequired,
      catalog.consultations.form.errors.description,
    ],
  },
  {
    name: 'the contact form',
    path: '/accessibility',
    submit: (catalog) => catalog.contact.submit,
    messages: (catalog) => [
      catalog.contact.errors.name,
      catalog.contact.errors.email,
      catalog.contact.errors.message,
    ],
  },
  {
    name: 'the membership application',
    path: '/apply',
    submit: (catalog) => catalog.membership.submit,
    messages: (catalog) => [catalog.membership.errors.fullName, catalog.membership.errors.email],
  },
  {
    name: 'the sign-in form',
    path: '/login',
    submit: (catalog) => catalog.pages.login.submit,
    messages: (catalog) => [catalog.common.required],
  },
  {
    name: 'the password recovery form',
    path: '/forgot-password',
    submit: (catalog) => catalog.pages.forgotPassword.submit,
    messages: (catalog) => [catalog.pages.forgotPassword.errors.email],
  },
];

for (const [language, catalog] of Object.entries(CATALOGS)) {
  for (const form of FORMS) {
    test(`${form.name} sent empty in ${language} names what is missing, in ${language}`, async () => {
      const context = await newContext();
      await inLanguage(context, language);
      const page = await context.newPage();
      await open(page, form.path);
      const scope = (await form.reveal?.(page, catalog)) ?? page.locator('main');
      await scope.getByRole('button', { name: form.submit(catalog), exact: true }).click();
      const [first, ...others] = form.messages(catalog);
      const firstMessage = scope.getByText(first ?? '-', { exact: true }).first();
      await expect(firstMessage).toBeVisible();
      for (const message of others) {
        await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
      }
      // The first field in error has focus and names its message (aria-describedby).
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('aria-invalid', 'true');
      const described = await focused.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      await expect(page.locator(`[id="${described?.split(' ')[0]}"]`)).toHaveText(first ?? '-');
      await context.close();
    });
  }
}

// Posted before the script runs (or without it), the gateway renders the page again: the same
// words under the same fields, in the visitor's language (Somali here: one language proves the
// words are the form's own and not a generic "check this field").
for (const form of FORMS) {
  test(`${form.name} posted empty without the script names what is missing, in so`, async () => {
    const context = await noScriptContext();
    await inLanguage(context, 'so');
    const page = await context.newPage();
    await open(page, form.path);
    const scope = (await form.reveal?.(page, so)) ?? page.locator('main');
    await scope.getByRole('button', { name: form.submit(so), exact: true }).click();
    for (const message of form.messages(so)) {
      await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await context.close();
  });
}
