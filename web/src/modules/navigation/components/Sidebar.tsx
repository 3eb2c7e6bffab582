import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { Link } from '../../../ui/Link.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import {
  CONSULTATION_REQUESTS_PATH,
  isCurrentLink,
  NAV_ITEMS,
  PRACTICE_AREAS,
  practiceAreaHref,
} from '../navItems.js';
import * as styles from './Sidebar.css.js';

export interface SidebarProps {
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
  showAdministration,
  unreadMessages,
  pendingConsultations,
  onNavigate,
}: SidebarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const areasHeadingId = useId();
  const isLawyer = typeof pendingConsultations === 'number';
  const items = NAV_ITEMS.filter(
    (item) =>
      (!('staffOnly' in item) || showAdministration) && (!('lawyerOnly' in item) || isLawyer),
  );

  return (
    <nav aria-label={t('shell.mainNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.path}>
            <Link
              href={item.path}
              variant="plain"
              className={styles.link}
              aria-current={isCurrentLink(item, location) ? 'page' : undefined}
              onPress={onNavigate}
            >
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
            </Link>
          </li>
        ))}
      </ul>
      <h2 id={areasHeadingId} className={styles.sectionTitle}>
        {t('shell.practiceAreas')}
      </h2>
      <ul className={styles.list} aria-labelledby={areasHeadingId}>
        {PRACTICE_AREAS.map((area) => {
          const href = practiceAreaHref(area);
          return (
            <li key={area}>
              <Link
                href={href}
                variant="plain"
                className={styles.link}
                aria-current={
                  isCurrentLink({ path: '/discussions', area }, location) ? 'page' : undefined
                }
                onPress={onNavigate}
              >
                {t(`practiceAreas.${area}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
