import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../settings/config.js';
import { createMailer } from './mailer.js';

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Bar Association <portal@example.org>',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.org:465');
    expect(config.mailFrom).toBe('Bar Association <portal@example.org>');
  });

  it('defaults to no SMTP (the log) and a local sender', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).mailFrom).toBe('Bar Association Portal <no-reply@localhost>');
  });

  it('refuses a SMTP_URL that is not smtp(s) and a MAIL_FROM without an address', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'Portal' })).toThrow(/MAIL_FROM/);
  });
});

describe('without SMTP_URL', () => {
  it('writes the whole message to the log and says it was not delivered', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Portal <portal@example.org>' },
      pino({ level: 'info' }, sink),
    );
    expect(mailer.delivers).toBe(false);
    await mailer.send({
      to: 'invitee@example.net',
      subject: 'Invitation',
      text: 'Open http://localhost:3000/join/abc',
    });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.mail).toEqual({
      from: 'Portal <portal@example.org>',
      to: 'invitee@example.net',
      subject: 'Invitation',
      text: 'Open http://localhost:3000/join/abc',
    });
    expect(entry.msg).toMatch(/SMTP_URL is not set/);
  });
});
