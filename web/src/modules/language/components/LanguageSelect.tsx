import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { setLanguage } from '../../../i18n/i18n.js';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_ENDONYMS,
  LANGUAGE_PARAMETER,
  LANGUAGES,
} from '../../../i18n/languages.js';
import { useTranslation } from '../../../i18n/react.js';
import { GlobeIcon } from '../../../ui/icons.js';
import * as selectStyles from '../../../ui/Select.css.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import * as styles from './LanguageSelect.css.js';

/**
 * In the header of every page: a button that opens the browser's own popover, with a link per
 * language to this page in it (`?lang=`, which the gateway renders in and remembers). Both work
 * before the script and without it; the script then switches the language in place.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const listId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const hrefOf = (language: string) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAMETER, language);
    return `${pathname}?${params}${hash}`;
  };
  return (
    <>
      <button type="button" popoverTarget={listId} className={selectStyles.trigger}>
        <GlobeIcon />
        <span className={visuallyHidden}>{t('shell.language')} </span>
        {/* On a phone the globe stands for it (the header is one row); still its name. */}
        <span lang={current} className={styles.current}>
          {LANGUAGE_ENDONYMS[current]}
        </span>
        <span aria-hidden="true" className={selectStyles.chevron}>
          ▾
        </span>
      </button>
      <ul id={listId} popover="auto" className={styles.list} aria-label={t('shell.language')}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefOf(language)}
              hrefLang={language}
              lang={language}
              className={styles.choice}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(listId)?.hidePopover();
                void setLanguage(language);
              }}
            >
              {LANGUAGE_ENDONYMS[language]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
