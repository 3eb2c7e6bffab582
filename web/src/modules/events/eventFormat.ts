import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The date and time of an event in the member's language, on the event's own clock (its time
 * zone named), so that a member abroad reads the time the event is actually held at.
 */
export function useEventDateFormat(timeZone: string): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  return useMemo(() => {
    try {
      return new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone,
      });
    } catch {
      // A zone this browser does not know: the member's own clock rather than nothing.
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
    }
  }, [i18n.language, timeZone]);
}

/** The event categories of spec §3, as the filter's GraphQL values and the stored values. */
export const EVENT_CATEGORY_VALUES = [
  'conference',
  'workshop',
  'seminar',
  'networking',
  'training',
  'meeting',
] as const;
export type EventCategoryValue = (typeof EVENT_CATEGORY_VALUES)[number];
