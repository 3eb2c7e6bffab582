import { APPLY_PATH, CONTACT_PATH, FIND_LAWYER_PATH, LOGIN_PATH } from '../../routing/access.js';

/**
 * What a visitor who is not signed in is offered (issue 31): finding a lawyer first, then the
 * association's public pages, applying and signing in; the members' pages only once signed in.
 */
export const PUBLIC_NAV_ITEMS = [
  { label: 'nav.findLawyer', path: FIND_LAWYER_PATH },
  { label: 'nav.requestConsultation', path: `${FIND_LAWYER_PATH}#lawyers` },
  { label: 'nav.about', path: '/about' },
  { label: 'nav.leadership', path: '/leadership' },
  { label: 'nav.publicNews', path: '/welcome#news' },
  { label: 'nav.contact', path: CONTACT_PATH },
  { label: 'nav.apply', path: APPLY_PATH },
  { label: 'shell.signIn', path: LOGIN_PATH },
] as const;

/** A lawyer's consultation requests (listed for members with a lawyer profile only). */
export const CONSULTATION_REQUESTS_PATH = '/consultation-requests';

/** The sidebar of spec §2 "Shell", in its order. */
export const NAV_ITEMS = [
  { label: 'nav.dashboard', path: '/' },
  { label: 'nav.about', path: '/about' },
  { label: 'nav.leadership', path: '/leadership' },
  { label: 'nav.electionsHistory', path: '/elections-history' },
  { label: 'nav.foundersTribute', path: '/founders-tribute' },
  { label: 'nav.publicConsultation', path: '/public-lawyers' },
  { label: 'nav.submitContent', path: '/submit-content' },
  { label: 'nav.discussions', path: '/discussions' },
  { label: 'nav.members', path: '/members' },
  { label: 'nav.messages', path: '/messages' },
  { label: 'nav.consultationRequests', path: CONSULTATION_REQUESTS_PATH, lawyerOnly: true },
  { label: 'nav.documents', path: '/documents' },
  { label: 'nav.news', path: '/news' },
  { label: 'nav.events', path: '/events' },
  { label: 'nav.socialNetworks', path: '/social-connect' },
  { label: 'nav.administration', path: '/admin', staffOnly: true },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/**
 * The navigation's name of the members' page at `path` (a page under it counts: a discussion is
 * in Discussions), for the sign-in page to say what it opens; undefined for another page.
 */
export function navLabelOf(path: string): NavItem['label'] | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const item = NAV_ITEMS.find(
    (entry) =>
      entry.path === pathname || (entry.path !== '/' && pathname.startsWith(`${entry.path}/`)),
  );
  return item?.label;
}

/** The practice areas of the spec, as the `area` values of the discussion shortcuts. */
export const PRACTICE_AREAS = [
  'corporate',
  'criminal',
  'family',
  'commercial',
  'constitutional',
] as const;

export type PracticeArea = (typeof PRACTICE_AREAS)[number];

export const DISCUSSIONS_PATH = '/discussions';

export function practiceAreaHref(area: PracticeArea): string {
  return `${DISCUSSIONS_PATH}?${new URLSearchParams({ area })}`;
}

/**
 * Whether a sidebar link is the current page. The discussions page counts as one page per
 * practice area: its plain link is current only when no area is chosen, a shortcut only when its
 * own area is.
 */
export function isCurrentLink(
  link: { path: string; area?: PracticeArea },
  location: { pathname: string; search: string },
): boolean {
  // A link to a part of a page (`#…`) or a state of it (`?…`) is never the page itself.
  if (location.pathname !== link.path) return false;
  if (link.path !== DISCUSSIONS_PATH) return true;
  const area = new URLSearchParams(location.search).get('area');
  return link.area ? area === link.area : !area;
}
