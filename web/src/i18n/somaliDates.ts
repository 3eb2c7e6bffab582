/**
 * Somali calendar names, from the Unicode CLDR (version 48, the npm package cldr-dates-full
 * 48.2.0: main/so/ca-gregorian.json and timeZoneNames.json). Chromium's ICU has no `so` data
 * (its dates came out in English), while Node's has: the portal writes Somali dates itself,
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
  /** Metazone names of the zones the association's events use (East Africa). */
  zones: { 'East Africa Time': 'Waqtiga Bariga Afrika' } as Record<string, string>,
} as const;
