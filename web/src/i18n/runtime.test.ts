import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import so from './locales/so.json';
import { createInstance, type LooseT } from './runtime.js';

// The runtime stands in for i18next: on every key of every catalog, with and without counts, it
// must say what i18next says.

const resources = {
  en: { translation: en },
  so: { translation: so },
  ar: { translation: ar },
  fr: { translation: fr },
};

function leafKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Each key once, plural and context suffixes taken off (what the app asks for). */
const baseKeys = [
  ...new Set(
    leafKeys(en)
      .concat(leafKeys(ar))
      .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
  ),
];

async function pair(language: string) {
  const reference = i18next.createInstance();
  await reference.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources,
    interpolation: { escapeValue: false },
  });
  const ours = createInstance();
  await ours.init({ lng: language, fallbackLng: 'en', resources });
  return {
    theirs: reference.t as unknown as LooseT,
    ours: ours.t as unknown as LooseT,
  };
}

const VARIABLES = { name: 'Amina', platform: 'LinkedIn', date: '1 May', position: 3, type: 'x' };

describe('the translation runtime', () => {
  it.each(LANGUAGES)('says what i18next says for every key in %s', async (language) => {
    const { theirs, ours } = await pair(language);
    expect(baseKeys.length).toBeGreaterThan(1000);
    for (const key of baseKeys) {
      expect(ours(key, VARIABLES), key).toBe(theirs(key, VARIABLES));
      for (const count of [0, 1, 2, 3, 11, 100, 1234, 2.5]) {
        expect(ours(key, { ...VARIABLES, count }), `${key} ${count}`).toBe(
          theirs(key, { ...VARIABLES, count }),
        );
      }
    }
  });

  it('falls back as i18next does: defaultValue, the key, another language, a context', async () => {
    const { theirs, ours } = await pair('ar');
    const cases: [string, Record<string, unknown>][] = [
      ['no.such.key', {}],
      ['no.such.key', { defaultValue: 'Plan {{name}}' }],
      ['consultations.types.UNKNOWN', { defaultValue: 'UNKNOWN' }],
      ['common.required', { lng: 'fr' }],
      ['common.required', { context: 'none' }],
      ['pages.login.title', { name: undefined }],
    ];
    for (const [key, options] of cases) {
      expect(ours(key, options), key).toBe(theirs(key, options));
    }
  });

  it('tells listeners of a language change', async () => {
    const instance = createInstance();
    await instance.init({ lng: 'en', resources });
    const seen: string[] = [];
    const stop = instance.onLanguageChanged((language) => seen.push(language));
    await instance.changeLanguage('so');
    stop();
    await instance.changeLanguage('fr');
    expect(seen).toEqual(['so']);
    expect(instance.language).toBe('fr');
  });
});
