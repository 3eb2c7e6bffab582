import { join } from 'node:path';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ApiToken } from '../modules/api-tokens/index.js';
import { ConsultationRequest, Review } from '../modules/consultations/index.js';
import { ContactMessage } from '../modules/contact/index.js';
import {
  Discussion,
  DiscussionLike,
  DiscussionReply,
  DiscussionView,
} from '../modules/discussions/index.js';
import { Document, DocumentDownload } from '../modules/documents/index.js';
import { CalendarFeed, EventReminder, EventRsvp } from '../modules/events/index.js';
import { Invitation } from '../modules/invitations/index.js';
import { LawyerProfile } from '../modules/lawyers/index.js';
import { Connection } from '../modules/members/index.js';
import { MembershipApplication } from '../modules/membership/index.js';
import { Message } from '../modules/messages/index.js';
import { ModerationAuditEntry, ModerationDecisionRecord } from '../modules/moderation/index.js';
import { NewsBookmark, NewsItem } from '../modules/news/index.js';
import { Notification } from '../modules/notifications/index.js';
import { LocalizedName, PracticeArea } from '../modules/practice-areas/index.js';
import { SecurityEvent } from '../modules/security-log/index.js';
import { StatsSnapshot } from '../modules/stats/index.js';
import { ContentSubmission, SocialPublication } from '../modules/submissions/index.js';
import { MfaChallenge, MfaRecoveryCode, Session, User } from '../modules/users/index.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEventRecord } from '../modules/webhooks/index.js';
import { gatewayRoot } from '../paths.js';

/** Every entity, listed explicitly: no folder scanning, so the build and the tests see the same set. */
export const ENTITIES = [
  User,
  Session,
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
  Connection,
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

export const REQUEST_STATEMENT_LIMITS: StatementLimits = {
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
};

export function createOrmConfig({ databaseUrl, debug = false, statementLimits }: OrmOptions) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    driverOptions: {
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
