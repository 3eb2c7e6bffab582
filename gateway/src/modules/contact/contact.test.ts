import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { contactRecipient } from './feature.js';

/** A real SMTP server on loopback (no authentication) that keeps what it receives. */
async function startSmtpServer() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  return {
    messages,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('contactRecipient', () => {
  it('is CONTACT_EMAIL when valid, else the MAIL_FROM address', () => {
    expect(contactRecipient({ CONTACT_EMAIL: 'board@example.org' }, 'P <p@example.org>')).toBe(
      'board@example.org',
    );
    expect(contactRecipient({ CONTACT_EMAIL: 'not an address' }, 'P <p@example.org>')).toBe(
      'P <p@example.org>',
    );
    expect(contactRecipient({}, 'P <p@example.org>')).toBe('P <p@example.org>');
  });
});

describe('messages to the association over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let gateway: TestGateway;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startTestGateway({
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        mailFrom: 'Bar Association <association@example.org>',
      },
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
  });

  it('stores the message, e-mails it to the association and marks it mailed', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.20.0.1',
      payload: {
        name: 'Amina Yusuf',
        email: 'amina.smtp@example.org',
        subject: 'Board meeting',
        message: 'Could the board receive a delegation of young lawyers?',
      },
    });
    expect(response.statusCode).toBe(201);
    const message = smtp.messages.find((candidate) =>
      candidate.to.includes('association@example.org'),
    );
    expect(message?.raw).toMatch(/^Subject: \[Contact\] Board meeting/m);
    expect(message?.raw).toContain('amina.smtp@example.org');
    const row = await tablesOf(gateway.orm.em.fork())
      .selectFrom('contact_messages')
      .select(['mailed_at'])
      .where('email', '=', 'amina.smtp@example.org')
      .executeTakeFirstOrThrow();
    expect(row.mailed_at).not.toBeNull();
  });
});
