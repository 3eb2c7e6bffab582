import { useMemo } from 'react';
import { useTranslation } from './react.js';

/** Number formatting in the current interface language (digits and grouping per locale). */
export function useNumberFormat(): Intl.NumberFormat {
  const { i18n } = useTranslation();
  return useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
}

/** A year in the language's digits, without grouping ("2004", not "2,004"). */
export function useYear(): (year: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { useGrouping: false });
    return (year: number) => format.format(year);
  }, [i18n.language]);
}

/** A figure such as 1000 or 3000 in the language's digits; ungrouped like the spec's "1000+". */
export function useFigure(): (value: number) => string {
  return useYear();
}
