import { useTranslation } from '../../i18n/react.js';

// ARCHITECTURE "Dates": the admin panel shows French day/month/year with hour and minute in every
// interface language; a missing date reads the catalog's 'Non spécifié'.
const FRENCH_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  numberingSystem: 'latn',
});

/** '22/11/2026 14:05', or null when the value is missing or not a date. */
export function frenchDateTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return FRENCH_DATE_TIME.format(date).replace(',', '');
}

/** Formats a panel date, with the missing-date text of the interface language. */
export function useAdminDate(): (value: string | Date | null | undefined) => string {
  const { t } = useTranslation();
  return (value) => frenchDateTime(value) ?? t('pages.admin.notSpecified');
}

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatusValue = (typeof MODERATION_STATUSES)[number];

/** Spec §4: an unknown status is displayed as pending. */
export function moderationStatus(value: string | null | undefined): ModerationStatusValue {
  const normal = (value ?? '').toLowerCase();
  return (MODERATION_STATUSES as readonly string[]).includes(normal)
    ? (normal as ModerationStatusValue)
    : 'pending';
}

/** The catalog text of a key built at run time, or null when the catalog has none. */
export function catalogText(t: unknown, key: string): string | null {
  const text = (t as (key: string) => string)(key);
  return text === key ? null : text;
}
