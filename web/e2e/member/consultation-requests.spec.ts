// Issue 30 item 1 from the lawyer's side: a visitor's request reaches the demo lawyer (the demo
// member) as a notification and a sidebar count; the lawyer answers with a message from the
// requests page, and the requester reads it from the link e-mailed to them. English and Arabic.
import type { BrowserContext, Page } from '@playwright/test';
import { isolate } from '../../src/i18n/bidi.ts';
import { expect, inLanguage, mailedLink, newContext, open, test } from '../support/fixtures.ts';

let lawyer: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  lawyer = await newContext('member');
  page = await lawyer.newPage();
});
test.afterAll(async () => {
  await lawyer.close();
});

/** A request to the demo lawyer as a visitor sends it; the requester's address. */
async function visitorRequest(clientName: string, description: string): Promise<string> {
  const visitor = await newContext();
  const lawyers = await visitor.request.get('/api/public/lawyers');
  const rows = (await lawyers.json()) as { id: string; fullName: string }[];
  const amina = rows.find((row) => row.fullName === 'Amina Yusuf Abdi');
  if (!amina) throw new Error('the demo lawyer is not in the directory');
  const clientEmail = `client.${Date.now()}.${Math.random().toString(36).slice(2)}@example.net`;
  const sent = await visitor.request.post('/api/consultations', {
    data: {
      lawyerId: amina.id,
      clientName,
      clientEmail,
      consultationType: 'legal-advice',
      description,
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();
  return clientEmail;
}

test('English: notified, counted, answered with a message the requester reads', async () => {
  const unique = `My landlord kept my deposit (${Date.now()}).`;
  const clientEmail = await visitorRequest('Nasra Ahmed', unique);
  // The requester has the tracking link by e-mail at once.
  const link = await mailedLink(clientEmail, '/consultations/track/');

  await open(page, '/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.getByText(`${isolate('Nasra Ahmed')} sent you a consultation request`).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const entry = page.getByRole('link', { name: /^Consultation requests , \d+ waiting$/ }).first();
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.locator('main h1')).toHaveText('Consultation requests');
  await page.getByRole('link', { name: 'Pending', exact: true }).click();
  const request = page.getByTestId('consultation-request').filter({ hasText: unique });
  await expect(request.getByText('Nasra Ahmed')).toBeVisible();

  // Accepting asks for a message and a proposed contact.
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByText('Write a message to the client.')).toBeVisible();
  await request.getByLabel('Message to the client').fill('Bring the lease, please.');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByText('To accept, propose how and when to talk.')).toBeVisible();
  await request.getByLabel('Proposed contact method and time').fill('Phone, Monday 10:00');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Request accepted').first()).toBeVisible();
  await page.getByRole('link', { name: 'Answered', exact: true }).click();
  await expect(
    page.getByTestId('consultation-request').filter({ hasText: unique }).getByText('Accepted'),
  ).toBeVisible();

  // The requester: the answer's e-mail, and the message on the tracking page.
  await expect
    .poll(() => mailedLink(clientEmail, '/consultations/track/').then((path) => path !== link))
    .toBe(true);
  const visitor = await newContext();
  const tracking = await visitor.newPage();
  await open(tracking, link);
  await expect(tracking.getByTestId('consultation-status')).toHaveText('Accepted');
  await expect(tracking.getByText('Bring the lease, please.')).toBeVisible();
  await expect(tracking.getByText('Phone, Monday 10:00')).toBeVisible();
  await expect(tracking.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await visitor.close();
});

test('Arabic: the lawyer declines with a message; the pending page says how long is left', async () => {
  const unique = `طلب استشارة بشأن عقد إيجار (${Date.now()}).`;
  const clientEmail = await visitorRequest('نصرة أحمد', unique);
  const link = await mailedLink(clientEmail, '/consultations/track/');

  const visitor = await newContext();
  const tracking = await visitor.newPage();
  await inLanguage(tracking, 'ar');
  await open(tracking, link);
  await expect(tracking.getByTestId('answer-by')).toContainText('أمام المحامي حتى');
  await expect(tracking.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible();

  const arabic = await newContext('member');
  const lawyerPage = await arabic.newPage();
  await inLanguage(lawyerPage, 'ar');
  await open(lawyerPage, '/consultation-requests?filter=pending');
  await expect(lawyerPage.locator('main h1')).toHaveText('طلبات الاستشارة');
  const request = lawyerPage.getByTestId('consultation-request').filter({ hasText: unique });
  await request.getByLabel('رسالة إلى العميل').fill('هذا خارج مجال اختصاصي.');
  await request.getByRole('button', { name: 'رفض' }).click();
  await expect(lawyerPage.getByText('تم رفض الطلب').first()).toBeVisible();
  await arabic.close();

  await tracking.reload();
  await expect(tracking.getByTestId('consultation-status')).toHaveText('مرفوض');
  await expect(tracking.getByText('هذا خارج مجال اختصاصي.')).toBeVisible();
  await visitor.close();
});

test('with JavaScript off the lawyer answers: a refusal keeps the message, then it is sent', async () => {
  const unique = `A question about an inheritance (${Date.now()}).`;
  await visitorRequest('Faadumo Ali', unique);
  const noScript = await newContext('member', { javaScriptEnabled: false });
  const lawyerPage = await noScript.newPage();
  await open(lawyerPage, '/consultation-requests?filter=pending');
  const request = lawyerPage.getByTestId('consultation-request').filter({ hasText: unique });
  // Accepting without a proposed contact is refused by the gateway; the message stays.
  await request.getByLabel('Message to the client').fill('I can help with this.');
  await request.getByRole('button', { name: 'Accept' }).click();
  const refused = lawyerPage.getByTestId('consultation-request').filter({ hasText: unique });
  await expect(refused.getByText('To accept, propose how and when to talk.')).toBeVisible();
  await expect(refused.getByLabel('Message to the client')).toHaveValue('I can help with this.');
  await refused.getByLabel('Proposed contact method and time').fill('Office, Tuesday 9:00');
  await refused.getByRole('button', { name: 'Accept' }).click();
  await expect(lawyerPage).toHaveURL(/filter=answered/);
  // The page says what was done, as the script's toast does.
  await expect(lawyerPage.locator('main').getByRole('status')).toHaveText(
    'Request accepted The client was e-mailed your answer.',
  );
  await expect(
    lawyerPage
      .getByTestId('consultation-request')
      .filter({ hasText: unique })
      .getByText('Accepted'),
  ).toBeVisible();
  await noScript.close();
});
