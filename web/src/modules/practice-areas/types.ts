import type { Language } from '../../i18n/languages.js';

/** A practice area with its name in each interface language. */
export interface PracticeArea {
  id: string;
  slug: string;
  names: Record<Language, string>;
}
