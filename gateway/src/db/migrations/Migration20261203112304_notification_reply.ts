import { Migration } from '@mikro-orm/migrations';

export class Migration20261203112304_notification_reply extends Migration {
  override name = 'Migration20261203112304_notification_reply';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" add "reply_id" uuid null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_reply_id_foreign" foreign key ("reply_id") references "discussion_replies" ("id") on delete set null;`,
    );
    this.addSql(`create index "notifications_reply_index" on "notifications" ("reply_id");`);
    // The notices recorded before: a reply's is the actor's reply recorded with it (same
    // transaction, so at most a moment before), a reply like's the liked reply of the recipient.
    this.addSql(`update "notifications" n set "reply_id" = (
      select r."id" from "discussion_replies" r
      where r."discussion_id" = n."discussion_id" and r."author_id" = n."actor_id"
        and r."created_at" <= n."created_at" + interval '1 second'
      order by r."created_at" desc limit 1)
      where n."kind" = 'discussion_reply' and n."actor_id" is not null;`);
    this.addSql(`update "notifications" n set "reply_id" = (
      select l."reply_id" from "discussion_reply_likes" l
      join "discussion_replies" r on r."id" = l."reply_id"
      where r."discussion_id" = n."discussion_id" and r."author_id" = n."recipient_id"
        and l."user_id" = n."actor_id"
      order by l."created_at" desc limit 1)
      where n."kind" = 'discussion_reply_like' and n."actor_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_reply_id_foreign";`);

    this.addSql(`drop index "notifications_reply_index";`);
    this.addSql(`alter table "notifications" drop column "reply_id";`);
  }
}
