import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadCatalogGroups, setCatalogGroupLoader, setLanguage } from './i18n.js';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languages.js';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import so from './locales/so.json';
import { loadCatalog } from './wholeCatalogs.js';

const html = document.documentElement;

afterEach(() => {
  window.localStorage.clear();
});

describe('language choice', () => {
  it('restores the stored language at load', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await expect(initI18n()).resolves.toBe('fr');
    expect(i18n.t('nav.dashboard')).toBe('Tableau de bord');
    expect(html.lang).toBe('fr');
    expect(html.dir).toBe('ltr');
  });

  it.each(['de', 'EN', 'ar-EG', ''])(
    'ignores an unknown stored value (%j) and uses English',
    async (stored) => {
      await setLanguage('so');
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      await expect(initI18n()).resolves.toBe('en');
      expect(i18n.t('nav.dashboard')).toBe('Dashboard');
      expect(html.lang).toBe('en');
    },
  );

  it('uses the language the page was served in when nothing is stored', async () => {
    await expect(initI18n('ar')).resolves.toBe('ar');
    expect(html.dir).toBe('rtl');
    await expect(initI18n('xx')).resolves.toBe('en');
  });

  it("puts the visitor's stored choice before the served language", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    await expect(initI18n('fr')).resolves.toBe('so');
    // The gateway learns it: the next page comes in Somali.
    expect(document.cookie).toContain('portal_language=so');
  });

  it('sets right-to-left for Arabic, stores the choice, and back to left-to-right', async () => {
    await initI18n();
    await setLanguage('ar');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(i18n.t('shell.language')).toBe('اللغة');

    await setLanguage('en');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('shows an unknown key as the key itself', async () => {
    await initI18n();
    const t = i18n.t as (key: string) => string;
    expect(t('shell.noSuchLabel')).toBe('shell.noSuchLabel');
  });
});

describe('plurals', () => {
  it('uses all six Arabic forms (zero, one, two, few, many, other)', async () => {
    await initI18n();
    await setLanguage('ar');
    const texts = [0, 1, 2, 3, 11, 100].map((count) => i18n.t('shell.notifications', { count }));
    expect(new Set(texts).size).toBe(6);
    expect(texts[0]).toBe('الإشعارات، لا توجد إشعارات غير مقروءة');
    // The badge shows the number, so the button's name must contain it too (WCAG 2.5.3).
    expect(texts[2]).toBe('الإشعارات، 2 إشعاران غير مقروءين');
    const members = [0, 1, 2, 3, 11, 100].map((count) => i18n.t('pages.members.count', { count }));
    expect(new Set(members).size).toBe(6);
  });

  it('formats the count in the current language', async () => {
    await initI18n();
    expect(i18n.t('pages.members.count', { count: 1247 })).toBe('1,247 registered members');
    expect(i18n.t('pages.members.count', { count: 1 })).toBe('1 registered member');
  });
});

describe('catalogs', () => {
  const catalogs: Record<Language, object> = { en, so, ar, fr };

  // A key's base name without its plural suffix, e.g. `count_few` → `count`.
  const pluralSuffix = /_(zero|one|two|few|many|other)$/;

  function leaves(catalog: object, prefix = ''): Map<string, string> {
    const found = new Map<string, string>();
    for (const [key, value] of Object.entries(catalog)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') found.set(path, value);
      else for (const [p, v] of leaves(value as object, path)) found.set(p, v);
    }
    return found;
  }

  function baseKeys(catalog: object): Set<string> {
    return new Set([...leaves(catalog).keys()].map((key) => key.replace(pluralSuffix, '')));
  }

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of English', (language) => {
    expect([...baseKeys(catalogs[language])].sort()).toEqual([...baseKeys(en)].sort());
  });

  it.each(LANGUAGES)(
    '%s has every plural form its language needs, and no empty text',
    (language) => {
      const entries = leaves(catalogs[language]);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set(
        [...entries.keys()]
          .filter((key) => pluralSuffix.test(key))
          .map((key) => key.replace(pluralSuffix, '')),
      );
      for (const base of plurals) {
        for (const category of categories)
          expect(entries.has(`${base}_${category}`), `${base}_${category}`).toBe(true);
      }
      for (const [key, text] of entries) expect(text.trim(), key).not.toBe('');
    },
  );
});

describe('catalog sections (issue 12)', () => {
  it("fetches a page's sections in the language shown, and all shown so far in a new one", async () => {
    await initI18n();
    const asked: string[] = [];
    setCatalogGroupLoader(async (language, group) => {
      asked.push(`${language}/${group}`);
      return { pages: { [group]: { title: `${group} (${language})` } } };
    });
    const t = i18n.t as (key: string) => string;
    try {
      await loadCatalogGroups('SomePage');
      expect(asked).toEqual(['en/SomePage']);
      // Merged into the language's messages: the others stay.
      expect(t('pages.SomePage.title')).toBe('SomePage (en)');
      expect(t('nav.dashboard')).toBe('Dashboard');

      await setLanguage('fr');
      expect(asked).toContain('fr/SomePage');
      expect(t('pages.SomePage.title')).toBe('SomePage (fr)');
      // Fetched once per language.
      await loadCatalogGroups('SomePage');
      expect(asked.filter((name) => name === 'fr/SomePage')).toHaveLength(1);
    } finally {
      setCatalogGroupLoader(loadCatalog);
      await setLanguage('en');
    }
  });
});
