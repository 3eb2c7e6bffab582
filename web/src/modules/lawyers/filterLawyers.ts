import { ALL_SPECIALIZATIONS, type PublicLawyer } from './types.js';

/** Lower case without accents ("Élections" → "elections"), as PostgreSQL's unaccent folds. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * Spec §5, widened by issue 31: the trimmed text, ignoring case and accents, in the full name,
 * the specialization, a practice area, a language or the office address (blank matches all),
 * and the chosen specialization (or all). The directory asks the server
 * (GET /api/public/lawyers?search=&specialization=), which must answer the same lawyers: this is
 * the reference the gateway's directory-search.test.ts holds it to.
 */
export function filterLawyers(
  lawyers: readonly PublicLawyer[],
  search: string,
  specialization: string,
): PublicLawyer[] {
  const needle = foldForSearch(search.trim());
  return lawyers.filter((lawyer) => {
    if (specialization !== ALL_SPECIALIZATIONS && lawyer.specialization !== specialization) {
      return false;
    }
    if (!needle) return true;
    return [
      lawyer.fullName,
      lawyer.specialization,
      ...lawyer.practiceAreas,
      ...lawyer.languages,
      lawyer.officeAddress ?? '',
    ].some((text) => foldForSearch(text).includes(needle));
  });
}

/** Only absolute http(s) addresses become links. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where the portal serves lawyers' uploaded photos; nothing else is shown as a photo. */
export const LAWYER_PHOTOS_PATH = '/api/lawyers/photos/';

/** A photo the portal serves itself (never an address elsewhere: the CSP would block it). */
export function isPortalPhoto(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/api\/lawyers\/photos\/[0-9a-f-]{36}$/.test(value);
}
