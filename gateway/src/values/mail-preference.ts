import { NotificationKind } from './notification-kind.js';

/** The kinds of notice a member chooses a way of hearing about, each on its own. */
export enum MailCategory {
  /** New replies in a discussion the member started or replied to. */
  REPLIES = 'replies',
  /** A member mentioned the member (`@Name`) in a discussion or a reply. */
  MENTIONS = 'mentions',
  /** Private messages, e-mailed only when still unread after MESSAGE_MAIL_DELAY_MINUTES. */
  MESSAGES = 'messages',
  /** Connection requests and acceptances. */
  CONNECTIONS = 'connections',
  /** A moderator's decision on the member's submission (approved, or rejected with a reason). */
  MODERATION = 'moderation',
  /** Event reminders, changes, cancellations and waitlist promotions. */
  EVENTS = 'events',
  /** A visitor's consultation request to the member (a lawyer). */
  CONSULTATIONS = 'consultations',
}

/** How a member hears about a category. */
export enum MailMode {
  /** A notice in the portal only. */
  IN_APP = 'in_app',
  /** The notice and an e-mail at once. */
  IMMEDIATE = 'immediate',
  /** The notice, and one e-mail a day grouping them. */
  DAILY = 'daily',
  /** The notice, and one e-mail a week grouping them. */
  WEEKLY = 'weekly',
  /** Neither notice nor e-mail. */
  OFF = 'off',
}

export const MAIL_CATEGORIES: readonly MailCategory[] = Object.values(MailCategory);
export const MAIL_MODES: readonly MailMode[] = Object.values(MailMode);

/** What a member who chose nothing gets: what waits for them at once, replies once a day. */
export const DEFAULT_MAIL_MODES: Readonly<Record<MailCategory, MailMode>> = {
  [MailCategory.REPLIES]: MailMode.DAILY,
  // A mention is addressed to the member by name: told at once, as a message is.
  [MailCategory.MENTIONS]: MailMode.IMMEDIATE,
  [MailCategory.MESSAGES]: MailMode.IMMEDIATE,
  [MailCategory.CONNECTIONS]: MailMode.IN_APP,
  [MailCategory.MODERATION]: MailMode.IN_APP,
  [MailCategory.EVENTS]: MailMode.IN_APP,
  [MailCategory.CONSULTATIONS]: MailMode.IMMEDIATE,
};

/** The digests: the modes that group notices into one e-mail per period. */
export type DigestMode = MailMode.DAILY | MailMode.WEEKLY;

const CATEGORY_OF_KIND: Partial<Record<NotificationKind, MailCategory>> = {
  [NotificationKind.DISCUSSION_REPLY]: MailCategory.REPLIES,
  [NotificationKind.DISCUSSION_MENTION]: MailCategory.MENTIONS,
  [NotificationKind.CONNECTION_REQUEST]: MailCategory.CONNECTIONS,
  [NotificationKind.CONNECTION_ACCEPTED]: MailCategory.CONNECTIONS,
  [NotificationKind.SUBMISSION_APPROVED]: MailCategory.MODERATION,
  [NotificationKind.SUBMISSION_REJECTED]: MailCategory.MODERATION,
  [NotificationKind.EVENT_PROMOTED]: MailCategory.EVENTS,
  [NotificationKind.EVENT_REMINDER]: MailCategory.EVENTS,
  [NotificationKind.EVENT_UPDATED]: MailCategory.EVENTS,
  [NotificationKind.EVENT_CANCELLED]: MailCategory.EVENTS,
  [NotificationKind.CONSULTATION_REQUESTED]: MailCategory.CONSULTATIONS,
};

/**
 * The category a notice kind is mailed under; null for the kinds that stay in the portal (likes,
 * declined connections, staff's review notices, security notices, which have their own paths).
 */
export function mailCategoryOf(kind: NotificationKind): MailCategory | null {
  return CATEGORY_OF_KIND[kind] ?? null;
}

/** The languages an e-mail can be written in (the web's four). */
export const MAIL_LANGUAGES = ['en', 'so', 'ar', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** A stored language as one e-mails can be written in; English when unset or unknown. */
export function mailLanguageOf(value: unknown): MailLanguage {
  return isMailLanguage(value) ? value : 'en';
}
