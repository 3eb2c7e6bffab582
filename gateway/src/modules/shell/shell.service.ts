import type { EntityManager } from '@mikro-orm/postgresql';
import { countUnreadNotifications } from '../notifications/notifications.service.js';

export interface ShellCounts {
  unreadMessages: number;
  unreadNotifications: number;
}

/**
 * The badges of the shell for the signed-in member. No messages exist yet (the messages issue
 * replaces that zero with a count of the member's unread messages); the notifications count is
 * the member's unread ones.
 */
export async function countShellBadges(em: EntityManager, viewerId: string): Promise<ShellCounts> {
  return { unreadMessages: 0, unreadNotifications: await countUnreadNotifications(em, viewerId) };
}
