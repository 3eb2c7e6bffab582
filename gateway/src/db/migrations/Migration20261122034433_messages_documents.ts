import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034433_messages_documents extends Migration {
  override name = 'Migration20261122034433_messages_documents';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "messages" ("id" uuid not null, "sender_id" uuid not null, "recipient_id" uuid not null, "subject" varchar(200) null, "content" text not null, "read_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index messages_unread_index on messages (recipient_id, sender_id) where read_at is null;`,
    );
    this.addSql(
      `create index "messages_recipient_sender_created_at_index" on "messages" ("recipient_id", "sender_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "messages_sender_recipient_created_at_index" on "messages" ("sender_id", "recipient_id", "created_at", "id");`,
    );

    this.addSql(
      `create table "documents" ("id" uuid not null, "title" varchar(200) not null, "description" text null, "media_type" varchar(127) not null, "file_name" varchar(255) not null, "size" double precision not null, "checksum" varchar(64) not null, "storage_key" varchar(200) not null, "uploader_id" uuid not null, "practice_area_id" uuid null, "downloads" int not null default 0, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_storage_key_unique" unique ("storage_key");`,
    );
    this.addSql(`create index "documents_uploader_index" on "documents" ("uploader_id");`);
    this.addSql(
      `create index documents_title_trgm_index on documents using gin (title gin_trgm_ops);`,
    );
    this.addSql(
      `create index documents_search_index on documents using gin (to_tsvector('simple', title || ' ' || coalesce(description, '') || ' ' || file_name));`,
    );
    this.addSql(
      `create index "documents_practice_area_created_at_index" on "documents" ("practice_area_id", "created_at", "id");`,
    );
    this.addSql(`create index "documents_created_at_index" on "documents" ("created_at", "id");`);

    this.addSql(`alter table "users" add "last_seen_at" timestamptz null;`);

    this.addSql(
      `alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_not_self_check" check (sender_id <> recipient_id);`,
    );

    this.addSql(
      `alter table "documents" add constraint "documents_uploader_id_foreign" foreign key ("uploader_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_practice_area_id_foreign" foreign key ("practice_area_id") references "practice_areas" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_downloads_check" check (downloads >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "documents" cascade;`);

    this.addSql(`alter table "users" drop column "last_seen_at";`);
  }
}
