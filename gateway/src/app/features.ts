// The one list of the gateway's features. graphql-schema.ts builds the GraphQL schema from their
// resolver classes; app.ts registers their REST routes and resolver instances, in this order.
// Adding a feature is adding its `feature.ts` here.
import type { Redis } from 'ioredis';
import type { PageForms } from '../http/page-forms.js';
import type { SessionCookie } from '../http/session-cookie.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { apiTokensFeature } from '../modules/api-tokens/feature.js';
import { auditFeature } from '../modules/audit/feature.js';
import { authFeature } from '../modules/auth/feature.js';
import { consultationsFeature } from '../modules/consultations/feature.js';
import { contactFeature } from '../modules/contact/feature.js';
import { discussionsFeature } from '../modules/discussions/feature.js';
import { documentsFeature } from '../modules/documents/feature.js';
import { eventsFeature } from '../modules/events/feature.js';
import { insightFeature } from '../modules/insight/feature.js';
import { invitationsFeature } from '../modules/invitations/feature.js';
import type { InvitationsService } from '../modules/invitations/index.js';
import { lawyersFeature } from '../modules/lawyers/feature.js';
import { memberHistoryFeature } from '../modules/member-history/feature.js';
import { membersFeature } from '../modules/members/feature.js';
import { membershipFeature } from '../modules/membership/feature.js';
import { messagesFeature } from '../modules/messages/feature.js';
import type { MessagesLive } from '../modules/messages/index.js';
import { moderationFeature } from '../modules/moderation/feature.js';
import { myDataFeature } from '../modules/my-data/feature.js';
import { newsFeature } from '../modules/news/feature.js';
import { noticeMailsFeature } from '../modules/notice-mails/feature.js';
import { notificationsFeature } from '../modules/notifications/feature.js';
import { practiceAreasFeature } from '../modules/practice-areas/feature.js';
import { searchFeature } from '../modules/search/feature.js';
import { securityLogFeature } from '../modules/security-log/feature.js';
import { seoFeature } from '../modules/seo/feature.js';
import { shellFeature } from '../modules/shell/feature.js';
import { statsFeature } from '../modules/stats/feature.js';
import { submissionsFeature } from '../modules/submissions/feature.js';
import { webhooksFeature } from '../modules/webhooks/feature.js';
import type { JobQueue } from '../queues/job-queue.js';
import type { AppConfig } from '../settings/config.js';
import type { Feature } from '../shared/feature.js';
import type { DocumentStorage } from '../storage/storage.js';

/** What app.ts builds once and hands every feature; each takes the part it declares. */
export interface AppServices {
  config: AppConfig;
  redis: Redis;
  logger: Logger;
  mailer: Mailer;
  cookie: SessionCookie;
  /** The producer side of the worker's queues (moderation, documents, events, webhooks). */
  queues: JobQueue;
  /** The messages' live feed, which the GraphQL websocket serves too. */
  live: MessagesLive;
  storage: DocumentStorage;
  /** Lawyers' photos: the same store, in a folder of their own. */
  photos: DocumentStorage;
  invitations: InvitationsService;
  /** Where a feature declares the forms its pages post without the script (http/page-forms.ts). */
  pageForms: PageForms;
}

export const FEATURES: readonly Feature<AppServices>[] = [
  authFeature,
  myDataFeature,
  apiTokensFeature,
  practiceAreasFeature,
  statsFeature,
  discussionsFeature,
  searchFeature,
  membersFeature,
  memberHistoryFeature,
  newsFeature,
  messagesFeature,
  submissionsFeature,
  moderationFeature,
  eventsFeature,
  securityLogFeature,
  auditFeature,
  insightFeature,
  consultationsFeature,
  documentsFeature,
  lawyersFeature,
  seoFeature,
  membershipFeature,
  contactFeature,
  invitationsFeature,
  notificationsFeature,
  noticeMailsFeature,
  shellFeature,
  webhooksFeature,
];
