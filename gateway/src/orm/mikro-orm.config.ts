import { join } from 'node:path';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { CancellableClient } from '../db/statement-scope.js';
import { ApiToken } from '../modules/api-tokens/api-token.entity.js';
import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { ConsultationMail } from '../modules/consultations/consultation-mail.entity.js';
import { ConsultationRequest } from '../modules/consultations/consultation-request.entity.js';
import { Review } from '../modules/consultations/review.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { Discussion } from '../modules/discussions/discussion.entity.js';
import { DiscussionLike } from '../modules/discussions/discussion-like.entity.js';
import { DiscussionReply } from '../modules/discussions/discussion-reply.entity.js';
import { DiscussionReplyLike } from '../modules/discussions/discussion-reply-like.entity.js';
import { DiscussionView } from '../modules/discussions/discussion-view.entity.js';
import { DiscussionWatch } from '../modules/discussions/discussion-watch.entity.js';
import { PostFlag } from '../modules/discussions/post-flag.entity.js';
import { PostMention } from '../modules/discussions/post-mention.entity.js';
import { PostRevision } from '../modules/discussions/post-revision.entity.js';
import { Document } from '../modules/documents/document.entity.js';
import { DocumentDownload } from '../modules/documents/document-download.entity.js';
import { CalendarFeed } from '../modules/events/calendar-feed.entity.js';
import { EventReminder } from '../modules/events/event-reminder.entity.js';
import { EventRsvp } from '../modules/events/event-rsvp.entity.js';
import { Invitation } from '../modules/invitations/invitation.entity.js';
import { LawyerProfile } from '../modules/lawyers/lawyer-profile.entity.js';
import { Connection } from '../modules/members/connection.entity.js';
import { MemberProfile } from '../modules/members/member-profile.entity.js';
import { MembershipApplication } from '../modules/membership/membership-application.entity.js';
import { Message } from '../modules/messages/message.entity.js';
import { ModerationAuditEntry } from '../modules/moderation/moderation-audit-entry.entity.js';
import { ModerationDecisionRecord } from '../modules/moderation/moderation-decision.entity.js';
import { DataExport } from '../modules/my-data/data-export.entity.js';
import { NewsBookmark } from '../modules/news/news-bookmark.entity.js';
import { NewsItem } from '../modules/news/news-item.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { LocalizedName, PracticeArea } from '../modules/practice-areas/practice-area.entity.js';
import { SecurityEvent } from '../modules/security-log/security-event.entity.js';
import { StatsSnapshot } from '../modules/stats/stats-snapshot.entity.js';
import { ContentSubmission } from '../modules/submissions/content-submission.entity.js';
import { SocialPublication } from '../modules/submissions/social-publication.entity.js';
import { AccountMail } from '../modules/users/account-mail.entity.js';
import { MfaChallenge, MfaRecoveryCode } from '../modules/users/mfa.entity.js';
import { Session } from '../modules/users/session.entity.js';
import { User } from '../modules/users/user.entity.js';
import {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventRecord,
} from '../modules/webhooks/webhook.entity.js';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../settings/database-load.js';
import { gatewayRoot } from '../settings/paths.js';
import {
  MailBounce,
  MailPreference,
  MailSettings,
  NoticeMail,
} from '../shared/notice-mail/notice-mail.entity.js';

/** Every entity, listed explicitly: no folder scanning, so the build and the tests see the same set. */
export const ENTITIES = [
  User,
  Session,
  AccountMail,
  DataExport,
  ConsultationMail,
  NoticeMail,
  MailPreference,
  MailSettings,
  MailBounce,
  ApiToken,
  MfaChallenge,
  MfaRecoveryCode,
  PracticeArea,
  LocalizedName,
  StatsSnapshot,
  Discussion,
  DiscussionReply,
  DiscussionLike,
  DiscussionView,
  DiscussionWatch,
  DiscussionReplyLike,
  PostRevision,
  PostMention,
  PostFlag,
  Connection,
  MemberProfile,
  Invitation,
  NewsItem,
  NewsBookmark,
  Notification,
  Message,
  Document,
  DocumentDownload,
  MembershipApplication,
  ContactMessage,
  LawyerProfile,
  ConsultationRequest,
  Review,
  ContentSubmission,
  EventRsvp,
  EventReminder,
  CalendarFeed,
  SocialPublication,
  ModerationAuditEntry,
  ModerationDecisionRecord,
  SecurityEvent,
  AuditEntry,
  WebhookEndpoint,
  WebhookEventRecord,
  WebhookDelivery,
];

// Built from this file's URL, never from the current directory (STACK pitfall 6): the compiled
// migrations run from dist/, and new migrations are generated into src/ (as TypeScript).
export const MIGRATIONS_DIST_PATH = join(gatewayRoot, 'dist', 'db', 'migrations');
export const MIGRATIONS_SOURCE_PATH = join(gatewayRoot, 'src', 'db', 'migrations');

export interface OrmOptions {
  databaseUrl: string;
  /** Log every SQL statement (MikroORM's own logger). */
  debug?: boolean;
  /**
   * Server-side limits for the statements of request handling (REQUEST_STATEMENT_LIMITS); none
   * for migrations and maintenance, which may legitimately run long.
   */
  statementLimits?: StatementLimits;
}

export interface StatementLimits {
  /** PostgreSQL's statement_timeout (ms). */
  statementTimeoutMs: number;
  /** PostgreSQL's lock_timeout (ms): how long a statement waits for a row or table lock. */
  lockTimeoutMs: number;
}

/**
 * How long taking a pooled connection may wait (ms), whether for a free one or for a new one to
 * connect: a PostgreSQL that does not answer fails the request with 503 within about a second
 * instead of holding it (a stopped one refuses at once). MikroORM passes `driverOptions` on to
 * pg's Pool, where `connectionTimeoutMillis` bounds both.
 */
export const CONNECTION_TIMEOUT_MS = 1_000;

/**
 * Request handling's defaults (DATABASE_STATEMENT_TIMEOUT_MS overrides the first): no statement
 * of a request outlives the GraphQL operation's own time limit (GRAPHQL_TIMEOUT_MS, 10 s), so a
 * statement the gateway could not cancel is still ended by the database (issue 26, F1).
 */
export const REQUEST_STATEMENT_LIMITS: StatementLimits = {
  statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
  lockTimeoutMs: 10_000,
};

export function createOrmConfig({ databaseUrl, debug = false, statementLimits }: OrmOptions) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    driverOptions: {
      // Its statements can be stopped by the request that sent them (db/statement-scope.ts).
      Client: CancellableClient,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // A dead peer is noticed by TCP keep-alive rather than by the next query hanging.
      keepAlive: true,
      ...(statementLimits && {
        statement_timeout: statementLimits.statementTimeoutMs,
        lock_timeout: statementLimits.lockTimeoutMs,
        // The same bound on the client's side, for a server that stopped answering altogether.
        query_timeout: statementLimits.statementTimeoutMs + 1_000,
      }),
    },
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    debug,
    migrations: {
      path: MIGRATIONS_DIST_PATH,
      pathTs: MIGRATIONS_SOURCE_PATH,
      emit: 'ts',
      // No snapshot file: the check compares the entities with a database migrated from the
      // committed migrations, which is what production runs.
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
  });
}
