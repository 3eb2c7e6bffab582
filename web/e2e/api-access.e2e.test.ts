import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inLanguage, launch, newContext, open } from './browser.ts';

// The member's API access page: a token is created, shown once (with a copy button), works as
// `Authorization: Bearer` for a program, is listed with its last use, and is revoked - in English
// and in Arabic (right to left).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const TOKEN = /bpat_[0-9A-Za-z]{46}/;

/** What a program gets from the API with the token (no cookie: a context of its own). */
async function programStatus(token: string): Promise<number> {
  const program = await newContext(browser);
  try {
    const response = await program.request.get('/api/session', {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.status();
  } finally {
    await program.close();
  }
}

async function shownToken(page: Page): Promise<string> {
  const secret = page.getByText(TOKEN);
  await secret.waitFor();
  return ((await secret.innerText()).match(TOKEN) ?? [''])[0];
}

interface Words {
  title: string;
  name: string;
  write: string;
  create: string;
  showOnce: string;
  copy: string;
  copied: string;
  done: string;
  active: string;
  revokeNamed: (name: string) => string;
  revoked: string;
}

const ENGLISH: Words = {
  title: 'API access',
  name: 'Name (what the token is for)',
  write: 'Write',
  create: 'Create token',
  showOnce: 'Copy your token now. For your security it will not be shown again.',
  copy: 'Copy token',
  copied: 'Token copied to the clipboard.',
  done: 'I have saved it',
  active: 'Active',
  revokeNamed: (name) => `Revoke the token “${name}”`,
  revoked: 'Revoked',
};

const ARABIC: Words = {
  title: 'الوصول عبر الواجهة البرمجية',
  name: 'الاسم (الغرض من الرمز)',
  write: 'كتابة',
  create: 'إنشاء الرمز',
  showOnce: 'انسخ رمزك الآن. حفاظاً على أمانك لن يُعرض مرة أخرى.',
  copy: 'نسخ الرمز',
  copied: 'تم نسخ الرمز إلى الحافظة.',
  done: 'لقد حفظته',
  active: 'نشط',
  revokeNamed: (name) => `إلغاء الرمز «${name}»`,
  revoked: 'ملغى',
};

async function createShowListRevoke(context: BrowserContext, words: Words, tokenName: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await open(page, '/');
  await page.getByRole('link', { name: words.title }).click();
  await page.locator('main h1', { hasText: words.title }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/profile/api-access');

  await page.getByRole('textbox', { name: words.name }).fill(tokenName);
  await page.getByText(words.write, { exact: true }).click();
  await page.getByRole('button', { name: words.create }).click();

  // Shown once, with a copy button that puts exactly the token on the clipboard.
  const token = await shownToken(page);
  await page.getByText(words.showOnce).waitFor();
  await page.getByRole('button', { name: words.copy }).click();
  await page.getByText(words.copied).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  expect(await programStatus(token)).toBe(200);

  await page.getByRole('button', { name: words.done }).click();
  await expect.poll(() => page.getByText(TOKEN).count()).toBe(0);
  await page.reload();
  await page.locator('main h1').waitFor();

  // Listed (never the secret), with the program's use recorded, then revoked.
  const item = page.getByRole('listitem').filter({ hasText: tokenName });
  await item.getByText(words.active).waitFor();
  expect(await item.innerText()).toContain(token.slice(-4));
  expect(await page.getByText(TOKEN).count()).toBe(0);
  await expect.poll(() => item.innerText()).toMatch(/127\.0\.0\.1|::1/);
  await item.getByRole('button', { name: words.revokeNamed(tokenName) }).click();
  await item.getByText(words.revoked, { exact: true }).waitFor();
  expect(await programStatus(token)).toBe(401);
  return page;
}

test('a member creates a token, sees it once, lists it and revokes it', async () => {
  const member = await newContext(browser, 'member');
  await createShowListRevoke(member, ENGLISH, 'Court calendar');
  await member.close();
});

test('the same in Arabic, right to left', async () => {
  const member = await newContext(browser, 'member');
  await inLanguage(member, 'ar');
  const page = await createShowListRevoke(member, ARABIC, 'تقويم المحكمة');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await member.close();
});

test('staff find a member’s token (moderators by naming the member) and revoke it', async () => {
  const member = await newContext(browser, 'member');
  const created = await member.request.post('/api/tokens', {
    data: { name: 'Newsletter tool', scopes: ['read'] },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await member.close();

  const moderator = await newContext(browser, 'moderator');
  const moderatorPage = await moderator.newPage();
  await open(moderatorPage, '/admin/api-tokens');
  await moderatorPage.getByText('Name a member to see their tokens.').waitFor();
  await moderatorPage
    .getByRole('textbox', { name: 'Member (name or e-mail)' })
    .fill('member@example.org');
  await moderatorPage.getByRole('button', { name: 'Show tokens' }).click();
  await moderatorPage
    .getByRole('listitem')
    .filter({ hasText: 'Newsletter tool' })
    .getByText('Active')
    .waitFor();
  await moderator.close();

  const admin = await newContext(browser, 'admin');
  const page = await admin.newPage();
  await open(page, '/admin');
  await page.getByRole('link', { name: 'Members’ API tokens' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Newsletter tool' });
  await item.getByText('Active').waitFor();
  expect(await item.innerText()).toContain('member@example.org');
  await item.getByRole('button', { name: 'Revoke the token “Newsletter tool”' }).click();
  await item.getByText('Revoked', { exact: true }).waitFor();
  expect(await programStatus(token)).toBe(401);
  await admin.close();
});
