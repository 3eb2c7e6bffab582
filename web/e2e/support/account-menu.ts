// The header's account menu (web modules/session AccountMenu): a React Aria menu once the script
// runs, the browser's own popover of links and a Sign out form before it. A test taps from the
// first paint, so it takes whichever of the two the tap opened.
import type { Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr.json' with { type: 'json' };
import so from '../../src/i18n/locales/so.json' with { type: 'json' };

// The button's name in whichever language the page is in.
const ACCOUNT = new RegExp(
  `^(${[en, so, ar, fr].map((catalog) => catalog.shell.accountMenu).join('|')}) `,
);

/** Opens the account menu and chooses `item` (e.g. en.shell.signOut, ar.shell.security). */
export async function chooseInAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: ACCOUNT }).click();
  const banner = page.getByRole('banner');
  await page
    .getByRole('menuitem', { name: item, exact: true })
    .or(banner.getByRole('link', { name: item, exact: true }))
    .or(banner.getByRole('button', { name: item, exact: true }))
    .click();
}
