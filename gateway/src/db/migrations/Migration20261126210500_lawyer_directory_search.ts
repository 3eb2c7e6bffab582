import { Migration } from '@mikro-orm/migrations';

/**
 * The public directory at scale (issue 12): each lawyer profile carries its member's full name
 * (directory_name) and the text its search looks in (search_text: name, specialization and
 * practice areas, lower-cased, one per line), both kept by PostgreSQL triggers so that no
 * write path (the profile form, a rename by staff or by the member, the seeds) can leave them
 * stale. A page is then one walk of an index in name order; a selective search is answered by
 * a trigram index. LIKE on the lower-cased text equals ILIKE on each field: PostgreSQL's
 * ILIKE lower-cases both sides in a multi-byte database.
 */
export class Migration20261126210500_lawyer_directory_search extends Migration {
  override name = 'Migration20261126210500_lawyer_directory_search';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "lawyer_profiles" add column "directory_name" varchar(120) not null default '', add column "search_text" text not null default '';`,
    );
    // As the triggers were when this migration was written (now db/lawyer-directory-columns.ts),
    // frozen here.
    this.addSql(`create or replace function lawyer_profiles_directory_columns_fn() returns trigger language plpgsql as $$ begin
  new.directory_name := coalesce((select full_name from users where id = new.user_id), '');
  new.search_text := lower(new.directory_name || E'\\n' || new.specialization || E'\\n' || array_to_string(new.practice_areas, E'\\n'));
  return new;
end; $$;`);
    this.addSql(
      `create trigger directory_columns before insert or update of user_id, specialization, practice_areas, directory_name, search_text on lawyer_profiles for each row execute function lawyer_profiles_directory_columns_fn();`,
    );
    this.addSql(`create or replace function users_lawyer_directory_name_fn() returns trigger language plpgsql as $$ begin
  update lawyer_profiles set directory_name = new.full_name where user_id = new.id;
  return null;
end; $$;`);
    this.addSql(
      `create trigger lawyer_directory_name after update of full_name on users for each row when (old.full_name is distinct from new.full_name) execute function users_lawyer_directory_name_fn();`,
    );
    // The backfill: writing the column runs the trigger, which fills both.
    this.addSql(`update lawyer_profiles set directory_name = '';`);
    this.addSql(
      `create index "lawyer_profiles_directory_order_index" on "lawyer_profiles" ("directory_name", "id") include ("search_text") where "public_consultation_available";`,
    );
    this.addSql(
      `create index "lawyer_profiles_directory_specialization_index" on "lawyer_profiles" ("specialization", "directory_name", "id") where "public_consultation_available";`,
    );
    this.addSql(
      `create index "lawyer_profiles_directory_search_index" on "lawyer_profiles" using gin ("search_text" gin_trgm_ops) where "public_consultation_available";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger lawyer_directory_name on users;`);
    this.addSql(`drop trigger directory_columns on lawyer_profiles;`);
    this.addSql(`drop function users_lawyer_directory_name_fn();`);
    this.addSql(`drop function lawyer_profiles_directory_columns_fn();`);
    this.addSql(`drop index "lawyer_profiles_directory_search_index";`);
    this.addSql(`drop index "lawyer_profiles_directory_specialization_index";`);
    this.addSql(`drop index "lawyer_profiles_directory_order_index";`);
    this.addSql(
      `alter table "lawyer_profiles" drop column "directory_name", drop column "search_text";`,
    );
  }
}
