import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectionStatus } from '../modules/connections/connection-status.js';
import type { NewsCategory } from '../modules/news/news-category.js';
import type { NewsStatus } from '../modules/news/news-status.js';
import type { NotificationKind } from '../modules/notifications/notification-kind.js';
import type { Role } from '../modules/users/role.js';

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
    created_at: string;
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
    read_at: string | null;
    created_at: string;
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
    expires_at: string;
    last_seen_at: string;
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
