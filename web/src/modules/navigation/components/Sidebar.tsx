import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { Link } from '../../../ui/Link.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import {
  CONSULTATION_REQUESTS_PATH,
  DISCUSSIONS_PATH,
  isCurrentLink,
  NAV_ITEMS,
  PRACTICE_AREAS,
  type PracticeArea,
  PUBLIC_NAV_ITEMS,
  practiceAreaHref,
} from '../navItems.js';
import * as styles from './Sidebar.css.js';

export interface SidebarProps {
  /** A member's navigation when signed in; the public's otherwise (no members' pages). */
  signedIn: boolean;
  /** Administration is listed for moderators and admins only. */
  showAdministration: boolean;
  /** Unread messages of the signed-in member; undefined when unknown (visitors, loading). */
  unreadMessages?: number;
  /** Requests waiting for the lawyer's answer; null or undefined lists no entry (not a lawyer). */
  pendingConsultations?: number | null;
  /** Called when a link is followed, so that a surrounding drawer can close. */
  onNavigate?: () => void;
}

export function Sidebar({
  signedIn,
  showAdministration,
  unreadMessages,
  pendingConsultations,
  onNavigate,
}: SidebarProps) {
  const { t } = useTranslation();
  const areasHeadingId = useId();
  const isLawyer = typeof pendingConsultations === 'number';
  if (!signedIn) return <PublicNavigation onNavigate={onNavigate} />;
  const items = NAV_ITEMS.filter(
    (item) =>
      (!('staffOnly' in item) || showAdministration) && (!('lawyerOnly' in item) || isLawyer),
  );

  return (
    <nav aria-label={t('shell.mainNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <NavLink key={item.path} link={item} onNavigate={onNavigate}>
            <span>{t(item.label)}</span>
            {item.path === '/messages' && unreadMessages ? (
              <>
                <Badge count={unreadMessages} />
                {/* The name stays the visible label plus the count (axe: label in name). */}
                <span className={visuallyHidden}>
                  {t('nav.messagesUnread', { count: unreadMessages })}
                </span>
              </>
            ) : null}
            {item.path === CONSULTATION_REQUESTS_PATH && pendingConsultations ? (
              <>
                <Badge count={pendingConsultations} />
                <span className={visuallyHidden}>
                  {t('nav.consultationRequestsPending', { count: pendingConsultations })}
                </span>
              </>
            ) : null}
          </NavLink>
        ))}
      </ul>
      <h2 id={areasHeadingId} className={styles.sectionTitle}>
        {t('shell.practiceAreas')}
      </h2>
      <ul className={styles.list} aria-labelledby={areasHeadingId}>
        {PRACTICE_AREAS.map((area) => (
          <NavLink
            key={area}
            link={{ path: DISCUSSIONS_PATH, area }}
            href={practiceAreaHref(area)}
            onNavigate={onNavigate}
          >
            {t(`practiceAreas.${area}`)}
          </NavLink>
        ))}
      </ul>
    </nav>
  );
}

/** The public's menu: finding a lawyer first, the association's pages, applying, signing in. */
function PublicNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.mainNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {PUBLIC_NAV_ITEMS.map((item) => (
          <NavLink key={item.path} link={item} onNavigate={onNavigate}>
            {t(item.label)}
          </NavLink>
        ))}
      </ul>
    </nav>
  );
}

/** One entry of a list: a link, marked as the current page when it is. */
function NavLink({
  link,
  href = link.path,
  onNavigate,
  children,
}: {
  link: { path: string; area?: PracticeArea };
  href?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <li>
      <Link
        href={href}
        variant="plain"
        className={styles.link}
        aria-current={isCurrentLink(link, location) ? 'page' : undefined}
        onPress={onNavigate}
      >
        {children}
      </Link>
    </li>
  );
}
