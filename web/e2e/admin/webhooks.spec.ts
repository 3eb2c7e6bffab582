import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { verifySignature } from '../../../examples/integrator/src/verify-signature.ts';
import { expect, inLanguage, newContext, open, test } from '../support/fixtures.ts';

// The admin's webhooks page: an endpoint registered from the form (its secret shown once), a
// test event sent from the button, delivered to a receiver of this test and signed with that
// secret, shown in the delivery log, sent again; the page in Arabic; moderators refused.

let admin: BrowserContext;
let page: Page;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  admin = await newContext('admin');
  page = await admin.newPage();
});

test.afterAll(async () => {
  await admin.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

test('an admin registers an endpoint, sends a test event, sees it delivered and sends it again', async () => {
  await open(page, '/admin');
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.locator('main h1', { hasText: 'Webhooks' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Address (URL)' }).fill(receiverUrl());
  // A switch is pressed by its label (its input is visually hidden).
  await page.locator('form').getByText('Member joined', { exact: true }).click();
  expect(await page.getByRole('switch', { name: 'Member joined' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = page.getByRole('status').filter({ hasText: 'shown this once' });
  await expect(shown).toBeVisible();
  const secret = (await shown.locator('p[dir="ltr"]').innerText()).trim();
  expect(secret).toMatch(/^whsec_/);

  const panel = page.getByRole('article', { name: receiverUrl() });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Receives: News published, Member joined');
  await panel.getByRole('button', { name: 'Send test event' }).click();

  const log = panel.getByRole('table', { name: `Recent deliveries to ${receiverUrl()}` });
  const delivered = log.getByRole('row').filter({ hasText: 'Delivered' });
  await expect(delivered).toHaveCount(1, { timeout: 30_000 });
  await expect(delivered.first()).toContainText('204');
  await expect(log.getByRole('rowheader').first()).toHaveText('Test event');

  expect(received).toHaveLength(1);
  const [request] = received;
  expect(request?.headers['x-portal-event']).toBe('webhook.test');
  expect(
    verifySignature(secret, request?.body ?? '', String(request?.headers['x-portal-signature'])),
  ).toBe(true);

  await delivered.first().getByRole('button', { name: 'Send again' }).click();
  await expect(delivered).toHaveCount(2, { timeout: 30_000 });
  expect(received).toHaveLength(2);
  expect(received[1]?.headers['x-portal-event-id']).toBe(request?.headers['x-portal-event-id']);
});

test('reads right to left in Arabic, with translated labels', async () => {
  const arabic = await newContext('admin');
  const arabicPage = await arabic.newPage();
  await inLanguage(arabicPage, 'ar');
  await open(arabicPage, '/admin/webhooks');
  await expect(arabicPage.locator('main h1')).toHaveText('خطافات الويب');
  expect(await arabicPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expect(arabicPage.getByRole('button', { name: 'إضافة العنوان' })).toBeVisible();
  const panel = arabicPage.getByRole('article', { name: receiverUrl() });
  await expect(panel.getByRole('switch', { name: 'مفعّل' })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'الحدث' })).toBeVisible();
  await expect(panel.getByRole('rowheader').first()).toHaveText('حدث تجريبي');
  await arabic.close();
});

test('moderators are refused the page and the API', async () => {
  const moderator = await newContext('moderator');
  const refused = await moderator.newPage();
  await open(refused, '/admin/webhooks');
  await expect(refused.locator('main h1')).toHaveText('Access denied');
  const answer = await moderator.request.post('/graphql', {
    data: { query: '{ webhookEndpoints { id } }' },
  });
  expect((await answer.json()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await moderator.close();
});
