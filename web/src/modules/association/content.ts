/**
 * The association's facts, in one place: the association edits this file (and the wording in the
 * four catalogs under `landing`, `about`, `leadership`, `foundersTribute`, `electionsHistory`,
 * keyed by the ids below) to change what the public site shows. Nothing here is translated:
 * names, numbers, dates, addresses, phones, e-mails and links are the same in every language.
 * The association's name and tagline are the catalogs' `app.name` and `app.tagline`.
 */

/** The association's own website, opened by "Visit Official Website". Only http(s) is linked. */
export const OFFICIAL_SITE_URL = 'https://www.example.org/national-bar-association';

export const CONTACT = {
  /** Headquarters, in the capital. */
  address: 'KM4, Maka Al-Mukarama Road, Hodan District, Mogadishu',
  /** The first is the main line, shown in the footer. */
  phones: ['+252 61 500 1960', '+252 61 500 2004', '+252 61 500 2021'],
  email: 'info@nationalbar.example.org',
  leadershipEmail: 'leadership@nationalbar.example.org',
} as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
  { id: 'x', label: 'X (Twitter)', url: 'https://x.com/' },
  { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
] as const;

/** Landing statistic tiles (spec §9), shown as the number followed by "+". */
export const LANDING_FIGURES = [
  { id: 'memberLawyers', value: 1000 },
  { id: 'legalAidCases', value: 150 },
  { id: 'trainings', value: 50 },
  { id: 'legalReforms', value: 25 },
] as const;

/** The landing page's mission cards; their titles and texts are `landing.mission.<id>`. */
export const MISSION_CARDS = ['profession', 'justiceAccess', 'humanRights', 'legalSystem'] as const;

export type OfficerId = 'chairman' | 'viceChairman' | 'generalSecretary' | 'deputySecretary';

export interface Officer {
  id: OfficerId;
  name: string;
  email: string;
  phone: string;
  /** A professional profile (e.g. LinkedIn); shown only when it is an http(s) address. */
  profileUrl?: string;
}

/**
 * The executive (spec "Leadership"): position, bio, specialization and achievements are
 * `leadership.officers.<id>.*` in the catalogs.
 */
export const OFFICERS: readonly Officer[] = [
  {
    id: 'chairman',
    name: 'Abdullahi Hassan Mohamed',
    email: 'chairman@nationalbar.example.org',
    phone: '+252 61 500 1001',
    profileUrl: 'https://www.linkedin.com/',
  },
  {
    id: 'viceChairman',
    name: 'Faadumo Ahmed Ali',
    email: 'vice.chairman@nationalbar.example.org',
    phone: '+252 61 500 1002',
    profileUrl: 'https://www.linkedin.com/',
  },
  {
    id: 'generalSecretary',
    name: 'Mohamed Abdi Warsame',
    email: 'secretary@nationalbar.example.org',
    phone: '+252 61 500 1003',
  },
  {
    id: 'deputySecretary',
    name: 'Hodan Yusuf Farah',
    email: 'deputy.secretary@nationalbar.example.org',
    phone: '+252 61 500 1004',
  },
];

/** The three officers on the landing page. */
export const LANDING_OFFICERS: readonly OfficerId[] = [
  'chairman',
  'viceChairman',
  'generalSecretary',
];

/** The landing timeline (two in 2024, one in 2023); texts are `landing.timeline.<id>`. */
export const ACHIEVEMENTS = [
  { id: 'legalAidExpansion', year: 2024 },
  { id: 'digitalPortal', year: 2024 },
  { id: 'lawReform', year: 2023 },
] as const;

/** International aid organisations the association works with, shown as text. */
export const PARTNERS = [
  'United Nations Development Programme (UNDP)',
  'International Development Law Organization (IDLO)',
  'European Union',
  'UNICEF',
  'International Committee of the Red Cross (ICRC)',
] as const;

/** Displayed facts (spec §9). Dates are year-month, formatted per language. */
export const FACTS = {
  foundingMembers: 40,
  founded: '2004-06',
  membershipShare: { low: 90, high: 95, card: 95 },
  annualLegalAidCases: 3000,
  regionalOffices: 8,
  years: 20,
  assemblyEveryYears: 2,
  boardMembers: 15,
} as const;

/**
 * The footer's facts: founded at FACTS.founded, the one date the About and Founders pages show
 * too (June 2004; the spec's "founded in 1960" contradicted them, issue 31), © the current year.
 */
export const FOOTER_FACTS = {
  founded: FACTS.founded,
  get copyrightYear() {
    return new Date().getFullYear();
  },
} as const;

/** Footer services, each a link to where the public finds it; names `footer.services.<id>`. */
export const SERVICES = [
  { id: 'legalAid', href: '/about' },
  { id: 'training', href: '/about' },
  { id: 'lawyerDirectory', href: '/public-lawyers' },
  { id: 'consultations', href: '/public-lawyers#lawyers' },
  { id: 'advocacy', href: '/about' },
] as const;

/** Founders Tribute timeline; texts are `foundersTribute.timeline.<id>`. */
export const FOUNDING_TIMELINE = [
  { id: 'foundation', date: '2004-06' },
  { id: 'standards', date: '2004-08' },
  { id: 'legalAid', date: '2005-03' },
  { id: 'recognition', date: '2006-01' },
] as const;

export const FOUNDING_PRINCIPLES = ['justice', 'unity', 'humanRights', 'excellence'] as const;

/** Biennial conferences, all held in the capital; newest first. */
export const CONFERENCES = [
  { id: 'fifth', number: 5, start: '2021-03-10', end: '2021-03-11' },
  { id: 'fourth', number: 4, year: 2019 },
  { id: 'third', number: 3, year: 2017 },
] as const;

/** Leadership page stat cards; labels are `leadership.stats.<id>`. */
export const LEADERSHIP_STATS = [
  { id: 'members', value: FACTS.membershipShare.card, unit: 'percent' },
  { id: 'legalAid', value: FACTS.annualLegalAidCases, unit: 'plus' },
  { id: 'offices', value: FACTS.regionalOffices, unit: 'plain' },
  { id: 'years', value: FACTS.years, unit: 'plain' },
] as const;

/** Only web addresses become links: anything else (javascript:, data:, …) is shown as text. */
export function isHttpUrl(value: string | undefined | null): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Initials for a placeholder avatar: first letters of the first and last names. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
