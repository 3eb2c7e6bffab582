// Password recovery end to end with the real gateway, worker, PostgreSQL, Redis and an SMTP
// server: the link arrives by e-mail (also when the SMTP server refused the first try), sets a
// new password once, and the sessions signed in before are gone; the member is told.
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '@portal/gateway/exports/db';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

let p: Pipeline;
let smtp: SMTPServer;
const mails: { to: string[]; body: string }[] = [];
let refuseNext = 0;

/** The text of a message as sent (quoted-printable soft breaks and escapes undone). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          body: decoded(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // The sweep every second: an e-mail whose wake-up was lost is sent by it (see the last test).
  process.env.SUBMISSIONS_SWEEP_MS = '1000';
  p = await startPipeline({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://portal.example.org' },
  });
  await p.startWorker();
}, 60_000);

afterAll(async () => {
  await p?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  delete process.env.SUBMISSIONS_SWEEP_MS;
}, 60_000);

const member = DEMO_ACCOUNTS.find((account) => account.role === 'member');
if (!member) throw new Error('no demo member');

const mailTo = (address: string, subject: RegExp) =>
  waitFor(async () => mails.find((mail) => mail.to.includes(address) && subject.test(mail.body)), {
    what: `an e-mail to ${address} matching ${subject}`,
    timeoutMs: 20_000,
  });

describe('password recovery through the worker and SMTP', () => {
  it('mails a single-use link that sets a new password and ends the old sessions', async () => {
    refuseNext = 1;
    const asked = await p.gateway.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: member.email },
    });
    expect(asked.statusCode).toBe(202);

    // The first try was refused by the SMTP server; the job's retry sent it.
    const mail = await mailTo(member.email, /Subject: Reset your/);
    expect(refuseNext).toBe(0);
    const link = /https:\/\/portal\.example\.org\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
      mail.body,
    );
    const token = link?.[1] ?? '';
    expect(token).not.toBe('');
    // Only the hash is stored.
    const stored = await p.sql.query(
      'select count(*)::int as n from account_mails where token_hash = $1',
      [token],
    );
    expect(stored.rows[0].n).toBe(0);

    const reset = (password: string) =>
      p.gateway.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token, password },
      });
    expect((await reset('Granite-Meadow-Violin-48')).statusCode).toBe(200);
    expect((await reset('Another-Granite-Meadow-49')).statusCode).toBe(404);

    const before = await p.gateway.app.inject({
      url: '/api/session',
      cookies: { portal_session: p.tokens.member },
    });
    expect(before.statusCode).toBe(401);
    const notice = await mailTo(
      member.email,
      /Subject: Your Bar Association Portal password was changed/,
    );
    expect(notice.body).toContain('signed out');
  });

  it('sends an e-mail recorded while its wake-up was lost (Redis away): the sweep finds the row', async () => {
    // As the gateway records it, without the job it could not enqueue.
    await p.sql.query(
      `insert into account_mails (id, user_id, kind, recipient, new_email, created_at)
       values (gen_random_uuid(), $1, 'email_change_requested', $2, 'lost-wakeup@example.net', now())`,
      [p.memberId, member.email],
    );
    const mail = await mailTo(member.email, /lost-wakeup@example\.net/);
    expect(mail.body).toContain('Subject: A new e-mail address was asked for your account');
    // The worker marks the row sent once the SMTP server has taken the e-mail, so a moment after
    // it arrives: the row is then done, and no later sweep sends it again.
    await waitFor(
      async () => {
        const unsent = await p.sql.query(
          "select count(*)::int as n from account_mails where sent_at is null and new_email = 'lost-wakeup@example.net'",
        );
        return unsent.rows[0].n === 0;
      },
      { what: 'the recorded e-mail marked sent', timeoutMs: 20_000 },
    );
    expect(mails.filter((sent) => sent.body.includes('lost-wakeup@example.net'))).toHaveLength(1);
  });
});
