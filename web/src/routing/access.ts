import type { Role } from '../generated/graphql.js';

/**
 * Who may open a route (ARCHITECTURE.md "Access"): everyone; only visitors who are not signed in
 * (the sign-in page); members of any role; moderators and admins; or admins only.
 */
export type Access = 'public' | 'guest' | 'member' | 'staff' | 'admin';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' };

export interface Location {
  pathname: string;
  search: string;
}

export const LOGIN_PATH = '/login';
/** Two-step sign-in and sessions; staff who must enrol are sent here from everywhere else. */
export const SECURITY_PATH = '/profile/security';
/** How the member hears of notices: in the portal, by e-mail at once, in digests (gateway twin). */
export const MAIL_PREFERENCES_PATH = '/profile/notifications';
/** Personal access tokens for programs (the member's "API access" page). */
export const API_ACCESS_PATH = '/profile/api-access';

/** The contact form's anchor on the leadership page. */
export const CONTACT_FORM_ID = 'leadership-contact-form';
/** "Contact": the leadership page with its contact form open, scrolled and focused there. */
export const CONTACT_PATH = `/leadership?contact=#${CONTACT_FORM_ID}`;
/** The directory of lawyers, the public's first reason to come. */
export const FIND_LAWYER_PATH = '/public-lawyers';
/** Membership applications. */
export const APPLY_PATH = '/apply';

export function isStaff(role: Role): boolean {
  return role === 'MODERATOR' || role === 'ADMIN';
}

export function resolveAccess(
  access: Access,
  viewer: { role: Role; mfaEnrolmentRequired?: boolean } | null,
  location: Location,
): AccessDecision {
  // The gateway answers MFA_REQUIRED to everything else until they enrol.
  if (
    viewer?.mfaEnrolmentRequired &&
    (access === 'member' || access === 'staff') &&
    location.pathname !== SECURITY_PATH
  ) {
    return { kind: 'redirect', to: SECURITY_PATH };
  }
  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'guest':
      return viewer
        ? { kind: 'redirect', to: safeNextPath(new URLSearchParams(location.search).get('next')) }
        : { kind: 'allow' };
    case 'member':
      return viewer ? { kind: 'allow' } : { kind: 'redirect', to: loginPathFor(location) };
    case 'staff':
      if (!viewer) return { kind: 'redirect', to: loginPathFor(location) };
      return isStaff(viewer.role) ? { kind: 'allow' } : { kind: 'forbidden' };
    case 'admin':
      if (!viewer) return { kind: 'redirect', to: loginPathFor(location) };
      return viewer.role === 'ADMIN' ? { kind: 'allow' } : { kind: 'forbidden' };
  }
}

/** The sign-in page, remembering where to come back to. */
export function loginPathFor(location: Location): string {
  const next = `${location.pathname}${location.search}`;
  return `${LOGIN_PATH}?${new URLSearchParams({ next })}`;
}

// Any origin will do: it only serves to tell a path on this site from anything else.
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * Where to go after sign-in: the `next` parameter when it is a path on this site, otherwise the
 * home page. Absolute and protocol-relative URLs (`//evil.example`, `/\evil.example`) are refused
 * so that a crafted link cannot send a member elsewhere after they sign in.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
