import type { EntityManager } from '@mikro-orm/postgresql';
import { countUnreadMessages, countUnreadNotifications } from './unread-counts.js';

export interface ShellCounts {
  unreadMessages: number;
  unreadNotifications: number;
}

/**
 * The badges of the shell for the signed-in member: their unread messages and unread
 * notifications.
 */
export async function countShellBadges(em: EntityManager, viewerId: string): Promise<ShellCounts> {
  const [unreadMessages, unreadNotifications] = await Promise.all([
    countUnreadMessages(em, viewerId),
    countUnreadNotifications(em, viewerId),
  ]);
  return { unreadMessages, unreadNotifications };
}
