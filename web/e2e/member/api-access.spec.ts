import type { BrowserContext, Page } from '@playwright/test';
import { chooseInAccountMenu } from '../support/account-menu.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';
import { measure } from '../support/layout-walk.ts';

// The member's API access page: a token is created, shown once (with a copy button), works as
// `Authorization: Bearer` for a program, is listed with its last use, and is revoked - in English
// and in Arabic (right to left).

const TOKEN = /bpat_[0-9A-Za-z]{46}/;

/** What a program gets from the API with the token (no cookie: a context of its own). */
async function programStatus(token: string): Promise<number> {
  const program = await newContext();
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
  await expect(secret).toBeVisible();
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
  await chooseInAccountMenu(page, words.title);
  await expect(page.locator('main h1', { hasText: words.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/profile/api-access');

  await page.getByRole('textbox', { name: words.name }).fill(tokenName);
  await page.getByText(words.write, { exact: true }).click();
  await page.getByRole('button', { name: words.create }).click();

  // Shown once, with a copy button that puts exactly the token on the clipboard.
  const token = await shownToken(page);
  await expect(page.getByText(words.showOnce)).toBeVisible();
  await page.getByRole('button', { name: words.copy }).click();
  await expect(page.getByText(words.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  expect(await programStatus(token)).toBe(200);

  await page.getByRole('button', { name: words.done }).click();
  await expect(page.getByText(TOKEN)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();

  // Listed (never the secret), with the program's use recorded, then revoked.
  const item = page.getByRole('listitem').filter({ hasText: tokenName });
  await expect(item.getByText(words.active)).toBeVisible();
  await expect(item).toContainText(token.slice(-4));
  await expect(page.getByText(TOKEN)).toHaveCount(0);
  await expect(item).toHaveText(/127\.0\.0\.1|::1/);
  await item.getByRole('button', { name: words.revokeNamed(tokenName) }).click();
  await expect(item.getByText(words.revoked, { exact: true })).toBeVisible();
  expect(await programStatus(token)).toBe(401);
  return page;
}

test('a member creates a token, sees it once, lists it and revokes it', async () => {
  const member = await newContext('member');
  await createShowListRevoke(member, ENGLISH, 'Court calendar');
  await member.close();
});

test('the same in Arabic, right to left', async () => {
  const member = await newContext('member');
  await inLanguage(member, 'ar');
  const page = await createShowListRevoke(member, ARABIC, 'تقويم المحكمة');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await member.close();
});

test('staff find a member’s token (moderators by naming the member) and revoke it', async () => {
  const member = await newContext('member');
  const created = await member.request.post('/api/tokens', {
    data: { name: 'Newsletter tool', scopes: ['read'] },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await member.close();

  const moderator = await newContext('moderator');
  const moderatorPage = await moderator.newPage();
  await open(moderatorPage, '/admin/api-tokens');
  await expect(moderatorPage.getByText('Name a member to see their tokens.')).toBeVisible();
  await moderatorPage
    .getByRole('textbox', { name: 'Member (name or e-mail)' })
    .fill('member@example.org');
  await moderatorPage.getByRole('button', { name: 'Show tokens' }).click();
  await expect(
    moderatorPage.getByRole('listitem').filter({ hasText: 'Newsletter tool' }).getByText('Active'),
  ).toBeVisible();
  await moderator.close();

  const admin = await newContext('admin');
  const page = await admin.newPage();
  await open(page, '/admin');
  await page.getByRole('link', { name: 'Members’ API tokens' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Newsletter tool' });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item).toContainText('member@example.org');
  await item.getByRole('button', { name: 'Revoke the token “Newsletter tool”' }).click();
  await expect(item.getByText('Revoked', { exact: true })).toBeVisible();
  expect(await programStatus(token)).toBe(401);
  await admin.close();
});

test('a used token’s details fit a phone in Somali, whose labels are long', async () => {
  const member = await newContext('member');
  const created = await member.request.post('/api/tokens', {
    data: { name: 'Jadwalka maxkamadda', scopes: ['read'] },
  });
  const { token } = (await created.json()) as { token: string };
  expect(await programStatus(token)).toBe(200);
  await inLanguage(member, 'so');
  const page = await member.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/profile/api-access');
  await expect(page.getByRole('listitem').filter({ hasText: 'Jadwalka maxkamadda' })).toBeVisible();
  const { scrollWidth, innerWidth, past } = await page.evaluate(measure);
  expect(scrollWidth, past.join(', ')).toBeLessThanOrEqual(innerWidth);
  await member.close();
});
