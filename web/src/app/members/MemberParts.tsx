import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShellCountsQuery } from '../../generated/graphql.js';
import { useMessageEvents } from '../../modules/messages/index.js';
import { useShellCounts } from '../../modules/navigation/index.js';
import { NotificationsButton } from '../../modules/notifications/index.js';
import { SearchBar, searchPath } from '../../modules/search/index.js';
import type { Viewer } from '../../modules/session/index.js';
import { UserArea } from '../../modules/session/index.js';

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

export function MemberSearch() {
  const navigate = useNavigate();
  return <SearchBar placement="header" onSearch={(text) => navigate(searchPath(text))} />;
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
      <UserArea viewer={viewer} />
    </>
  );
}
