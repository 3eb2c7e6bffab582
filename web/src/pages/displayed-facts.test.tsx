import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n/i18n.js';
import en from '../i18n/locales/en.json';
import { createCache } from '../lib/apollo.js';
import { CONTACT } from '../modules/association/index.js';
import AboutPage from './about/AboutPage.js';
import AccessibilityPage from './accessibility/AccessibilityPage.js';
import ElectionsHistoryPage from './elections-history/ElectionsHistoryPage.js';
import FoundersTributePage from './founders-tribute/FoundersTributePage.js';

// The association's displayed facts (spec §9) on its static pages, with their dates and counts
// in each language. Once a browser test: what it read is the pages' own text, which needs no
// browser (the browser tests sweep these pages in every language for their heading, language,
// direction and axe).

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

/** The page, with what its links and its contact form need around it. */
function renderPage(Page: ComponentType) {
  return render(
    <MockedProvider cache={createCache()} mocks={[]}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The page's text. */
function textOf(Page: ComponentType): string {
  const { container, unmount } = renderPage(Page);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('the static pages show the displayed facts', () => {
  it('About: founding date, members, shares, offices, years, elections', () => {
    const text = textOf(AboutPage);
    for (const fact of ['June 2004', '40', '95%', '3000+', '8', '20']) expect(text).toContain(fact);
    expect(text).toContain('Between 90% and 95%');
    expect(text).toMatch(/every 2 years.*board of 15 members/s);
  });

  it('Founders Tribute: the timeline dates, the principles and the quote', () => {
    const { container, unmount } = renderPage(FoundersTributePage);
    const text = container.textContent ?? '';
    for (const when of ['June 2004', 'August 2004', 'March 2005', 'January 2006']) {
      expect(text).toContain(when);
    }
    for (const principle of Object.values(en.foundersTribute.principles)) {
      expect(text).toContain(principle.title);
    }
    expect(container.querySelector('blockquote')?.textContent).toContain(en.foundersTribute.quote);
    unmount();
  });

  it('Elections History: the conference dates and the board', () => {
    const text = textOf(ElectionsHistoryPage);
    expect(text).toContain('March 10 – 11, 2021');
    expect(text).toContain('2019');
    expect(text).toContain('2017');
    expect(text).toContain('board of 15 members');
  });

  it('Accessibility: the standard and the address to write to', () => {
    const text = textOf(AccessibilityPage);
    expect(text).toContain('WCAG) 2.2 at level AA');
    expect(text).toContain(CONTACT.email);
  });

  it('in French the dates are French', async () => {
    await setLanguage('fr');
    const tribute = textOf(FoundersTributePage);
    for (const when of ['juin 2004', 'août 2004', 'mars 2005', 'janvier 2006']) {
      expect(tribute).toContain(when);
    }
    expect(textOf(ElectionsHistoryPage)).toContain('10–11 mars 2021');
  });

  it('in Arabic counts take the plural form of their number (40: "many")', async () => {
    await setLanguage('ar');
    expect(textOf(AboutPage)).toContain('محاميًا');
    expect(textOf(FoundersTributePage)).toContain('محاميًا');
  });
});
