import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

const MEMBER_NAME = 'Amina Yusuf Abdi';
const MODERATOR_NAME = 'Abdirahman Hassan Warsame';

let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  context = await newContext('member');
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

const cards = (on: Page = page) => on.locator('main article');
const card = (name: string, on: Page = page) => on.getByRole('article', { name, exact: true });
// The directory's own box, not the header's site search.
const searchBox = (on: Page = page) => on.locator('main').getByRole('searchbox');

async function openDirectory(on: Page = page): Promise<void> {
  await open(on, '/members');
  await expect(cards(on).first()).toBeVisible();
}

/** The number in the count heading ("44 registered members"). */
async function headingCount(on: Page = page): Promise<number> {
  const text = await on.getByRole('heading', { level: 2, name: /registered member/ }).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('the directory shows its title, the member count and one card per member', async () => {
  await openDirectory();
  await expect(page.locator('main h1')).toHaveText('Members Directory');
  const count = await headingCount();
  // The seed has 43 people; other browser tests may add some.
  expect(count).toBeGreaterThanOrEqual(43);
  await expect(cards()).toHaveCount(Math.min(count, 100));

  const hodan = card('Hodan Abdi Farah');
  await expect(hodan.getByText('@hodan.farah')).toBeVisible();
  await expect(hodan.getByRole('link', { name: 'Message' })).toBeVisible();
  // The viewer's own card has no actions.
  const own = card(MEMBER_NAME);
  await expect(own.getByText('This is you')).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  // Inviting is for staff only.
  await expect(page.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
});

test('the search box filters by name, specialization and username', async () => {
  await openDirectory();
  const total = await cards().count();

  await searchBox().fill('  hodan ');
  await expect.poll(() => cards().count()).toBeLessThan(total);
  for (const text of await cards().allInnerTexts()) expect(text.toLowerCase()).toContain('hodan');
  await expect(card('Hodan Abdi Farah')).toBeVisible();

  await searchBox().fill('CRIMINAL');
  await expect.poll(() => cards().count()).toBeGreaterThan(1);
  for (const text of await cards().allInnerTexts()) {
    expect(text.toLowerCase()).toContain('criminal');
  }
  const matches = await cards().count();
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
    `${matches} members match your search`,
  );

  await searchBox().fill('said.dahir');
  await expect(cards()).toHaveCount(1);
  await expect(card('Said Abdirahman Dahir')).toBeVisible();
  await expect(page.getByText('1 member matches your search')).toBeVisible();

  await searchBox().fill('no such member anywhere');
  await expect(page.getByText('No members found matching your search')).toBeVisible();
  await expect(cards()).toHaveCount(0);

  await searchBox().fill('');
  await expect(cards()).toHaveCount(total);
});

test('the member asks the moderator to connect and the moderator accepts', async () => {
  await openDirectory();
  const moderatorCard = card(MODERATOR_NAME);
  await expect(moderatorCard).toBeVisible();
  const connect = moderatorCard.getByRole('button', { name: 'Connect' });
  if (await connect.isVisible()) {
    await connect.click();
    await expect(
      page.getByText(`Your connection request to ${MODERATOR_NAME} has been sent.`),
    ).toBeVisible();
  }
  await expect(moderatorCard.getByText('Request sent')).toBeVisible();

  const moderatorContext = await newContext('moderator');
  try {
    const moderatorPage = await moderatorContext.newPage();
    await openDirectory(moderatorPage);
    await expect(moderatorPage.getByRole('button', { name: 'Invite Member' })).toBeVisible();
    const memberCard = card(MEMBER_NAME, moderatorPage);
    await expect(memberCard.getByRole('button', { name: 'Decline' })).toBeVisible();
    await memberCard.getByRole('button', { name: 'Accept' }).click();
    await expect(
      moderatorPage.getByText(`You are now connected with ${MEMBER_NAME}.`),
    ).toBeVisible();
    await expect(memberCard.getByText('Connected')).toBeVisible();
  } finally {
    await moderatorContext.close();
  }

  await openDirectory();
  await expect(card(MODERATOR_NAME).getByText('Connected')).toBeVisible();
  await expect(card(MODERATOR_NAME).getByRole('button', { name: 'Connect' })).toHaveCount(0);
});

test('without the script, Connect and Withdraw post and the page names the member', async () => {
  // A click before the script runs posts the card's form: the confirmation must read as the
  // script's own, naming whom it was about.
  const noScript = await newContext('member', { javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await open(plain, '/members');
    const said = card('Said Abdirahman Dahir', plain);
    await said.getByRole('button', { name: 'Connect' }).click();
    await expect(plain.locator('main').getByRole('status').first()).toHaveText(
      'Your connection request to Said Abdirahman Dahir has been sent.',
    );
    await expect(said.getByText('Request sent')).toBeVisible();
    await said.getByRole('button', { name: 'Withdraw' }).click();
    await expect(plain.locator('main').getByRole('status').first()).toHaveText(
      'You withdrew your connection request to Said Abdirahman Dahir.',
    );
    await expect(said.getByRole('button', { name: 'Connect' })).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test('Message opens the messages page with that member chosen', async () => {
  await openDirectory();
  await card('Hodan Abdi Farah').getByRole('link', { name: 'Message' }).click();
  await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('with'));
  await expect(page.getByRole('heading', { level: 2, name: 'Hodan Abdi Farah' })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('Messages');
});

test('no serious axe violation on the directory and the chosen participant', async () => {
  await openDirectory();
  // The directory whole, the signed-in shell included (the admin's route walk leaves /members
  // to this file: each page scanned once); then the page's own content in its other states.
  const found = [...(await seriousViolations(page, 'directory'))];
  const check = async (where: string) => {
    found.push(...(await seriousViolations(page, where, 'main')));
  };
  await searchBox().fill('no such member anywhere');
  await expect(page.getByText('No members found matching your search')).toBeVisible();
  await check('empty search');
  await searchBox().fill('');
  await card('Hodan Abdi Farah').getByRole('link', { name: 'Message' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Hodan Abdi Farah' })).toBeVisible();
  await check('messages with a member chosen');
  expect(found).toEqual([]);
});

test('in Arabic the directory is right to left and its texts are translated', async () => {
  const arabic = await newContext('member');
  try {
    const arabicPage = await arabic.newPage();
    await inLanguage(arabicPage, 'ar');
    await openDirectory(arabicPage);
    await expect(arabicPage.locator('main h1')).toHaveText('دليل الأعضاء');
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      card('Hodan Abdi Farah', arabicPage).getByRole('link', { name: 'مراسلة' }),
    ).toBeVisible();
    await expect(arabicPage.getByRole('heading', { level: 2, name: /عضو|أعضاء/ })).toBeVisible();

    await searchBox(arabicPage).fill('said.dahir');
    await expect(arabicPage.getByText('عضو واحد يطابق بحثك')).toBeVisible();
    await searchBox(arabicPage).fill('لا أحد');
    await expect(arabicPage.getByText('لم يتم العثور على أعضاء يطابقون بحثك')).toBeVisible();
  } finally {
    await arabic.close();
  }
});
