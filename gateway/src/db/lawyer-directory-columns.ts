/**
 * The directory's copies on each lawyer profile (lawyer-profile.entity.ts): directory_name (the
 * member's full name), directory_city (the office address's last part, after its last comma:
 * "12 Taleh Street, Baidoa" is in Baidoa) and search_text (full name, specialization, practice
 * areas, languages and office address, lower-cased and without accents, one per line), kept by
 * PostgreSQL itself so that no write path (the profile
 * form, a rename by staff or the member, the seeds, an ORM flush) can leave them stale. What
 * the application writes to these columns is replaced. The migrations
 * Migration20261126210500_lawyer_directory_search and Migration20261202203000_directory_filters
 * created them; the entities declare them so
 * that the schema comparison knows them (MikroORM compares raw trigger DDL by name only).
 *
 * Here with the schema rather than in the lawyers feature: one trigger sits on the users table,
 * and the users entity (the accounts, below every feature) declares it without importing
 * lawyers.
 */
export const LAWYER_PROFILE_DIRECTORY_TRIGGER = `create or replace function lawyer_profiles_directory_columns_fn() returns trigger language plpgsql as $$ begin
  new.directory_name := coalesce((select full_name from users where id = new.user_id), '');
  new.directory_city := case when position(',' in coalesce(new.office_address, '')) > 0
    then nullif(btrim(regexp_replace(new.office_address, '^.*,', '')), '') end;
  new.search_text := lower(unaccent(new.directory_name || E'\\n' || new.specialization || E'\\n' || array_to_string(new.practice_areas, E'\\n') || E'\\n' || array_to_string(new.languages, E'\\n') || E'\\n' || coalesce(new.office_address, '')));
  return new;
end; $$;
create trigger directory_columns before insert or update of user_id, specialization, practice_areas, languages, office_address, directory_name, directory_city, search_text on lawyer_profiles for each row execute function lawyer_profiles_directory_columns_fn()`;

/** A renamed member's profile takes the new name (its own trigger remakes the search text). */
export const USER_RENAME_DIRECTORY_TRIGGER = `create or replace function users_lawyer_directory_name_fn() returns trigger language plpgsql as $$ begin
  update lawyer_profiles set directory_name = new.full_name where user_id = new.id;
  return null;
end; $$;
create trigger lawyer_directory_name after update of full_name on users for each row when (old.full_name is distinct from new.full_name) execute function users_lawyer_directory_name_fn()`;
