import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033701_members_news_notifications_search extends Migration {
  override name = 'Migration20261122033701_members_news_notifications_search';

  override up(): void | Promise<void> {
    // Added to the generated file: the trigram indexes below need the extension, which entities
    // cannot declare. pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may add it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "news_items" ("id" uuid not null, "title" varchar(200) not null, "excerpt" varchar(500) null, "content" text not null, "author_id" uuid not null, "category" text not null, "status" text not null default 'pending', "published_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "news_items_author_index" on "news_items" ("author_id");`);
    this.addSql(
      `create index news_items_title_trgm_index on news_items using gin (title gin_trgm_ops);`,
    );
    this.addSql(
      `create index news_items_search_index on news_items using gin (to_tsvector('simple', title || ' ' || coalesce(excerpt, '') || ' ' || content));`,
    );
    this.addSql(
      `create index "news_items_status_published_at_index" on "news_items" ("status", "published_at", "id");`,
    );

    this.addSql(
      `create table "news_bookmarks" ("id" uuid not null, "user_id" uuid not null, "news_item_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "news_bookmarks_news_item_index" on "news_bookmarks" ("news_item_id");`,
    );
    this.addSql(
      `alter table "news_bookmarks" add constraint "news_bookmarks_user_news_unique" unique ("user_id", "news_item_id");`,
    );

    this.addSql(
      `create table "invitations" ("id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "invited_by_id" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_user_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "invitations_email_index" on "invitations" ("email");`);
    this.addSql(
      `alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "invitations_invited_by_index" on "invitations" ("invited_by_id");`);

    this.addSql(
      `create table "connections" ("id" uuid not null, "requester_id" uuid not null, "addressee_id" uuid not null, "status" text not null default 'pending', "created_at" timestamptz not null default now(), "responded_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "connections_addressee_status_index" on "connections" ("addressee_id", "status");`,
    );
    this.addSql(
      `alter table "connections" add constraint "connections_requester_addressee_unique" unique ("requester_id", "addressee_id");`,
    );

    this.addSql(
      `create table "notifications" ("id" uuid not null, "recipient_id" uuid not null, "actor_id" uuid null, "kind" text not null, "discussion_id" uuid null, "connection_id" uuid null, "read_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "notifications_actor_index" on "notifications" ("actor_id");`);
    this.addSql(
      `create index "notifications_discussion_index" on "notifications" ("discussion_id");`,
    );
    this.addSql(
      `create index "notifications_connection_index" on "notifications" ("connection_id");`,
    );
    this.addSql(
      `create index notifications_unread_index on notifications (recipient_id) where read_at is null;`,
    );
    this.addSql(
      `create index "notifications_recipient_created_at_index" on "notifications" ("recipient_id", "created_at");`,
    );

    this.addSql(
      `create index users_search_index on users using gin (to_tsvector('simple', full_name || ' ' || username || ' ' || coalesce(specialization, '') || ' ' || coalesce(bio, '')));`,
    );
    this.addSql(
      `create index users_search_trgm_index on users using gin ((full_name || ' ' || username || ' ' || coalesce(specialization, '')) gin_trgm_ops);`,
    );

    this.addSql(
      `create index discussions_title_trgm_index on discussions using gin (title gin_trgm_ops);`,
    );
    this.addSql(
      `create index discussions_search_index on discussions using gin (to_tsvector('simple', title || ' ' || content));`,
    );

    this.addSql(
      `alter table "news_items" add constraint "news_items_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "news_items" add constraint "news_items_category_check" check ("category" in ('legal-updates', 'member-spotlight', 'legal-education', 'community', 'association-news', 'announcement'));`,
    );
    this.addSql(
      `alter table "news_items" add constraint "news_items_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(
      `alter table "news_bookmarks" add constraint "news_bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "news_bookmarks" add constraint "news_bookmarks_news_item_id_foreign" foreign key ("news_item_id") references "news_items" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_accepted_user_id_foreign" foreign key ("accepted_user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "connections" add constraint "connections_requester_id_foreign" foreign key ("requester_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "connections" add constraint "connections_addressee_id_foreign" foreign key ("addressee_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "connections" add constraint "connections_not_self_check" check (requester_id <> addressee_id);`,
    );
    this.addSql(
      `alter table "connections" add constraint "connections_status_check" check ("status" in ('pending', 'accepted', 'declined'));`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_discussion_id_foreign" foreign key ("discussion_id") references "discussions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_connection_id_foreign" foreign key ("connection_id") references "connections" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('discussion_reply', 'discussion_like', 'connection_request', 'connection_accepted', 'connection_declined'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "news_bookmarks" drop constraint "news_bookmarks_news_item_id_foreign";`,
    );
    this.addSql(
      `alter table "notifications" drop constraint "notifications_connection_id_foreign";`,
    );

    this.addSql(`drop table if exists "news_items" cascade;`);
    this.addSql(`drop table if exists "news_bookmarks" cascade;`);
    this.addSql(`drop table if exists "invitations" cascade;`);
    this.addSql(`drop table if exists "connections" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop index "discussions_title_trgm_index";`);
    this.addSql(`drop index "discussions_search_index";`);

    this.addSql(`drop index "users_search_index";`);
    this.addSql(`drop index "users_search_trgm_index";`);
  }
}
