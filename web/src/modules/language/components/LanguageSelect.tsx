import { type KeyboardEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '../../../app/preloadable.js';
import { setLanguage } from '../../../i18n/i18n.js';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_ENDONYMS,
  LANGUAGES,
  type Language,
} from '../../../i18n/languages.js';
import * as styles from '../../../ui/Select.css.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';

const OPTIONS = LANGUAGES.map((id) => ({ id, label: LANGUAGE_ENDONYMS[id], lang: id }));

// React Aria's select (list box, popover) is not on the first load of every page: the header
// draws a trigger that looks and reads the same, and the list comes when it is first opened.
const LanguageMenu = preloadable(() => import('./LanguageMenu.js'));

/** Keys that open a select's list from its trigger (as React Aria's own trigger does). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [opened, setOpened] = useState(false);
  const change = (language: Language) => void setLanguage(language);
  const trigger = <LanguageTrigger label={t('shell.language')} value={current} onOpen={open} />;

  function open() {
    void LanguageMenu.preload();
    setOpened(true);
  }

  if (!opened) return trigger;
  return (
    // The trigger stays until the list has arrived: nothing moves meanwhile.
    <Suspense fallback={trigger}>
      <LanguageMenu
        label={t('shell.language')}
        options={OPTIONS}
        value={current}
        onChange={change}
        defaultOpen
      />
    </Suspense>
  );
}

/** The select's closed state in plain HTML: its label, its value, a button that opens it. */
function LanguageTrigger({
  label,
  value,
  onOpen,
}: {
  label: string;
  value: Language;
  onOpen: () => void;
}) {
  const labelId = useId();
  const valueId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div className={styles.select}>
      <span id={labelId} className={visuallyHidden}>
        {label}
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        // Warms the list up when a pointer comes near, so that it opens without a wait.
        onPointerEnter={() => void LanguageMenu.preload()}
        onFocus={() => void LanguageMenu.preload()}
      >
        <span id={valueId} lang={value}>
          {LANGUAGE_ENDONYMS[value]}
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
    </div>
  );
}
