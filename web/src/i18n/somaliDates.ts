/**
 * Somali calendar names, from the Unicode CLDR (version 48, the npm package cldr-dates-full
 * 48.2.0: main/so/ca-gregorian.json, dateFields.json and timeZoneNames.json). Chromium's ICU has no `so` data
 * (its dates and relative times came out in English), while Node's has: the portal writes Somali dates itself,
 * the same on the server and in every browser (dates.ts). CLDR's Somali patterns are the
 * English ones ("MMMM d, y", "EEEE, MMMM d, y", "h:mm a"), with "{1} {0}" joining a date and
 * a time, so an en-US format with these names put in is CLDR's Somali text.
 */
export const SOMALI_DATES = {
  months: {
    long: [
      'Janaayo',
      'Febraayo',
      'Maarso',
      'Abriil',
      'Maayo',
      'Juun',
      'Luulyo',
      'Agosto',
      'Sebtembar',
      'Oktoobar',
      'Noofeembar',
      'Diseembar',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Lul', 'Ogs', 'Seb', 'Okt', 'Nof', 'Dis'],
  },
  /** Sunday first, as `Date.getDay()`. */
  weekdays: {
    long: ['Axad', 'Isniin', 'Talaado', 'Arbaco', 'Khamiis', 'Jimco', 'Sabti'],
    short: ['Axd', 'Isn', 'Tldo', 'Arbc', 'Khms', 'Jmc', 'Sbti'],
  },
  dayPeriods: { am: 'GH', pm: 'GD' },
  /**
   * Past relative times (CLDR dateFields.json): `{0}` the count, by plural (one: 1, else other),
   * and the named ones of numeric "auto" ("now", "yesterday", "last week").
   */
  relative: {
    second: { one: '{0} ilbiriqsi kahor', other: '{0} ilbiriqsi kahor', named: { '0': 'Imika' } },
    minute: { one: '{0} daqiiqad kahor', other: '{0} daqiiqadood kahor', named: {} },
    hour: { one: '{0} saacad kahor', other: '{0} saacadood kahor', named: {} },
    day: {
      one: '{0} maalin kahor',
      other: '{0} maalmood kahor',
      named: { '-1': 'Shalay', '0': 'Maanta' },
    },
    week: {
      one: '{0} toddobaad kahor',
      other: '{0} toddobaad kahor',
      named: { '-1': 'Toddobaadkii hore', '0': 'Usbuucan' },
    },
  } as Record<
    'second' | 'minute' | 'hour' | 'day' | 'week',
    { one: string; other: string; named: Record<string, string> }
  >,
  /** Metazone names of the zones the association's events use (East Africa). */
  zones: { 'East Africa Time': 'Waqtiga Bariga Afrika' } as Record<string, string>,
} as const;
