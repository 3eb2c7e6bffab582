// The account and consultation e-mails in their reader's language, end to end with the real
// gateway, worker, PostgreSQL, Redis and an SMTP server: a member's e-mail language (their
// settings) writes their account e-mails and a lawyer's requests; a visitor's consultation
// e-mails are written in the language they asked in (Accept-Language, or the page's cookie).
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/gateway/exports/db';
import { type CaughtMail, MailCatcher } from '@portal/gateway/mail/mail-catcher';
import { signInAs } from '@portal/gateway/test/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

const COOKIE = 'portal_session';
const PUBLIC_URL = 'https://portal.example.org';

let p: Pipeline;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await MailCatcher.start();
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  p = await startPipeline({ config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL } });
  await p.startWorker();
}, 60_000);

afterAll(async () => {
  await p?.close();
  await catcher?.close();
  delete process.env.SUBMISSIONS_SWEEP_MS;
}, 60_000);

const mailTo = (address: string, matching: (mail: CaughtMail) => boolean, what: string) =>
  waitFor(async () => catcher.to(address).find(matching), {
    what: `an e-mail to ${address}: ${what}`,
    timeoutMs: 20_000,
  });

async function setMailLanguage(email: string, language: string): Promise<void> {
  const token = await signInAs(p.gateway.app, email, DEMO_PASSWORD);
  const response = await p.gateway.app.inject({
    method: 'PUT',
    url: '/api/me/mail-preferences',
    payload: { language },
    cookies: { [COOKIE]: token },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('e-mails in their reader’s language', () => {
  it('a password-reset link in the member’s e-mail language (Somali)', async () => {
    const tag = randomBytes(4).toString('hex');
    const email = `so-${tag}@example.org`;
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'member')?.email;
    await p.sql.query(
      `insert into users (id, full_name, username, email, password_hash, role)
       select gen_random_uuid(), $1, $2, $3, password_hash, 'member' from users where email = $4`,
      [`Faadumo ${tag}`, `u-${tag}`, email, demo],
    );
    await setMailLanguage(email, 'so');
    const asked = await p.gateway.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await mailTo(email, (m) => m.text.includes('/reset-password/'), 'the reset link');
    expect(mail.subject).toBe('Dib u deji erayga sirta ah ee Bogga Ururka Qareennada');
    expect(mail.text).toContain(`Salaan Faadumo ${tag},`);
    expect(mail.headers['content-language']).toBe('so');
    expect(mail.html).toContain('lang="so"');
  });

  it('a consultation: the visitor’s e-mails in Arabic as asked, the lawyer’s in French', async () => {
    const lawyer = DEMO_ACCOUNTS.find((account) => account.role === 'member');
    if (!lawyer) throw new Error('no demo member');
    await setMailLanguage(lawyer.email, 'fr');
    const profile = await p.sql.query('select id from lawyer_profiles where user_id = $1', [
      p.memberId,
    ]);
    const client = `ar-${randomBytes(4).toString('hex')}@example.net`;
    const response = await p.gateway.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { 'accept-language': 'ar-SO,ar;q=0.9,en;q=0.5' },
      payload: {
        lawyerId: profile.rows[0].id,
        clientName: 'Nasra Ahmed',
        clientEmail: client,
        consultationType: 'legal-advice',
        description: 'My landlord kept my deposit.',
      },
      remoteAddress: '203.0.113.40',
    });
    expect(response.statusCode, response.body).toBe(201);

    const sent = await mailTo(client, (m) => m.text.includes('/consultations/track/'), 'sent');
    expect(sent.subject).toMatch(/^طلب الاستشارة الذي أرسلته إلى /);
    expect(sent.text).toContain('مرحبًا Nasra Ahmed،');
    expect(sent.headers['content-language']).toBe('ar');
    expect(sent.html).toContain('dir="rtl"');

    const toLawyer = await mailTo(
      lawyer.email,
      (m) => m.subject.includes('Nasra Ahmed'),
      'the new request',
    );
    expect(toLawyer.subject).toBe('Nouvelle demande de consultation de Nasra Ahmed');
    // The type by its name in the lawyer's language, not the form's value.
    expect(toLawyer.text).toContain('(Conseil juridique)');
    expect(toLawyer.headers['content-language']).toBe('fr');
  });
});
