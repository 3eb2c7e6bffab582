import { Migration } from '@mikro-orm/migrations';

/**
 * A directory that finds lawyers (issue 31, item 4): the search text also holds each language
 * and the office address, lower-cased and without accents (unaccent, a trusted extension), so
 * that "Baidoa", "arabic" or "elections" find the lawyers whose profile says so; each profile
 * carries its city (directory_city: the office address's last part, after its last comma) for
 * the city filter; GIN indexes answer the language and practice-area filters.
 */
export class Migration20261202203000_directory_filters extends Migration {
  override name = 'Migration20261202203000_directory_filters';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`alter table "lawyer_profiles" add column "directory_city" varchar(300) null;`);
    this.addSql(`drop trigger directory_columns on lawyer_profiles;`);
    // As the trigger is when this migration was written (db/lawyer-directory-columns.ts), frozen.
    this.addSql(`create or replace function lawyer_profiles_directory_columns_fn() returns trigger language plpgsql as $$ begin
  new.directory_name := coalesce((select full_name from users where id = new.user_id), '');
  new.directory_city := case when position(',' in coalesce(new.office_address, '')) > 0
    then nullif(btrim(regexp_replace(new.office_address, '^.*,', '')), '') end;
  new.search_text := lower(unaccent(new.directory_name || E'\\n' || new.specialization || E'\\n' || array_to_string(new.practice_areas, E'\\n') || E'\\n' || array_to_string(new.languages, E'\\n') || E'\\n' || coalesce(new.office_address, '')));
  return new;
end; $$;`);
    this.addSql(
      `create trigger directory_columns before insert or update of user_id, specialization, practice_areas, languages, office_address, directory_name, directory_city, search_text on lawyer_profiles for each row execute function lawyer_profiles_directory_columns_fn();`,
    );
    // The backfill: writing the column runs the trigger, which fills the copies.
    this.addSql(`update lawyer_profiles set search_text = '';`);
    this.addSql(
      `create index "lawyer_profiles_directory_city_index" on "lawyer_profiles" ("directory_city") where "public_consultation_available";`,
    );
    this.addSql(
      `create index "lawyer_profiles_directory_languages_index" on "lawyer_profiles" using gin ("languages") where "public_consultation_available";`,
    );
    this.addSql(
      `create index "lawyer_profiles_directory_areas_index" on "lawyer_profiles" using gin ("practice_areas") where "public_consultation_available";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "lawyer_profiles_directory_areas_index";`);
    this.addSql(`drop index "lawyer_profiles_directory_languages_index";`);
    this.addSql(`drop index "lawyer_profiles_directory_city_index";`);
    this.addSql(`drop trigger directory_columns on lawyer_profiles;`);
    this.addSql(`create or replace function lawyer_profiles_directory_columns_fn() returns trigger language plpgsql as $$ begin
  new.directory_name := coalesce((select full_name from users where id = new.user_id), '');
  new.search_text := lower(new.directory_name || E'\\n' || new.specialization || E'\\n' || array_to_string(new.practice_areas, E'\\n'));
  return new;
end; $$;`);
    this.addSql(
      `create trigger directory_columns before insert or update of user_id, specialization, practice_areas, directory_name, search_text on lawyer_profiles for each row execute function lawyer_profiles_directory_columns_fn();`,
    );
    this.addSql(`alter table "lawyer_profiles" drop column "directory_city";`);
    this.addSql(`update lawyer_profiles set search_text = '';`);
  }
}
