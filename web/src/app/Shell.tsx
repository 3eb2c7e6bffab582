import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useMessageEvents } from '../modules/messages/hooks/useMessageEvents.js';
import { PageChangeAnnouncer } from '../modules/navigation/components/PageChangeAnnouncer.js';
import { Sidebar } from '../modules/navigation/components/Sidebar.js';
import { usePageChangeFocus } from '../modules/navigation/hooks/usePageChangeFocus.js';
import { useShellCounts } from '../modules/navigation/hooks/useShellCounts.js';
import { SiteFooter } from '../modules/public-site/components/SiteFooter.js';
import { useViewer } from '../modules/session/hooks/useViewer.js';
import { isStaff } from '../routing/access.js';
import { Drawer } from '../ui/Drawer.js';
import { Loading } from '../ui/Loading.js';
import { PageHeadingRegistryContext } from '../ui/PageHeading.js';
import { AppToastRegion } from '../ui/toast/ToastRegion.js';
import { Header } from './Header.js';
import * as styles from './Shell.css.js';

const MAIN_ID = 'main';

/** The layout of every page (spec §2 "Shell"): banner, navigation, the one <main>, footer. */
export function Shell() {
  const { t } = useTranslation();
  const { viewer, known } = useViewer();
  // Staff who must still enrol in two-step sign-in get MFA_REQUIRED (and a refused WebSocket)
  // for all of this: nothing is asked until they have enrolled.
  const active = viewer !== null && !viewer.mfaEnrolmentRequired;
  const counts = useShellCounts(active);
  // New messages, read receipts and the unread badge, live (a WebSocket while signed in).
  useMessageEvents(active);
  const [menuOpen, setMenuOpen] = useState(false);
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
        onOpenMenu={() => setMenuOpen(true)}
      />
      <div className={styles.body}>
        <div className={styles.sidebar}>
          <Sidebar
            showAdministration={showAdministration}
            unreadMessages={counts?.unreadMessages}
          />
        </div>
        <div className={styles.content}>
          <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
            <PageHeadingRegistryContext value={registerHeading}>
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </PageHeadingRegistryContext>
          </main>
          <footer className={styles.footer}>
            <SiteFooter />
          </footer>
        </div>
      </div>
      <Drawer
        isOpen={menuOpen}
        onOpenChange={setMenuOpen}
        label={t('shell.mainNavigation')}
        closeLabel={t('shell.closeMenu')}
      >
        <Sidebar
          showAdministration={showAdministration}
          unreadMessages={counts?.unreadMessages}
          onNavigate={() => setMenuOpen(false)}
        />
      </Drawer>
      <PageChangeAnnouncer announcement={announcement} />
      <AppToastRegion />
    </div>
  );
}
