import { ALL_SPECIALIZATIONS, type PublicLawyer } from './types.js';

/**
 * Spec §5: the trimmed text, case-insensitive, in the full name, the specialization or a practice
 * area (blank matches all), and the chosen specialization (or all). The directory asks the server
 * (GET /api/public/lawyers?search=&specialization=), which must answer the same lawyers: this is
 * the reference the gateway's directory-search.test.ts holds it to.
 */
export function filterLawyers(
  lawyers: readonly PublicLawyer[],
  search: string,
  specialization: string,
): PublicLawyer[] {
  const needle = search.trim().toLocaleLowerCase();
  return lawyers.filter((lawyer) => {
    if (specialization !== ALL_SPECIALIZATIONS && lawyer.specialization !== specialization) {
      return false;
    }
    if (!needle) return true;
    return [lawyer.fullName, lawyer.specialization, ...lawyer.practiceAreas].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
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
