import type { EntityManager } from '@mikro-orm/postgresql';
import type { Generated } from 'kysely';
import type { ConnectionStatus } from '../values/connection-status.js';
import type { ConsultationStatus } from '../values/consultation-status.js';
import type { ConsultationType } from '../values/consultation-type.js';
import type { DocumentStatus } from '../values/document-status.js';
import type { RsvpStatus } from '../values/event-values.js';
import type { ModeratedItemType, ModerationDecision } from '../values/moderation-values.js';
import type { NewsCategory } from '../values/news-category.js';
import type { NewsStatus } from '../values/news-status.js';
import type { NotificationKind } from '../values/notification-kind.js';
import type { ReviewStatus } from '../values/review-status.js';
import type { Role } from '../values/role.js';
import type { SecurityEventType, SecurityOutcome } from '../values/security-event-type.js';
import type {
  SubmissionPriority,
  SubmissionStatus,
  SubmissionType,
} from '../values/submission-values.js';
import type { WebhookDeliveryStatus, WebhookEventType } from '../values/webhook-values.js';

/**
 * Tables as the migrations create them, for the hot read paths that answer plain rows instead of
 * managed entities: hydrating entities (query builder, identity map, change tracking) costs
 * several times the CPU of the query itself. Only the columns those reads use are listed; the
 * entities remain the mapping that migrations and writes go through, and the tests run these
 * reads against a migrated database, so a renamed column fails there.
 * Timestamps are text both ways: MikroORM's type parsers hand them over as PostgreSQL prints them
 * (`2026-11-22 09:30:00.123+00`, which `new Date()` reads), and ISO strings are written back.
 */
export interface PortalTables {
  discussions: {
    id: string;
    title: string;
    content: string;
    author_id: string;
    practice_area_id: string | null;
    created_at: string;
  };
  discussion_replies: {
    id: string;
    discussion_id: string;
    author_id: string;
    content: string;
    created_at: string;
  };
  connections: {
    id: string;
    requester_id: string;
    addressee_id: string;
    /** The connections_status_check constraint keeps it one of the statuses. */
    status: ConnectionStatus;
    created_at: string;
    responded_at: string | null;
  };
  discussion_likes: DiscussionMarkTable;
  discussion_views: DiscussionMarkTable;
  documents: {
    id: string;
    title: string;
    description: string | null;
    media_type: string;
    file_name: string;
    /** Bytes (double precision). */
    size: number;
    checksum: string;
    storage_key: string;
    uploader_id: string;
    practice_area_id: string | null;
    downloads: number;
    /** The documents_status_check constraint keeps it one of the statuses. */
    status: DocumentStatus;
    scan_signature: string | null;
    scanned_at: string | null;
    created_at: string;
  };
  document_downloads: {
    document_id: string;
    member_id: string;
    /** A date, `YYYY-MM-DD` (UTC). */
    day: string;
  };
  membership_applications: {
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    bar_number: string;
    specialization: string | null;
    city: string | null;
    message: string | null;
    /** The membership_applications_status_check constraint keeps it one of these. */
    status: 'pending' | 'approved' | 'rejected';
    created_at: string;
    decided_at: string | null;
    decided_by_id: string | null;
    decision_reason: string | null;
  };
  contact_messages: {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    created_at: string;
    mailed_at: string | null;
  };
  invitations: {
    id: string;
    email: string;
    token_hash: string;
    invited_by_id: string;
    created_at: string;
    expires_at: string;
    accepted_at: string | null;
    accepted_user_id: string | null;
  };
  notifications: {
    id: string;
    recipient_id: string;
    actor_id: string | null;
    /** The notifications_kind_check constraint keeps it one of the kinds. */
    kind: NotificationKind;
    discussion_id: string | null;
    connection_id: string | null;
    document_id: string | null;
    event_id: string | null;
    read_at: string | null;
    created_at: string;
  };
  lawyer_profiles: {
    id: string;
    user_id: string;
    /** The page's address (/lawyers/<slug>): unique, kept when the name changes. */
    slug: string;
    specialization: string;
    practice_areas: string[];
    languages: string[];
    experience: string | null;
    bio: string | null;
    photo_key: string | null;
    consultation_rate: string | null;
    public_consultation_available: boolean;
    contact_phone: string | null;
    office_address: string | null;
    website_url: string | null;
    linkedin_url: string | null;
    verified: boolean;
    verified_at: string | null;
    verified_by_id: string | null;
    created_at: string;
    updated_at: string;
  };
  consultation_requests: {
    id: string;
    lawyer_id: string;
    client_name: string;
    client_email: string;
    client_phone: string | null;
    /** The consultation_requests_consultation_type_check constraint keeps it one of the types. */
    consultation_type: `${ConsultationType}`;
    description: string;
    preferred_date: string | null;
    /** pending, approved (the lawyer accepted) or rejected (declined). */
    status: `${ConsultationStatus}`;
    tracking_token_hash: string;
    requester_ip_hash: string;
    responded_at: string | null;
    created_at: string;
  };
  reviews: {
    id: string;
    consultation_id: string;
    lawyer_id: string;
    rating: number;
    text: string;
    client_name: string;
    consultation_type: `${ConsultationType}`;
    status: `${ReviewStatus}`;
    created_at: string;
    decided_at: string | null;
  };
  messages: {
    id: string;
    sender_id: string;
    recipient_id: string;
    subject: string | null;
    content: string;
    read_at: string | null;
    created_at: string;
  };
  news_items: {
    id: string;
    title: string;
    excerpt: string | null;
    content: string;
    author_id: string;
    /** The news_items_category_check constraint keeps it one of the categories. */
    category: NewsCategory;
    /** The news_items_status_check constraint keeps it one of the statuses. */
    status: NewsStatus;
    published_at: string | null;
    created_at: string;
  };
  news_bookmarks: {
    id: string;
    user_id: string;
    news_item_id: string;
    created_at: string;
  };
  practice_areas: {
    id: string;
    slug: string;
    position: number;
    name_en: string;
    name_so: string;
    name_ar: string;
    name_fr: string;
  };
  sessions: {
    id: string;
    user_id: string;
    handle: string;
    created_at: string;
    expires_at: string;
    last_seen_at: string;
    user_agent: string | null;
    ip: string | null;
  };
  api_tokens: {
    id: string;
    user_id: string;
    name: string;
    token_hash: string;
    hint: string;
    scopes: string[];
    created_at: string;
    expires_at: string | null;
    last_used_at: string | null;
    last_used_ip: string | null;
    revoked_at: string | null;
  };
  content_submissions: {
    id: string;
    /** news, event or social (content_submissions_type_check). */
    type: SubmissionType;
    /** pending, approved or rejected (content_submissions_status_check). */
    status: SubmissionStatus;
    author_id: string;
    title: string | null;
    excerpt: string | null;
    content: string;
    category: string | null;
    /** low, normal, high or urgent (content_submissions_priority_check). */
    priority: SubmissionPriority;
    social_media_links: string | null;
    scheduled_date: string | null;
    event_date: string | null;
    location: string | null;
    registration_required: boolean;
    max_attendees: number | null;
    social_media_promotion: boolean;
    platform: string | null;
    post_url: string | null;
    hashtags: string | null;
    scheduled_share: string | null;
    target_audience: string | null;
    rejection_reason: string | null;
    decided_at: string | null;
    decided_by_id: string | null;
    queued_at: string | null;
    moderators_notified_at: string | null;
    time_zone: string;
    is_public: boolean;
    practice_area_id: string | null;
    cancelled_at: string | null;
    created_at: string;
  };
  event_rsvps: {
    id: string;
    event_id: string;
    user_id: string;
    /** going, not_going, waitlisted or cancelled (event_rsvps_status_check). */
    status: RsvpStatus;
    waitlisted_at: string | null;
    promoted_at: string | null;
    attended: boolean | null;
    answered_at: string;
    created_at: string;
  };
  event_reminders: {
    id: string;
    event_id: string;
    user_id: string;
    offset_minutes: number;
    due_at: string;
    sent_at: string | null;
    created_at: string;
  };
  calendar_feeds: {
    user_id: string;
    token_hash: string;
    created_at: string;
  };
  social_publications: {
    id: string;
    submission_id: string;
    platform: string;
    publisher: string;
    external_url: string | null;
    scheduled_for: string | null;
    published_at: string;
    created_at: string;
  };
  moderation_audit_entries: {
    id: string;
    /** moderation_audit_entries_item_type_check keeps it one of the ModeratedItemType values. */
    item_type: ModeratedItemType;
    item_id: string;
    moderator_id: string | null;
    decision: ModerationDecision;
    reason: string | null;
    created_at: string;
  };
  webhook_endpoints: {
    id: string;
    url: string;
    description: string | null;
    events: string[];
    secret_sealed: string;
    active: Generated<boolean>;
    created_by_id: string | null;
    created_at: Generated<string>;
  };
  webhook_events: {
    id: string;
    type: WebhookEventType;
    data: unknown;
    occurred_at: Generated<string>;
  };
  webhook_deliveries: {
    id: string;
    event_id: string;
    endpoint_id: string;
    status: WebhookDeliveryStatus;
    attempts: Generated<number>;
    next_attempt_at: Generated<string>;
    lease_until: string | null;
    last_attempt_at: string | null;
    response_status: number | null;
    response_excerpt: string | null;
    last_error: string | null;
    delivered_at: string | null;
    created_at: Generated<string>;
  };
  moderation_decisions: {
    id: string;
    item_type: ModeratedItemType;
    item_id: string;
    approved: boolean;
    reason: string | null;
    moderator_id: string;
    created_at: string;
    applied_at: string | null;
    attempts: number;
    last_error: string | null;
  };
  security_events: {
    id: string;
    occurred_at: string;
    type: SecurityEventType;
    outcome: SecurityOutcome;
    actor_id: string | null;
    subject_id: string | null;
    ip: string | null;
    user_agent: string | null;
    /** jsonb: written as a JSON string, read back parsed. */
    details: string | Record<string, unknown>;
  };
  stats_snapshots: {
    key: string;
    members: number;
    discussions: number;
    documents: number;
    pending_items: number;
    computed_at: string;
  };
  users: {
    id: string;
    email: string;
    full_name: string;
    username: string;
    /** The users_role_check constraint keeps it one of the roles. */
    role: Role;
    specialization: string | null;
    profile_image: string | null;
    bio: string | null;
    created_at: string;
    last_seen_at: string | null;
    mfa_enabled_at: string | null;
    /** Sealed with MFA_SECRET_KEY (crypto/secret-box.ts), never the plain secret. */
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: number | null;
  };
}

/** A like or a view: one row per member and discussion. */
interface DiscussionMarkTable {
  id: string;
  discussion_id: string;
  user_id: string;
  created_at: string;
}

/** Kysely on this EntityManager: the same pool, and its transaction when it is in one. */
export function tablesOf(em: EntityManager) {
  return em.getKysely<PortalTables>();
}
