import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { inLanguage, launch, newContext, open } from './browser.ts';

const MEMBER_NAME = 'Amina Yusuf Abdi';
const MODERATOR_NAME = 'Abdirahman Hassan Warsame';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, 'member');
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const cards = (on: Page = page) => on.locator('main article');
const card = (name: string, on: Page = page) => on.getByRole('article', { name, exact: true });
// The directory's own box, not the header's site search.
const searchBox = (on: Page = page) => on.locator('main').getByRole('searchbox');

async function openDirectory(on: Page = page): Promise<void> {
  await open(on, '/members');
  await cards(on).first().waitFor();
}

/** The number in the count heading ("44 registered members"). */
async function headingCount(on: Page = page): Promise<number> {
  const text = await on.getByRole('heading', { level: 2, name: /registered member/ }).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('the directory shows its title, the member count and one card per member', async () => {
  await openDirectory();
  expect(await page.locator('main h1').innerText()).toBe('Members Directory');
  const count = await headingCount();
  // The seed has 43 people; other browser tests may add some.
  expect(count).toBeGreaterThanOrEqual(43);
  await expect.poll(() => cards().count()).toBe(Math.min(count, 100));

  const hodan = card('Hodan Abdi Farah');
  await hodan.getByText('@hodan.farah').waitFor();
  await hodan.getByRole('button', { name: 'Message' }).waitFor();
  // The viewer's own card has no actions.
  const own = card(MEMBER_NAME);
  await own.getByText('This is you').waitFor();
  expect(await own.getByRole('button').count()).toBe(0);
  // Inviting is for staff only.
  expect(await page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
});

test('the search box filters by name, specialization and username', async () => {
  await openDirectory();
  const total = await cards().count();

  await searchBox().fill('  hodan ');
  await expect.poll(() => cards().count()).toBeLessThan(total);
  for (const text of await cards().allInnerTexts()) expect(text.toLowerCase()).toContain('hodan');
  await card('Hodan Abdi Farah').waitFor();

  await searchBox().fill('CRIMINAL');
  await expect.poll(() => cards().count()).toBeGreaterThan(1);
  for (const text of await cards().allInnerTexts()) {
    expect(text.toLowerCase()).toContain('criminal');
  }
  const matches = await cards().count();
  expect(await page.getByRole('status').filter({ hasText: 'match' }).innerText()).toBe(
    `${matches} members match your search`,
  );

  await searchBox().fill('said.dahir');
  await expect.poll(() => cards().count()).toBe(1);
  await card('Said Abdirahman Dahir').waitFor();
  await page.getByText('1 member matches your search').waitFor();

  await searchBox().fill('no such member anywhere');
  await page.getByText('No members found matching your search').waitFor();
  expect(await cards().count()).toBe(0);

  await searchBox().fill('');
  await expect.poll(() => cards().count()).toBe(total);
});

test('the member asks the moderator to connect and the moderator accepts', async () => {
  await openDirectory();
  const moderatorCard = card(MODERATOR_NAME);
  await moderatorCard.waitFor();
  const connect = moderatorCard.getByRole('button', { name: 'Connect' });
  if (await connect.isVisible()) {
    await connect.click();
    await page.getByText(`Your connection request to ${MODERATOR_NAME} has been sent.`).waitFor();
  }
  await moderatorCard.getByText('Request sent').waitFor();

  const moderatorContext = await newContext(browser, 'moderator');
  try {
    const moderatorPage = await moderatorContext.newPage();
    await openDirectory(moderatorPage);
    await moderatorPage.getByRole('button', { name: 'Invite Member' }).waitFor();
    const memberCard = card(MEMBER_NAME, moderatorPage);
    await memberCard.getByRole('button', { name: 'Decline' }).waitFor();
    await memberCard.getByRole('button', { name: 'Accept' }).click();
    await moderatorPage.getByText(`You are now connected with ${MEMBER_NAME}.`).waitFor();
    await memberCard.getByText('Connected').waitFor();
  } finally {
    await moderatorContext.close();
  }

  await openDirectory();
  await card(MODERATOR_NAME).getByText('Connected').waitFor();
  expect(await card(MODERATOR_NAME).getByRole('button', { name: 'Connect' }).count()).toBe(0);
});

test('Message opens the messages page with that member chosen', async () => {
  await openDirectory();
  await card('Hodan Abdi Farah').getByRole('button', { name: 'Message' }).click();
  await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('with'));
  await page.getByRole('heading', { level: 2, name: 'Hodan Abdi Farah' }).waitFor();
  expect(await page.locator('main h1').innerText()).toBe('Messages');
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
  await page.getByText('No members found matching your search').waitFor();
  await check('empty search');
  await searchBox().fill('');
  await card('Hodan Abdi Farah').getByRole('button', { name: 'Message' }).click();
  await page.getByRole('heading', { level: 2, name: 'Hodan Abdi Farah' }).waitFor();
  await check('messages with a member chosen');
  expect(found).toEqual([]);
});

test('in Arabic the directory is right to left and its texts are translated', async () => {
  const arabic = await newContext(browser, 'member');
  try {
    const arabicPage = await arabic.newPage();
    await inLanguage(arabicPage, 'ar');
    await openDirectory(arabicPage);
    expect(await arabicPage.locator('main h1').innerText()).toBe('دليل الأعضاء');
    expect(await arabicPage.locator('html').getAttribute('dir')).toBe('rtl');
    await card('Hodan Abdi Farah', arabicPage).getByRole('button', { name: 'مراسلة' }).waitFor();
    await arabicPage.getByRole('heading', { level: 2, name: /عضو|أعضاء/ }).waitFor();

    await searchBox(arabicPage).fill('said.dahir');
    await arabicPage.getByText('عضو واحد يطابق بحثك').waitFor();
    await searchBox(arabicPage).fill('لا أحد');
    await arabicPage.getByText('لم يتم العثور على أعضاء يطابقون بحثك').waitFor();
  } finally {
    await arabic.close();
  }
});
