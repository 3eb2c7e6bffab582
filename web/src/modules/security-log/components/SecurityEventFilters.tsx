import { type FormEvent, useId, useState } from 'react';
import type { SecurityEventFilter } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { DeferredSelect as Select } from '../../../ui/DeferredSelect.js';
import * as fieldStyles from '../../../ui/TextField.css.js';
import { TextField } from '../../../ui/TextField.js';
import { SECURITY_EVENT_TYPES, SECURITY_OUTCOMES } from './event-types.js';
import * as styles from './SecurityLog.css.js';

interface Draft {
  type: (typeof SECURITY_EVENT_TYPES)[number] | 'ALL';
  outcome: (typeof SECURITY_OUTCOMES)[number] | 'ALL';
  member: string;
  ip: string;
  /** YYYY-MM-DD from the date inputs, in the browser's time zone. */
  from: string;
  to: string;
}

const EMPTY: Draft = { type: 'ALL', outcome: 'ALL', member: '', ip: '', from: '', to: '' };

/** The filter the API takes: days become instants (the "to" day is included whole). */
export function toFilter(draft: Draft): SecurityEventFilter {
  const startOf = (day: string, plusDays = 0) => {
    const [year, month, date] = day.split('-').map(Number);
    return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
  };
  return {
    type: draft.type === 'ALL' ? null : draft.type,
    outcome: draft.outcome === 'ALL' ? null : draft.outcome,
    member: draft.member.trim() || null,
    ip: draft.ip.trim() || null,
    from: draft.from ? startOf(draft.from) : null,
    to: draft.to ? startOf(draft.to, 1) : null,
  };
}

export interface SecurityEventFiltersProps {
  onApply: (filter: SecurityEventFilter) => void;
}

/** The security log's filters; they apply when the form is sent, not on every keystroke. */
export function SecurityEventFilters({ onApply }: SecurityEventFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(toFilter(draft));
  };

  const dateField = (key: 'from' | 'to') => (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-${key}`} className={fieldStyles.label}>
        {t(`pages.securityLog.filters.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        className={`${fieldStyles.input} ${styles.dateInput}`}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </div>
  );

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset className={styles.filters}>
        <legend id={`${id}-legend`} className={styles.legend}>
          {t('pages.securityLog.filters.legend')}
        </legend>
        <Select
          label={t('pages.securityLog.filters.type')}
          value={draft.type}
          onChange={(value) => set('type', value)}
          options={[
            { id: 'ALL', label: t('pages.securityLog.filters.all') },
            ...SECURITY_EVENT_TYPES.map((type) => ({
              id: type,
              label: t(`pages.securityLog.types.${type}`),
            })),
          ]}
        />
        <Select
          label={t('pages.securityLog.filters.outcome')}
          value={draft.outcome}
          onChange={(value) => set('outcome', value)}
          options={[
            { id: 'ALL', label: t('pages.securityLog.filters.all') },
            ...SECURITY_OUTCOMES.map((outcome) => ({
              id: outcome,
              label: t(`pages.securityLog.outcomes.${outcome}`),
            })),
          ]}
        />
        <TextField
          label={t('pages.securityLog.filters.member')}
          value={draft.member}
          onChange={(value) => set('member', value)}
          maxLength={200}
        />
        <TextField
          label={t('pages.securityLog.filters.ip')}
          value={draft.ip}
          onChange={(value) => set('ip', value)}
          maxLength={64}
        />
        {dateField('from')}
        {dateField('to')}
        <div className={styles.actions}>
          <Button type="submit">{t('pages.securityLog.filters.apply')}</Button>
          <Button
            variant="secondary"
            onPress={() => {
              setDraft(EMPTY);
              onApply(toFilter(EMPTY));
            }}
          >
            {t('pages.securityLog.filters.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
