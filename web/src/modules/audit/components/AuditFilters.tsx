import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { NativeSelect } from '../../../ui/NativeSelect.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import * as styles from './Audit.css.js';
import { AUDIT_ACTIONS, AUDIT_PATH, type AuditSearch, auditHref } from './audit-filter.js';

export interface AuditFiltersProps {
  /** The search the address names (the form starts from it). */
  search: AuditSearch;
}

/**
 * The trail's filters as a GET form: before the script runs (or without it) the browser sends
 * it to the page's address, which the server renders filtered; with it, the router goes there.
 * Either way the filter is in the address, to keep or share.
 */
export function AuditFilters({ search }: AuditFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState(search);
  const set = (key: keyof AuditSearch) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(auditHref({ ...draft, after: '' }));
  };

  const dateField = (key: 'from' | 'to') => (
    <NativeTextField
      type="date"
      name={key}
      label={t(`pages.audit.filters.${key}`)}
      value={draft[key]}
      onChange={set(key)}
    />
  );

  return (
    <form method="get" action={AUDIT_PATH} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset className={styles.filters}>
        <legend id={`${id}-legend`} className={styles.legend}>
          {t('pages.audit.filters.legend')}
        </legend>
        <NativeTextField
          name="actor"
          label={t('pages.audit.filters.actor')}
          value={draft.actor}
          onChange={set('actor')}
          maxLength={200}
        />
        <NativeSelect
          name="kind"
          label={t('pages.audit.filters.kind')}
          value={draft.kind}
          onChange={set('kind')}
          options={[
            { value: '', label: t('pages.audit.filters.all') },
            ...AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`pages.audit.actions.${action}`),
            })),
          ]}
        />
        <NativeTextField
          name="item"
          label={t('pages.audit.filters.item')}
          value={draft.item}
          onChange={set('item')}
          dir="ltr"
          spellCheck={false}
          maxLength={36}
        />
        {dateField('from')}
        {dateField('to')}
        <div className={styles.actions}>
          <Button type="submit">{t('pages.audit.filters.apply')}</Button>
          <Link href={AUDIT_PATH} variant="secondary">
            {t('pages.audit.filters.clear')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
