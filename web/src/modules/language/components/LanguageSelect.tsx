import { setLanguage } from '../../../i18n/i18n.js';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_ENDONYMS,
  LANGUAGES,
} from '../../../i18n/languages.js';
import { useTranslation } from '../../../i18n/react.js';
import { DeferredSelect } from '../../../ui/DeferredSelect.js';

const OPTIONS = LANGUAGES.map((id) => ({ id, label: LANGUAGE_ENDONYMS[id], lang: id }));

/** In the header of every page: its list is fetched when first opened (DeferredSelect). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <DeferredSelect
      label={t('shell.language')}
      hideLabel
      options={OPTIONS}
      value={current}
      onChange={(language) => void setLanguage(language)}
    />
  );
}
