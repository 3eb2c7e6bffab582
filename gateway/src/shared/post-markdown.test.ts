import { describe, expect, it } from 'vitest';
import {
  mendCutMentions,
  mentionedIds,
  mentionMarkup,
  postHtml,
  postText,
} from './post-markdown.js';

describe("a post's Markdown", () => {
  it('renders the allowed subset: emphasis, lists, quotes, code, links and line breaks', () => {
    const html = postHtml(
      '**What notice** must a *landlord* give?\nSee the act.\n\n> quoted\n\n- one\n- two\n\n1. first\n\n`s. 12` and\n\n```\nrent <= 3\n```',
    );
    expect(html).toContain('<p><strong>What notice</strong> must a <em>landlord</em> give?<br />');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<code>s. 12</code>');
    expect(html).toContain('<pre><code>rent &lt;= 3\n</code></pre>');
  });

  it('leaves headings, images and tables as the text they were typed as', () => {
    const html = postHtml('# Title\n\n![photo](https://example.org/a.png)\n\n| a | b |\n|---|---|');
    expect(html).not.toMatch(/<h1|<img|<table/);
    expect(html).toContain('# Title');
  });

  it('marks every link as the author’s and opens it safely, a pasted address included', () => {
    expect(postHtml('[the act](https://example.org/act) or https://example.org/b')).toBe(
      '<p><a href="https://example.org/act" rel="nofollow ugc noopener">the act</a> or ' +
        '<a href="https://example.org/b" rel="nofollow ugc noopener">https://example.org/b</a></p>\n',
    );
  });

  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a mixed-case javascript: link', '[click](JaVaScRiPt:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an inline event attribute', '<a href="https://x.org" onclick="alert(1)">x</a>'],
  ])('makes %s harmless', (_name, payload) => {
    const html = postHtml(payload);
    // Escaped text may keep the words; no element may carry them.
    expect(html).not.toMatch(/<script|<img|<[a-z][^>]*\son\w+\s*=|href="(javascript|data):/i);
  });

  it('keeps U+2028 and U+2029 as text', () => {
    expect(postHtml('a\u2028b\u2029c')).toBe('<p>a\u2028b\u2029c</p>\n');
  });

  it('reads as plain text without its marks, for excerpts and search results', () => {
    expect(
      postText('**What notice** must a\n*landlord* give?\n\n> See [the act](https://x.org).'),
    ).toBe('What notice must a landlord give? See the act.');
    expect(postText('</script> & <b>')).toBe('</script> & <b>');
  });

  describe('a mention', () => {
    const id = '0b7c2f3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    const names = new Map([[id, 'Hodan <Farah>']]);

    it('links to the member under the name given, escaped, without the outside-link rel', () => {
      expect(postHtml(`Ask @[Old Name](member:${id}).`, names)).toBe(
        `<p>Ask <a href="/members/${id}" class="mention">@Hodan &lt;Farah&gt;</a>.</p>\n`,
      );
      expect(postText(`Ask @[Old Name](member:${id}).`, names)).toBe('Ask @Hodan <Farah>.');
    });

    it('reads as the name written when the member is unknown, and as text inside a link', () => {
      expect(postHtml(`Ask @[Old <b>Name</b>](member:${id}).`)).toBe(
        '<p>Ask @Old &lt;b&gt;Name&lt;/b&gt;.</p>\n',
      );
      expect(postHtml(`[see @[X](member:${id})](https://example.org)`, names)).toBe(
        '<p><a href="https://example.org" rel="nofollow ugc noopener">see @Hodan &lt;Farah&gt;</a></p>\n',
      );
    });

    it('is written with a name that cannot end it early, and found by id', () => {
      expect(mentionMarkup(id, 'A ]](javascript:x)\n[B')).toBe(
        `@[A (javascript:x) B](member:${id})`,
      );
      expect(
        mentionedIds(`${mentionMarkup(id, 'A')} and @[A](member:${id}) and @[A](member:x)`),
      ).toEqual([id]);
    });

    it('is made whole again in a piece cut inside it (a search excerpt)', () => {
      expect(postText(mendCutMentions(`Farah](member:${id}) seen it? Ask @[Ho`), names)).toBe(
        '@Hodan <Farah> seen it? Ask @Ho',
      );
      expect(mendCutMentions(`Ask @[A](member:${id})`)).toBe(`Ask @[A](member:${id})`);
      expect(mendCutMentions(`Ask @[A](memb`)).toBe('Ask @A');
    });

    it('gives no author a way to write a class or an attribute of their own', () => {
      const html = postHtml('[x](/members/1 "t") <a class="mention" href="javascript:x">y</a>');
      expect(html).not.toMatch(/<a[^>]*class=/);
      expect(html).not.toMatch(/<a[^>]*href="javascript/);
    });
  });
});
