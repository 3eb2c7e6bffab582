import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.js';
import type { PracticeArea } from './types.js';

/** A practice area's name in the interface language (English when the language is unknown). */
export function areaName(area: Pick<PracticeArea, 'names'>, language: string): string {
  return area.names[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
