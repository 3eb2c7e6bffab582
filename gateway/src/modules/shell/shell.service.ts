import type { EntityManager } from '@mikro-orm/postgresql';
import {
  countPendingConsultations,
  countUnreadMessages,
  countUnreadNotifications,
} from './unread-counts.js';

export interface ShellCounts {
  unreadMessages: number;
  unreadNotifications: number;
  /** Null when the member has no lawyer profile. */
  pendingConsultations: number | null;
}

/**
 * The badges of the shell for the signed-in member: their unread messages and unread
 * notifications, and for a lawyer the consultation requests waiting for their answer.
 */
export async function countShellBadges(em: EntityManager, viewerId: string): Promise<ShellCounts> {
  const [unreadMessages, unreadNotifications, pendingConsultations] = await Promise.all([
    countUnreadMessages(em, viewerId),
    countUnreadNotifications(em, viewerId),
    countPendingConsultations(em, viewerId),
  ]);
  return { unreadMessages, unreadNotifications, pendingConsultations };
}
