import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import type { PageHeadingRegistry } from '../../../ui/PageHeading.js';
import { isPageChange, type RouteLocation } from '../pageChange.js';

/** What the live region says after a page change; `id` makes a repeated text a new message. */
export interface PageChangeAnnouncement {
  id: string;
  message: string;
}

export interface PageChangeFocus {
  /** For `PageHeadingRegistryContext`, around the content the router renders. */
  registerHeading: PageHeadingRegistry;
  /** The latest page change, for the shell's live region; null until the first one. */
  announcement: PageChangeAnnouncement | null;
}

/**
 * After a client-side navigation to a new page (see `isPageChange`), moves focus to the new
 * page's `<h1>` once it is on screen (pages are lazy and may wait for data) and announces the
 * page. The first load moves nothing, nor do the redirects of the first load (a guard sending a
 * visitor to sign in): only once a first page has been shown do navigations count.
 */
export function usePageChangeFocus(): PageChangeFocus {
  const { t } = useTranslation();
  const location = useLocation();
  const action = useNavigationType();
  const [announcement, setAnnouncement] = useState<PageChangeAnnouncement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const previous = useRef<RouteLocation | null>(null);
  const firstPageShown = useRef(false);
  // The key of the navigation whose page has not yet shown its heading.
  const pending = useRef<string | null>(null);

  const focusPendingHeading = useCallback(() => {
    const target = heading.current;
    const key = pending.current;
    if (!target || key === null) return;
    // A move to a part of a page (`#…`) that the page has focused itself (the contact form,
    // opened by the menu's Contact) keeps that focus: it is where the visitor asked to go.
    const focused = document.activeElement;
    const keptByPage =
      window.location.hash !== '' &&
      focused instanceof HTMLElement &&
      focused !== document.body &&
      !!target.closest('main')?.contains(focused);
    if (!keptByPage) {
      target.focus();
      // A heading that cannot take focus is not really on screen: wait for the next one.
      if (document.activeElement !== target) return;
    }
    pending.current = null;
    const title = target.textContent?.trim() ?? '';
    setAnnouncement({ id: key, message: t('shell.pageLoaded', { title }) });
  }, [t]);

  const registerHeading = useCallback<PageHeadingRegistry>(
    (element) => {
      heading.current = element;
      // A heading that arrives after its location's effect has run (a lazy page, a page that
      // waited for data) is a page shown, and the one a pending page change waits for. One
      // committed together with a new location is left to that location's effect, which must
      // still judge by the pages shown before it (a first load's redirect is no page change).
      if (previous.current?.key === location.key) {
        firstPageShown.current = true;
        focusPendingHeading();
      }
      return () => {
        if (heading.current === element) heading.current = null;
      };
    },
    [location.key, focusPendingHeading],
  );

  useEffect(() => {
    const last = previous.current;
    previous.current = location;
    const shownBefore = firstPageShown.current;
    if (heading.current) firstPageShown.current = true;
    if (!last || !shownBefore || !isPageChange(last, location, action)) return;
    pending.current = location.key;
    // Usually the router has rendered the new page together with the new location, so its
    // heading is already registered; otherwise it takes focus when it registers.
    focusPendingHeading();
  }, [location, action, focusPendingHeading]);

  return { registerHeading, announcement };
}
