import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.js';
import type { DiscussionArea } from './types.js';

/** A practice area's name in the interface language (English when the language is unknown). */
export function areaName(area: Pick<DiscussionArea, 'names'>, language: string): string {
  return area.names[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
