import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { SEARCH_PARAMETER, SEARCH_PATH } from '../searchPath.js';
import * as styles from './SearchBar.css.js';

export interface SearchBarProps {
  /** Receives the trimmed text; never called for blank text (spec §5). */
  onSearch: (text: string) => void;
  defaultValue?: string;
  /** The header's bar is the site-wide search; a page's bar searches from that page. */
  placement?: 'page' | 'header';
}

export function SearchBar({ onSearch, defaultValue = '', placement = 'page' }: SearchBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  };

  return (
    // Two search landmarks can be on one page (header and dashboard): each has its own name.
    <search aria-label={placement === 'header' ? t('search.siteSearch') : t('search.pageSearch')}>
      {/* A GET form to the search page: it searches before the script runs, and without it. */}
      <form className={styles.form[placement]} onSubmit={submit} method="get" action={SEARCH_PATH}>
        <NativeTextField
          name={SEARCH_PARAMETER}
          label={t('search.label')}
          hideLabel
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
          className={styles.field[placement]}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </search>
  );
}
