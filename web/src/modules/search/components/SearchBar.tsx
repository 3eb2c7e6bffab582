import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import * as styles from './SearchBar.css.js';

export interface SearchBarProps {
  /** Receives the trimmed text; never called for blank text (spec §5). */
  onSearch: (text: string) => void;
  defaultValue?: string;
}

export function SearchBar({ onSearch, defaultValue = '' }: SearchBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(defaultValue);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  };

  return (
    <search>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('search.label')}
          hideLabel
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
          className={styles.field}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </search>
  );
}
