import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShellCountsQuery } from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { useMessageEvents } from '../../modules/messages/index.js';
import { useShellCounts } from '../../modules/navigation/index.js';
import { NotificationsButton } from '../../modules/notifications/index.js';
import { SEARCH_PATH, SearchBar, searchPath } from '../../modules/search/index.js';
import type { Viewer } from '../../modules/session/index.js';
import { AccountMenu } from '../../modules/session/index.js';
import { button } from '../../ui/Button.css.js';
import { SearchIcon } from '../../ui/icons.js';
import { Link } from '../../ui/Link.js';
import * as styles from './MemberParts.css.js';

// The shell's members-only parts, in a chunk of their own: a visitor's shell never loads them.

export type ShellCounts = ShellCountsQuery['shellCounts'];

/**
 * The unread counts of the badges and the live message events (a WebSocket), while a member who
 * may use them is signed in; the counts go to the shell, which draws them.
 */
export function MemberLive({ onCounts }: { onCounts: (counts: ShellCounts | undefined) => void }) {
  const counts = useShellCounts(true);
  useMessageEvents(true);
  useEffect(() => onCounts(counts), [onCounts, counts]);
  useEffect(() => () => onCounts(undefined), [onCounts]);
  return null;
}

/**
 * The site-wide search: a box on wide screens; on a phone, an icon that opens the search page
 * (its own box), which keeps the header one row.
 */
export function MemberSearch() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.searchBox}>
        <SearchBar placement="header" onSearch={(text) => navigate(searchPath(text))} />
      </div>
      <Link
        href={SEARCH_PATH}
        variant="plain"
        className={`${button.quiet} ${styles.searchIcon}`}
        aria-label={t('search.submit')}
      >
        <SearchIcon />
      </Link>
    </>
  );
}

export function MemberActions({
  viewer,
  unreadNotifications,
}: {
  viewer: Viewer;
  unreadNotifications: number | undefined;
}) {
  return (
    <>
      <NotificationsButton unread={unreadNotifications} />
      <AccountMenu viewer={viewer} />
    </>
  );
}
