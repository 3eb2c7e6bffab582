import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';
import so from '../i18n/locales/so.json';
import { createInstance } from '../i18n/runtime.js';
import { escapeHtml, renderHead } from '../routing/head.js';
import { pageHead } from './pageHeads.js';
import { matchPage, renderedPatterns } from './routes.js';

const catalogs = { en, so, ar, fr };

async function translator(language: (typeof LANGUAGES)[number]) {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: catalogs[language] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('the head of each page the server renders', () => {
  it('has a title and a description of its own in each of the four languages', async () => {
    const patterns = renderedPatterns();
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/about', '/public-lawyers', '/privacy']),
    );
    for (const pattern of patterns) {
      const seen = new Set<string>();
      for (const language of LANGUAGES) {
        const head = pageHead(matchPage(pattern).head)?.({
          t: await translator(language),
          language,
          data: null,
        });
        expect(head, `${pattern} ${language}`).toBeDefined();
        // A missing key would show as the key itself.
        expect(head?.description, `${pattern} ${language}`).not.toMatch(/^seo\./);
        expect(head?.description.length, `${pattern} ${language}`).toBeGreaterThan(40);
        seen.add(`${head?.title} ${head?.description}`);
      }
      // Translated, not four copies of the English.
      expect(seen.size, pattern).toBe(LANGUAGES.length);
    }
  });

  it('gives distinct pages distinct titles and descriptions', async () => {
    const t = await translator('en');
    const heads = renderedPatterns()
      // A lawyer's page has its head from its data (below); without any it is the not-found one.
      .filter((pattern) => pattern !== '/welcome' && pattern !== '/lawyers/:slug')
      .map((pattern) => pageHead(matchPage(pattern).head)?.({ t, language: 'en', data: null }));
    expect(new Set(heads.map((head) => head?.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head?.description)).size).toBe(heads.length);
  });

  it("gives a lawyer's page the head of its operation's answer, and the not-found head without one", async () => {
    const t = await translator('en');
    const head = pageHead(matchPage('/lawyers/amina-hassan').head)?.({
      t,
      language: 'en',
      data: {
        publicLawyer: { fullName: 'Amina Hassan' },
        publicLawyerHead: {
          title: 'Amina Hassan — Family law | National Bar Association',
          description: 'Family and inheritance cases.',
          openGraph: [{ property: 'og:type', content: 'profile' }],
          jsonLd: '{"@type":"Attorney","name":"Amina Hassan"}',
        },
      },
    });
    expect(head).toEqual({
      title: 'Amina Hassan — Family law | National Bar Association',
      description: 'Family and inheritance cases.',
      tags: [{ tag: 'meta', attributes: { property: 'og:type', content: 'profile' } }],
      jsonLd: { '@type': 'Attorney', name: 'Amina Hassan' },
    });
    const notFound = pageHead(matchPage('/no-such-page').head)?.({ t, language: 'en', data: null });
    const lawyerHead = pageHead(matchPage('/lawyers/nobody').head);
    expect(lawyerHead?.({ t, language: 'en', data: null })).toEqual(notFound);
    const answeredNone = { publicLawyer: null, publicLawyerHead: null };
    expect(lawyerHead?.({ t, language: 'en', data: answeredNone })).toEqual(notFound);
  });

  it('links every language version, the x-default and a self-referencing canonical', () => {
    const head = { title: 'A & B', description: 'Say "hi" <now>' };
    const bare = renderHead(head, {
      origin: 'https://portal.example.org',
      path: '/about',
      language: 'ar',
      namedLanguage: false,
    });
    expect(bare).toContain('<title>A &amp; B</title>');
    expect(bare).toContain('content="Say &quot;hi&quot; &lt;now&gt;"');
    expect(bare).toContain('<link rel="canonical" href="https://portal.example.org/about" />');
    for (const language of LANGUAGES) {
      expect(bare).toContain(
        `<link rel="alternate" hreflang="${language}" href="https://portal.example.org/about?lang=${language}" />`,
      );
    }
    expect(bare).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://portal.example.org/about" />',
    );
    const named = renderHead(head, {
      origin: 'https://portal.example.org',
      path: '/about',
      language: 'ar',
      namedLanguage: true,
    });
    expect(named).toContain(
      '<link rel="canonical" href="https://portal.example.org/about?lang=ar" />',
    );
  });

  it('names the canonical URL as og:url, whatever address the route gave it', () => {
    const head = {
      title: 't',
      description: 'd',
      tags: [
        {
          tag: 'meta' as const,
          attributes: { property: 'og:url', content: 'https://portal.example.org/x?lang=en' },
        },
      ],
    };
    const html = renderHead(head, {
      origin: 'https://portal.example.org',
      path: '/x',
      language: 'en',
      namedLanguage: false,
    });
    expect(html).toContain('<meta property="og:url" content="https://portal.example.org/x" />');
    expect(html).not.toContain('content="https://portal.example.org/x?lang=en"');
  });

  it('writes schema.org data so that no text in it can end its script element', () => {
    const html = renderHead(
      { title: 't', description: 'd', jsonLd: { name: '</script><script>alert(1)</script>' } },
      { origin: 'https://portal.example.org', path: '/', language: 'en', namedLanguage: false },
    );
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('</script><script>');
    expect(escapeHtml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;');
  });
});

describe('the route table', () => {
  it('knows client routes with their parameters, and nothing else', () => {
    expect(matchPage('/join/abc123')).toMatchObject({ known: true, pattern: '/join/:token' });
    expect(matchPage('/join/abc123').params).toEqual({ token: 'abc123' });
    expect(matchPage('/members')).toMatchObject({ known: true, head: undefined });
    expect(matchPage('/no/such/page')).toMatchObject({ known: false });
    expect(matchPage('/no/such/page').head).toBeDefined();
  });
});
