// Consultation requests end to end with the real gateway, worker, PostgreSQL, Redis and an SMTP
// server: the lawyer and the requester are mailed at once (the requester's link opens the
// request), the lawyer's answer and message reach the requester, each e-mail once, also when the
// SMTP server refused the first try; the sweep expires an unanswered request and tells them.
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS } from '@portal/gateway/exports/db';
import { graphql } from '@portal/gateway/test/testing';
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
  // The sweep every second: it expires the request of the last test.
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

const lawyer = DEMO_ACCOUNTS.find((account) => account.role === 'member');
if (!lawyer) throw new Error('no demo member');

const mailsTo = (address: string, subject: RegExp) =>
  mails.filter((mail) => mail.to.includes(address) && subject.test(mail.body));
const mailTo = (address: string, subject: RegExp) =>
  waitFor(async () => mailsTo(address, subject)[0], {
    what: `an e-mail to ${address} matching ${subject}`,
    timeoutMs: 20_000,
  });
const LINK = /https:\/\/portal\.example\.org\/consultations\/track\/([A-Za-z0-9_-]{43})/;

async function request(clientEmail: string, address: string) {
  const profile = await p.sql.query('select id from lawyer_profiles where user_id = $1', [
    p.memberId,
  ]);
  const response = await p.gateway.app.inject({
    method: 'POST',
    url: '/api/consultations',
    payload: {
      lawyerId: profile.rows[0].id,
      clientName: 'Nasra Ahmed',
      clientEmail,
      consultationType: 'legal-advice',
      description: `My landlord kept my deposit (${clientEmail}).`,
    },
    remoteAddress: address,
  });
  expect(response.statusCode).toBe(201);
  const row = await p.sql.query('select id from consultation_requests where client_email = $1', [
    clientEmail,
  ]);
  return row.rows[0].id as string;
}

describe('consultation e-mails through the worker and SMTP', () => {
  it('mails the lawyer and the requester at once, and the answer with its message, once each', async () => {
    refuseNext = 1;
    const client = 'nasra.track@example.net';
    const id = await request(client, '203.0.113.10');

    const toLawyer = await mailTo(lawyer.email, /Subject: New consultation request from Nasra/);
    expect(toLawyer.body).toContain('https://portal.example.org/consultation-requests');
    const sent = await mailTo(client, /Subject: Your consultation request to/);
    const token = LINK.exec(sent.body)?.[1] ?? '';
    expect(token).not.toBe('');
    const TRACK = 'query($token: String!) { trackedConsultation(token: $token) { id status } }';
    const tracked = await graphql<{ trackedConsultation: { id: string } }>(p.gateway.app, TRACK, {
      variables: { token },
    });
    expect(tracked.body.data?.trackedConsultation.id).toBe(id);

    const answered = await graphql(
      p.gateway.app,
      `mutation($id: UUID!) { respondToConsultation(id: $id, accept: true,
        message: "Bring the lease, please.", proposedContact: "Phone, Monday 10:00") { status } }`,
      { token: p.tokens.member, variables: { id } },
    );
    expect(answered.body.errors).toBeUndefined();
    const answer = await mailTo(client, /Subject: .* accepted your consultation request/);
    expect(answer.body).toContain('Bring the lease, please.');
    expect(answer.body).toContain('Phone, Monday 10:00');
    expect(LINK.test(answer.body)).toBe(true);

    // Every row sent, one message of each (the refused first try was retried, not doubled).
    await waitFor(
      async () => {
        const unsent = await p.sql.query(
          'select count(*)::int as n from consultation_mails where consultation_id = $1 and sent_at is null',
          [id],
        );
        return unsent.rows[0].n === 0 ? true : undefined;
      },
      { what: 'every consultation e-mail sent', timeoutMs: 20_000 },
    );
    expect(mailsTo(client, /Subject: Your consultation request to/)).toHaveLength(1);
    expect(mailsTo(client, /accepted your consultation request/)).toHaveLength(1);
    expect(mailsTo(lawyer.email, /New consultation request from Nasra/)).toHaveLength(1);
  });

  it('expires a request nobody answered and tells the requester, suggesting other lawyers', async () => {
    const client = 'nasra.expired@example.net';
    const id = await request(client, '203.0.113.11');
    await p.sql.query(
      "update consultation_requests set created_at = now() - interval '8 days' where id = $1",
      [id],
    );
    const expired = await mailTo(client, /Subject: Your consultation request expired/);
    expect(expired.body).toContain('https://portal.example.org/public-lawyers?specialization=');
    expect(LINK.test(expired.body)).toBe(true);
    const status = await p.sql.query('select status from consultation_requests where id = $1', [
      id,
    ]);
    expect(status.rows[0].status).toBe('expired');
  });
});
