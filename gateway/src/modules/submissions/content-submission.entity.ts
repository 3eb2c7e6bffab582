// Decorator metadata is recorded only if reflect-metadata is loaded before the class is defined.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { TableOf } from '../../db/tables.js';
import { DEFAULT_EVENT_TIME_ZONE } from '../../values/event-values.js';
import {
  SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../../values/submission-values.js';
import { PracticeArea } from '../practice-areas/practice-area.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A member's submitted news item, event or social post (spec §3), waiting for moderation. One
 * table for the three types: the admin queue reads them in one statement; the columns of the
 * other types stay null. `content` holds the news content, the event description or the post.
 */
@Entity({ tableName: 'content_submissions' })
// The moderation queue, oldest first.
@Index({ name: 'content_submissions_status_created_at_index', properties: ['status', 'createdAt'] })
// "My submissions", newest first.
@Index({ name: 'content_submissions_author_created_at_index', properties: ['author', 'createdAt'] })
// The events list: approved events by date.
@Index({
  name: 'content_submissions_type_status_event_date_index',
  properties: ['type', 'status', 'eventDate'],
})
// The global search over approved events (written as search.service.ts matches).
@Index({
  name: 'content_submissions_event_search_index',
  expression:
    "create index content_submissions_event_search_index on content_submissions using gin (to_tsvector('simple', coalesce(title, '') || ' ' || content || ' ' || coalesce(location, ''))) where type = 'event' and status = 'approved'",
})
@Index({
  name: 'content_submissions_event_title_trgm_index',
  expression:
    "create index content_submissions_event_title_trgm_index on content_submissions using gin (coalesce(title, '') gin_trgm_ops) where type = 'event' and status = 'approved'",
})
// The outbox: submissions whose job has not reached Redis yet.
@Index({
  name: 'content_submissions_unqueued_index',
  expression:
    'create index content_submissions_unqueued_index on content_submissions (created_at) where queued_at is null',
})
// The insight charts (modules/insight): submissions and authors by week, decisions by week.
@Index({
  name: 'content_submissions_created_at_index',
  expression:
    'create index content_submissions_created_at_index on content_submissions (created_at) include (author_id)',
})
@Index({
  name: 'content_submissions_decided_at_index',
  expression:
    'create index content_submissions_decided_at_index on content_submissions (decided_at) include (status) where decided_at is not null',
})
export class ContentSubmission {
  [OptionalProps]?:
    | 'id'
    | 'title'
    | 'excerpt'
    | 'category'
    | 'priority'
    | 'status'
    | 'socialMediaLinks'
    | 'scheduledDate'
    | 'eventDate'
    | 'location'
    | 'registrationRequired'
    | 'maxAttendees'
    | 'socialMediaPromotion'
    | 'platform'
    | 'postUrl'
    | 'hashtags'
    | 'scheduledShare'
    | 'targetAudience'
    | 'rejectionReason'
    | 'decidedAt'
    | 'decidedBy'
    | 'resubmissionOf'
    | 'queuedAt'
    | 'moderatorsNotifiedAt'
    | 'timeZone'
    | 'isPublic'
    | 'practiceArea'
    | 'cancelledAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => SubmissionType })
  type!: SubmissionType;

  @Enum({ items: () => SubmissionStatus })
  status: SubmissionStatus = SubmissionStatus.PENDING;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  author!: Ref<User>;

  /** News and events; null for social posts. */
  @Property({ type: 'string', length: 200, nullable: true })
  title: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  excerpt: string | null = null;

  /** News content, event description or social post text. */
  @Property({ type: 'text' })
  content!: string;

  /** A news or event category of spec §3 (checked by the service). */
  @Property({ type: 'string', length: 40, nullable: true })
  category: string | null = null;

  @Enum({ items: () => SubmissionPriority })
  priority: SubmissionPriority = SubmissionPriority.NORMAL;

  @Property({ type: 'text', nullable: true })
  socialMediaLinks: string | null = null;

  /** News: when it is to be published (at once when null). */
  @Property({ type: 'datetime', nullable: true })
  scheduledDate: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  eventDate: Date | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  location: string | null = null;

  @Property({ type: 'boolean', default: false })
  registrationRequired = false;

  /** Only when registration is required; null means no limit. */
  @Property({ type: 'integer', nullable: true })
  maxAttendees: number | null = null;

  @Property({ type: 'boolean', default: true })
  socialMediaPromotion = true;

  /** A platform of spec §3 (checked by the service). */
  @Property({ type: 'string', length: 20, nullable: true })
  platform: string | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  postUrl: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  hashtags: string | null = null;

  /** Social posts: when to publish (at once when null). */
  @Property({ type: 'datetime', nullable: true })
  scheduledShare: Date | null = null;

  /** An audience of spec §3 (checked by the service). */
  @Property({ type: 'string', length: 40, nullable: true })
  targetAudience: string | null = null;

  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @ManyToOne({
    entity: () => User,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'content_submissions_decided_by_index',
  })
  decidedBy: Ref<User> | null = null;

  /** Outbox mark: when its job was accepted by Redis (null until then; the sweep enqueues it). */
  @Property({ type: 'datetime', nullable: true })
  queuedAt: Date | null = null;

  /** When the worker told the moderators about it (once, whatever the retries). */
  @Property({ type: 'datetime', nullable: true })
  moderatorsNotifiedAt: Date | null = null;

  /** Events: the IANA time zone the event's date is shown in (and written to calendar files). */
  @Property({ type: 'string', length: 64, default: DEFAULT_EVENT_TIME_ZONE })
  timeZone: string = DEFAULT_EVENT_TIME_ZONE;

  /** Events: shown to visitors on the landing page once approved (staff decide). */
  @Property({ type: 'boolean', default: false })
  isPublic = false;

  /** Events: the practice area it concerns (staff set it; the events page filters by it). */
  @ManyToOne({
    entity: () => PracticeArea,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    index: 'content_submissions_practice_area_index',
  })
  practiceArea: Ref<PracticeArea> | null = null;

  /** Events: when staff cancelled the approved event (null while it takes place). */
  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /**
   * The rejected submission this one sends again, edited by its author: the earlier one stays as
   * it was, decision and reason included, for staff to read. Each is sent again at most once.
   */
  @ManyToOne({
    entity: () => ContentSubmission,
    ref: true,
    nullable: true,
    deleteRule: 'set null',
    unique: 'content_submissions_resubmission_of_unique',
  })
  resubmissionOf: Ref<ContentSubmission> | null = null;
}

// The Kysely view of this table (tablesOf(em)), derived from the entity above.
declare module '../../db/tables.js' {
  interface PortalTables {
    content_submissions: TableOf<ContentSubmission>;
  }
}
