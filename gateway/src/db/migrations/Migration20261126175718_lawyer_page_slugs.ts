import { Migration } from '@mikro-orm/migrations';
import slugify from '@sindresorhus/slugify';

/**
 * The slugs as lawyer-slug.ts made them when this migration was written, frozen here (a
 * migration must not change with later code; migrations are also loaded without the app's
 * module resolution).
 */
function slugsFor(fullNames: readonly string[]): string[] {
  const used = new Set<string>();
  return fullNames.map((fullName) => {
    const base = slugify(fullName, { separator: '-' }).slice(0, 80).replace(/-+$/, '') || 'lawyer';
    let slug = base;
    for (let suffix = 2; used.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    used.add(slug);
    return slug;
  });
}

/**
 * Each lawyer profile gets the slug of its page (/lawyers/<slug>). Existing profiles are given
 * one from their member's full name, oldest profile first (so the first keeps the plain name and
 * later namesakes get -2, -3, ...), before the column becomes required and unique.
 */
export class Migration20261126175718_lawyer_page_slugs extends Migration {
  override name = 'Migration20261126175718_lawyer_page_slugs';

  override async up(): Promise<void> {
    await this.execute(`alter table "lawyer_profiles" add "slug" varchar(100) null;`);
    const rows = (await this.execute(
      `select lp.id, u.full_name from lawyer_profiles lp join users u on u.id = lp.user_id
       order by lp.created_at, lp.id`,
    )) as { id: string; full_name: string }[];
    const slugs = slugsFor(rows.map((row) => row.full_name));
    if (rows.length > 0) {
      await this.execute(
        `update lawyer_profiles lp set slug = s.slug
         from json_to_recordset(?::json) as s(id uuid, slug text) where lp.id = s.id`,
        [JSON.stringify(rows.map((row, index) => ({ id: row.id, slug: slugs[index] })))],
      );
    }
    await this.execute(`alter table "lawyer_profiles" alter column "slug" set not null;`);
    await this.execute(
      `alter table "lawyer_profiles" add constraint "lawyer_profiles_slug_unique" unique ("slug");`,
    );
    await this.execute(
      `create index "lawyer_profiles_specialization_index" on "lawyer_profiles" ("specialization");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lawyer_profiles" drop constraint "lawyer_profiles_slug_unique";`);
    this.addSql(`drop index "lawyer_profiles_specialization_index";`);
    this.addSql(`alter table "lawyer_profiles" drop column "slug";`);
  }
}
