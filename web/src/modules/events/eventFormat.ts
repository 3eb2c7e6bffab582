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
