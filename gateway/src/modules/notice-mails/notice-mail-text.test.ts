// The notice e-mail's one template in the four languages: every kind is worded in each, both parts
// say the same, Arabic is right to left, members' words are isolated, and the headers of RFC 8058.
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES } from '../../values/mail-preference.js';
import { MAIL_CATALOGS, type NoticeLineKind } from './mail-catalog.js';
import { withHtmlPart } from './mail-template.js';
import { writeNoticeMail } from './send-notice-mail.js';

const KINDS = Object.keys(MAIL_CATALOGS.en.lines) as NoticeLineKind[];

const write = (
  language: (typeof MAIL_LANGUAGES)[number],
  kind: NoticeLineKind,
  frequency: 'daily' | null = null,
) =>
  writeNoticeMail({
    to: 'amina@example.org',
    name: 'Amina',
    language,
    lines: [
      {
        kind,
        actor: 'Hodan <b>Farah</b>',
        title: 'Court fees',
        reason: 'Cite the gazette',
        path: '/discussions/1',
        createdAt: new Date(),
      },
    ],
    frequency,
    origin: 'https://portal.example.org/',
    unsubscribeUrl: 'https://portal.example.org/mail/unsubscribe/token',
    messageId: '<notice-1@portal.example.org>',
  });

describe('the notice e-mail template', () => {
  it('words every kind in every language, the same in both parts', async () => {
    for (const language of MAIL_LANGUAGES) {
      for (const kind of KINDS) {
        const line = MAIL_CATALOGS[language].lines[kind];
        expect(line, `${language} ${kind}`).not.toBe('');
        const mail = await write(language, kind);
        expect(mail.text).toContain('https://portal.example.org/discussions/1');
        expect(mail.html).toContain('href="https://portal.example.org/discussions/1"');
        expect(mail.text).toContain('https://portal.example.org/mail/unsubscribe/token');
        if (line.includes('{title}')) expect(mail.subject).toContain('Court fees');
      }
    }
  });

  it('escapes and isolates what members wrote; Arabic right to left', async () => {
    const mail = await write('ar', 'discussion_reply');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.html).toContain('dir="auto"');
    expect(mail.html).not.toContain('<b>Farah</b>');
    expect(mail.subject).toBe('ردّ Hodan <b>Farah</b> في النقاش «Court fees».');
  });

  it('carries the one-click unsubscribe headers and a digest subject', async () => {
    const mail = await write('fr', 'message', 'daily');
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': '<https://portal.example.org/mail/unsubscribe/token>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Message-ID': '<notice-1@portal.example.org>',
    });
    expect(mail.subject).toBe('Votre journée sur le portail');
    expect(mail.text).toContain('Ne plus recevoir ce résumé');
  });
});

describe('the HTML part of a plain-text e-mail', () => {
  it('keeps the text word for word and links each address', async () => {
    const text =
      'Hello Amina,\n\nSet a new password here:\nhttps://portal.example.org/reset-password/abc\n\nThanks';
    const mail = await withHtmlPart({ to: 'a@example.org', subject: 'Reset', text });
    expect(mail.text).toBe(text);
    expect(mail.html).toContain('<a href="https://portal.example.org/reset-password/abc"');
    expect(mail.html).toContain('Set a new password here:');
    expect(mail.html).toContain('Thanks');
  });
});
