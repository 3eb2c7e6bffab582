export interface ShellCounts {
  unreadMessages: number;
  unreadNotifications: number;
}

/**
 * The badges of the shell for the signed-in member. No messages (issue 3) or notifications
 * (issue 4) exist yet, so nothing can be unread: those issues replace these zeros with counts of
 * the member's unread rows.
 */
export function countShellBadges(): ShellCounts {
  return { unreadMessages: 0, unreadNotifications: 0 };
}
