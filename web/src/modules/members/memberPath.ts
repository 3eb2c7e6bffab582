/** A member's profile page. */
export function memberPath(memberId: string): string {
  return `/members/${encodeURIComponent(memberId)}`;
}

/** The viewer's connections: their connections and the requests received and sent. */
export const CONNECTIONS_PATH = '/connections';

/** The viewer's own profile form. */
export const PROFILE_DETAILS_PATH = '/profile/details';

/** A member's history, for staff (gateway member-history.forms.ts posts back to it). */
export function memberHistoryPath(memberId: string): string {
  return `${memberPath(memberId)}/history`;
}
