import { describe, expect, it } from 'vitest';
import * as web from '../../../web/src/i18n/languages.js';
import { LANGUAGE_COOKIE, LANGUAGE_PARAMETER, requestLanguage } from './page-language.js';

const SUPPORTED = ['en', 'so', 'ar', 'fr'] as const;
const ask = (url: string, headers: Record<string, string> = {}, cookies = {}) =>
  requestLanguage({ url, headers, cookies }, SUPPORTED, 'en');

describe('requestLanguage', () => {
  it('reads the cookie and parameter the web writes', () => {
    expect(LANGUAGE_COOKIE).toBe(web.LANGUAGE_COOKIE);
    expect(LANGUAGE_PARAMETER).toBe(web.LANGUAGE_PARAMETER);
  });

  it('takes the page’s ?lang=, then the cookie, then Accept-Language, else the default', () => {
    const arabic = { 'accept-language': 'ar-SO,ar;q=0.9' };
    expect(ask('/lawyers/x/consultation?lang=fr', arabic, { portal_language: 'so' })).toBe('fr');
    expect(ask('/api/consultations', arabic, { portal_language: 'so' })).toBe('so');
    expect(ask('/api/consultations', arabic)).toBe('ar');
    expect(ask('/api/consultations', { 'accept-language': 'de-DE' })).toBe('en');
    expect(ask('/api/consultations?lang=xx', {}, { portal_language: 'zz' })).toBe('en');
  });
});
