import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '../i18n/react.js';
import { whenLoadedAndIdle } from '../lib/afterLoad.js';
import { PageHydrated } from '../lib/pageHydrated.js';
import { preloadable } from '../lib/preloadable.js';
import { PageChangeAnnouncer, Sidebar, usePageChangeFocus } from '../modules/navigation/index.js';
import { SiteFooter } from '../modules/public-site/index.js';
import { isStaff } from '../routing/access.js';
import { media } from '../theme/theme.css.js';
import { Loading } from '../ui/Loading.js';
import { OptionalPart } from '../ui/OptionalPart.js';
import { PageHeadingRegistryContext } from '../ui/PageHeading.js';
import { Header, NAVIGATION_ID } from './Header.js';
import { MemberLive } from './memberShell.js';
import type { ShellCounts } from './members/MemberParts.js';
import { RouteBoundary } from './RouteBoundary.js';
import * as styles from './Shell.css.js';
import { useSession } from './session.js';
import { WithGraphQL } from './WithGraphQL.js';

// React Aria's overlays are not on a visitor's first load: the menu's drawer comes when it is
// first opened, the toast region once the page has loaded and the browser is idle (toasts follow
// what a person does).
const Drawer = preloadable(async () => ({ default: (await import('../ui/Drawer.js')).Drawer }));
const AppToastRegion = preloadable(async () => ({
  default: (await import('../ui/toast/ToastRegion.js')).AppToastRegion,
}));

const MAIN_ID = 'main';

/** The layout of every page (spec §2 "Shell"): banner, navigation, the one <main>, footer. */
export function Shell() {
  const { t } = useTranslation();
  const { viewer, known } = useSession();
  // Staff who must still enrol in two-step sign-in get MFA_REQUIRED (and a refused WebSocket)
  // for all of this: nothing is asked until they have enrolled.
  const active = viewer !== null && !viewer.mfaEnrolmentRequired;
  const [counts, setCounts] = useState<ShellCounts | undefined>(undefined);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  useMenuTappedEarly(openMenu);
  const toastsWanted = useToastRegionLoaded();
  const { registerHeading, announcement } = usePageChangeFocus();
  const showAdministration = viewer !== null && isStaff(viewer.role);

  return (
    // Until the gateway has said who is there, the frame takes its place unseen: a member's
    // header (notifications, their menu) is taller than a visitor's, and showing the visitor's
    // first would move the whole page when the answer comes. Pages the gateway rendered know it.
    <div className={known ? styles.frame : styles.frameUnseen} aria-busy={!known || undefined}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <Header
        viewer={viewer}
        unreadNotifications={counts?.unreadNotifications}
        onOpenMenu={openMenu}
      />
      <div className={styles.body}>
        <div id={NAVIGATION_ID} className={styles.sidebar}>
          <Sidebar
            signedIn={viewer !== null}
            showAdministration={showAdministration}
            unreadMessages={counts?.unreadMessages}
            pendingConsultations={counts?.pendingConsultations}
          />
        </div>
        <div className={styles.content}>
          <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
            <PageHeadingRegistryContext value={registerHeading}>
              <RouteBoundary>
                <Suspense fallback={<Loading />}>
                  <Outlet />
                  <PageHydrated />
                </Suspense>
              </RouteBoundary>
            </PageHeadingRegistryContext>
          </main>
          <footer className={styles.footer}>
            <SiteFooter />
          </footer>
        </div>
      </div>
      {menuUsed ? (
        <OptionalPart>
          <Drawer
            isOpen={menuOpen}
            onOpenChange={setMenuOpen}
            label={t('shell.mainNavigation')}
            closeLabel={t('shell.closeMenu')}
          >
            <Sidebar
              signedIn={viewer !== null}
              showAdministration={showAdministration}
              unreadMessages={counts?.unreadMessages}
              pendingConsultations={counts?.pendingConsultations}
              onNavigate={() => setMenuOpen(false)}
            />
          </Drawer>
        </OptionalPart>
      ) : null}
      <PageChangeAnnouncer announcement={announcement} />
      {toastsWanted ? (
        <OptionalPart>
          <AppToastRegion />
        </OptionalPart>
      ) : null}
      {active ? (
        // New messages, read receipts and the unread badges, live (a WebSocket while signed in).
        <OptionalPart>
          <WithGraphQL>
            <MemberLive onCounts={setCounts} />
          </WithGraphQL>
        </OptionalPart>
      ) : null}
    </div>
  );
}

/**
 * The menu tapped before the script ran: its link showed the navigation (`#navigation`); once
 * the app runs, the drawer takes over, as if the tap came now. The address loses the anchor, so
 * that a reload does not open the drawer again.
 */
function useMenuTappedEarly(openMenu: () => void): void {
  const tapped = useRef(openMenu);
  useEffect(() => {
    if (window.location.hash !== `#${NAVIGATION_ID}`) return;
    if (window.matchMedia(media.wide).matches) return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    // The anchor moved focus into the hidden navigation; the drawer gives it back, on closing,
    // to what had it on opening: the menu link, as after a tap now.
    document.querySelector<HTMLElement>(`a[href="#${NAVIGATION_ID}"]`)?.focus();
    tapped.current();
  }, []);
}

/**
 * False for the first render (the server's and hydration's), true once the toast region's module
 * has arrived: fetched when the page has loaded and the browser is idle, and drawn in a
 * transition. Fetched and drawn in the load's own task, it was one of a slow phone's longest
 * tasks after hydration (about 130 ms at 4x CPU on /public-lawyers).
 */
function useToastRegionLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    const cancel = whenLoadedAndIdle(() => {
      void AppToastRegion.preload().then(() => {
        if (active) startTransition(() => setLoaded(true));
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return loaded;
}
