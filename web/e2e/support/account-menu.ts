// The header's account menu (web modules/session AccountMenu): a React Aria menu once the script
// runs, the browser's own popover of links and a Sign out form before it. A test taps from the
// first paint, so it takes whichever of the two the tap opened.
import type { Page } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };

const ACCOUNT = new RegExp(`^${en.shell.accountMenu} `);

/** Opens the account menu and chooses `item` (e.g. en.shell.signOut, en.shell.security). */
export async function chooseInAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: ACCOUNT }).click();
  const banner = page.getByRole('banner');
  await page
    .getByRole('menuitem', { name: item, exact: true })
    .or(banner.getByRole('link', { name: item, exact: true }))
    .or(banner.getByRole('button', { name: item, exact: true }))
    .click();
}
