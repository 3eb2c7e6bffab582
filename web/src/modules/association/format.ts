import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** "June 2004" in the interface language, from a year-month such as `2004-06`. */
export function useMonthYear(): (yearMonth: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return (yearMonth: string) => format.format(new Date(`${yearMonth}-01T00:00:00Z`));
  }, [i18n.language]);
}

/**
 * Thin and narrow no-break spaces that ICU puts around a range's dash ("March 10 – 11"): their
 * use differs between ICU versions, so the gateway's Node and the visitor's browser would write
 * the same range differently and the hydrated page would not match the server's. Plain spaces.
 */
const ICU_SPACES = /[\u2009\u202f]/g;

/** "10–11 March 2021" (each language's own way of writing a range of days). */
export function useDayRange(): (start: string, end: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (start: string, end: string) =>
      format
        .formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`))
        .replace(ICU_SPACES, ' ');
  }, [i18n.language]);
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
