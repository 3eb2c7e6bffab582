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
  if (location.pathname !== link.path) return false;
  if (link.path !== DISCUSSIONS_PATH) return true;
  const area = new URLSearchParams(location.search).get('area');
  return link.area ? area === link.area : !area;
}
