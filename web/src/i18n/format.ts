import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Number formatting in the current interface language (digits and grouping per locale). */
export function useNumberFormat(): Intl.NumberFormat {
  const { i18n } = useTranslation();
  return useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
}
