import { NavigationType } from 'react-router-dom';

/** The parts of a router location that tell one navigation from another. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** A new key for every navigation, even to the same URL. */
  key: string;
}

/**
 * Whether a client-side navigation shows a new page, so that focus moves to its `<h1>` and the
 * page is announced. The rule:
 *
 * - No new navigation (same key: a re-render, or React's StrictMode re-running effects): no.
 * - Only the hash changed: no. That is an in-page jump, such as the skip link to `#main`, and
 *   the browser has already moved focus to its target.
 * - The path changed: yes, whatever caused it (a link, a guard's redirect, sign-in, sign-out,
 *   Back and Forward).
 * - Only the query changed (or the same URL again): it depends on the navigation's source.
 *   A link followed (PUSH), such as a sidebar practice-area shortcut to `/discussions?area=…`,
 *   or Back and Forward (POP), shows another page: yes. A REPLACE is a control on the page
 *   updating its own query, which is how filter controls must do it
 *   (`setSearchParams(next, { replace: true })`): no, focus stays on the control.
 *
 * The first load is not a navigation at all: the caller only asks once a page has been shown.
 */
export function isPageChange(
  previous: RouteLocation,
  next: RouteLocation,
  action: NavigationType,
): boolean {
  if (previous.key === next.key) return false;
  const samePath = previous.pathname === next.pathname;
  const sameQuery = previous.search === next.search;
  if (samePath && sameQuery && previous.hash !== next.hash) return false;
  if (!samePath) return true;
  return action !== NavigationType.Replace;
}
