import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041145_lawyers_consultations_reviews extends Migration {
  override name = 'Migration20261122041145_lawyers_consultations_reviews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lawyer_profiles" ("id" uuid not null, "user_id" uuid not null, "specialization" varchar(120) not null, "practice_areas" text[] not null default '{}', "languages" text[] not null default '{}', "experience" varchar(500) null, "bio" text null, "profile_image" varchar(500) null, "consultation_rate" varchar(120) null, "public_consultation_available" boolean not null default false, "contact_phone" varchar(40) null, "office_address" varchar(300) null, "website_url" varchar(500) null, "linkedin_url" varchar(500) null, "verified" boolean not null default false, "verified_at" timestamptz null, "verified_by_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "lawyer_profiles" add constraint "lawyer_profiles_user_unique" unique ("user_id");`,
    );
    this.addSql(
      `create index "lawyer_profiles_available_index" on "lawyer_profiles" ("public_consultation_available");`,
    );

    this.addSql(
      `create table "consultation_requests" ("id" uuid not null, "lawyer_id" uuid not null, "client_name" varchar(120) not null, "client_email" varchar(254) not null, "client_phone" varchar(40) null, "consultation_type" text not null, "description" text not null, "preferred_date" timestamptz null, "status" text not null default 'pending', "tracking_token_hash" varchar(64) not null, "requester_ip_hash" varchar(64) not null, "responded_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "consultation_requests" add constraint "consultation_requests_tracking_token_hash_unique" unique ("tracking_token_hash");`,
    );
    this.addSql(
      `create index "consultation_requests_email_lawyer_index" on "consultation_requests" ("client_email", "lawyer_id", "created_at");`,
    );
    this.addSql(
      `create index "consultation_requests_created_at_index" on "consultation_requests" ("created_at");`,
    );
    this.addSql(
      `create index "consultation_requests_lawyer_created_at_index" on "consultation_requests" ("lawyer_id", "created_at");`,
    );

    this.addSql(
      `create table "reviews" ("id" uuid not null, "consultation_id" uuid not null, "lawyer_id" uuid not null, "rating" smallint not null, "text" text not null, "client_name" varchar(120) not null, "consultation_type" text not null, "status" text not null default 'pending', "created_at" timestamptz not null default now(), "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_consultation_unique" unique ("consultation_id");`,
    );
    this.addSql(
      `create index "reviews_status_created_at_index" on "reviews" ("status", "created_at");`,
    );
    this.addSql(`create index "reviews_lawyer_status_index" on "reviews" ("lawyer_id", "status");`);

    this.addSql(
      `alter table "lawyer_profiles" add constraint "lawyer_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lawyer_profiles" add constraint "lawyer_profiles_verified_by_id_foreign" foreign key ("verified_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "consultation_requests" add constraint "consultation_requests_lawyer_id_foreign" foreign key ("lawyer_id") references "lawyer_profiles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "consultation_requests" add constraint "consultation_requests_consultation_type_check" check ("consultation_type" in ('initial', 'legal-advice', 'representation', 'document-review'));`,
    );
    this.addSql(
      `alter table "consultation_requests" add constraint "consultation_requests_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(
      `alter table "reviews" add constraint "reviews_consultation_id_foreign" foreign key ("consultation_id") references "consultation_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_lawyer_id_foreign" foreign key ("lawyer_id") references "lawyer_profiles" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_rating_check" check (rating >= 1 and rating <= 5);`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_consultation_type_check" check ("consultation_type" in ('initial', 'legal-advice', 'representation', 'document-review'));`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "consultation_requests" drop constraint "consultation_requests_lawyer_id_foreign";`,
    );
    this.addSql(`alter table "reviews" drop constraint "reviews_lawyer_id_foreign";`);
    this.addSql(`alter table "reviews" drop constraint "reviews_consultation_id_foreign";`);

    this.addSql(`drop table if exists "lawyer_profiles" cascade;`);
    this.addSql(`drop table if exists "consultation_requests" cascade;`);
    this.addSql(`drop table if exists "reviews" cascade;`);
  }
}
