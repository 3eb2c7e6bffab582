// Issue 31, item 2: Messages on a 390 px phone is list → thread → back, the message box on
// screen under the thread (it opened below the list, off-screen).
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expect, open, test } from '../support/fixtures.ts';

const messages = en.pages.messages;

test('on a phone, the list, then the chosen conversation alone with its message box, then back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/messages');
  const list = page.getByRole('region', { name: messages.conversationsLabel });
  await expect(list).toBeVisible();
  await expect(page.getByText(messages.selectConversation)).toBeHidden();

  await list.getByRole('button', { name: /Hodan Abdi Farah/ }).click();
  await expect(page).toHaveURL(/[?&]with=/);
  await expect(list).toBeHidden();
  const box = page.getByRole('textbox', { name: messages.messageLabel });
  await expect(box).toBeInViewport();
  await expect(
    page.locator('ol li p').getByText('The hearing starts at 9:00, room 3.'),
  ).toBeInViewport();

  await page.getByRole('link', { name: messages.backToList }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/messages' && !url.searchParams.has('with'),
  );
  await expect(list).toBeVisible();
});

test('on a wide screen, the list and the conversation side by side, no way back needed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/messages');
  const list = page.getByRole('region', { name: messages.conversationsLabel });
  await list.getByRole('button', { name: /Hodan Abdi Farah/ }).click();
  await expect(page.getByRole('textbox', { name: messages.messageLabel })).toBeVisible();
  await expect(list).toBeVisible();
  await expect(page.getByRole('link', { name: messages.backToList })).toBeHidden();
});
