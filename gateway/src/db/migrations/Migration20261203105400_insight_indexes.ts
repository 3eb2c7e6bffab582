import { Migration } from '@mikro-orm/migrations';

export class Migration20261203105400_insight_indexes extends Migration {
  override name = 'Migration20261203105400_insight_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);

    this.addSql(
      `create index messages_created_at_index on messages (created_at) include (sender_id);`,
    );

    this.addSql(
      `create index discussion_replies_created_at_index on discussion_replies (created_at) include (author_id);`,
    );

    this.addSql(
      `create index content_submissions_decided_at_index on content_submissions (decided_at) include (status) where decided_at is not null;`,
    );
    this.addSql(
      `create index content_submissions_created_at_index on content_submissions (created_at) include (author_id);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "content_submissions_decided_at_index";`);
    this.addSql(`drop index "content_submissions_created_at_index";`);

    this.addSql(`drop index "discussion_replies_created_at_index";`);

    this.addSql(`drop index "messages_created_at_index";`);

    this.addSql(`drop index "users_created_at_index";`);
  }
}
