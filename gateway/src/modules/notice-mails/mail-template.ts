import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactElement } from 'react';
import type { MailLanguage } from '../../values/mail-preference.js';

/** What a notice e-mail says, before it is written as HTML and as plain text. */
export interface NoticeMailContent {
  language: MailLanguage;
  subject: string;
  greeting: string;
  intro: string | null;
  /** One line per notice; each a sentence with a link to what it is about. */
  items: ReadonlyArray<{ text: string; href: string }>;
  open: { label: string; href: string };
  why: string;
  unsubscribe: { label: string; href: string };
}

// The portal's e-mail palette (STYLE.md's ink and accent), inline: mail clients drop <style>.
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1d4e89';

/**
 * One template, two renderings (React Email): the HTML part and the plain-text part come from
 * the same element tree, so they never say different things. Arabic is laid out right to left;
 * members' words (names, titles, reasons) are isolated with `dir="auto"`.
 */
function NoticeMail(content: NoticeMailContent): ReactElement {
  const dir = content.language === 'ar' ? 'rtl' : 'ltr';
  return h(
    Html,
    { lang: content.language, dir },
    h(Head, null),
    h(Preview, null, content.items[0]?.text ?? content.subject),
    h(
      Body,
      { style: { color: INK, fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff' } },
      h(
        Container,
        { style: { maxWidth: '560px', padding: '16px' } },
        h(Text, null, content.greeting),
        content.intro ? h(Text, null, content.intro) : null,
        h(
          Section,
          null,
          ...content.items.map((item) =>
            h(
              Text,
              { key: item.href + item.text },
              h('span', { dir: 'auto' }, item.text),
              ' ',
              h(Link, { href: item.href, style: { color: ACCENT } }, item.href),
            ),
          ),
        ),
        h(
          Text,
          null,
          h(Link, { href: content.open.href, style: { color: ACCENT } }, content.open.label),
        ),
        h(Hr, null),
        h(Text, { style: { color: MUTED, fontSize: '12px' } }, content.why),
        h(
          Text,
          { style: { color: MUTED, fontSize: '12px' } },
          h(
            Link,
            { href: content.unsubscribe.href, style: { color: MUTED } },
            content.unsubscribe.label,
          ),
        ),
      ),
    ),
  );
}

/** The HTML and plain-text parts of a notice e-mail. */
export async function renderNoticeMail(
  content: NoticeMailContent,
): Promise<{ html: string; text: string }> {
  const element = NoticeMail(content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

// One capture group: split() puts each address at an odd index.
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/;

/** A paragraph of plain text as the template's nodes: its lines, its addresses as links. */
function paragraphNodes(paragraph: string): ReactElement {
  const lines = paragraph.split('\n');
  return h(
    Text,
    { key: paragraph, style: { whiteSpace: 'pre-wrap' } },
    ...lines.flatMap((line, index) => [
      ...line
        .split(URL_PATTERN)
        .map((part, at) =>
          at % 2 === 1
            ? h(Link, { key: `${index}-${at}`, href: part, style: { color: ACCENT } }, part)
            : part,
        ),
      index < lines.length - 1 ? h('br', { key: `br-${index}` }) : null,
    ]),
  );
}

/**
 * The HTML part of an e-mail written as plain text (the account and consultation e-mails), from
 * the same library and palette as the notice e-mails: each blank-line paragraph a paragraph,
 * each address a link. The plain text stays the message's own, word for word.
 */
export async function withHtmlPart<M extends { text: string; html?: string }>(
  message: M,
  language: MailLanguage = 'en',
): Promise<M & { html: string }> {
  const element = h(
    Html,
    { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' },
    h(Head, null),
    h(
      Body,
      { style: { color: INK, fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff' } },
      h(
        Container,
        { style: { maxWidth: '560px', padding: '16px' } },
        ...message.text.split(/\n{2,}/).map(paragraphNodes),
      ),
    ),
  );
  return { ...message, html: await render(element) };
}
