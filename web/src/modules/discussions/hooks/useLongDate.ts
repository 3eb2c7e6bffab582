import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an ISO date-time as a long date (e.g. "March 5, 2026") in the interface language. */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
