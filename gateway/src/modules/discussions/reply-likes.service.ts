import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, notFound } from '../../errors/domain-error.js';
import { isUuid } from '../../errors/input-checks.js';
import { notifyUnlessUnread } from '../../shared/notify.js';
import { NotificationKind } from '../../values/notification-kind.js';

/** A reply's likes as one viewer sees them. */
export interface ReplyLikes {
  likes: number;
  likedByMe: boolean;
}

/**
 * Likes a reply (`like` true), takes the like back (false), or toggles it (undefined). A like
 * says another member found it useful: one's own reply, or a deleted one, is refused.
 */
export async function setReplyLike(
  em: EntityManager,
  userId: string,
  replyId: string,
  like?: boolean,
): Promise<void> {
  const reply = isUuid(replyId)
    ? await tablesOf(em)
        .selectFrom('discussion_replies')
        .select(['author_id', 'discussion_id', 'deleted_at'])
        .where('id', '=', replyId)
        .executeTakeFirst()
    : undefined;
  if (!reply) throw notFound('This reply does not exist.');
  if (reply.author_id === userId) throw badUserInput({ replyId: 'cannot be your own reply' });
  if (reply.deleted_at !== null) throw badUserInput({ replyId: 'is a deleted post' });

  await em.transactional(async (tx) => {
    let liked = like;
    if (liked !== true) {
      const removed = await tablesOf(tx)
        .deleteFrom('discussion_reply_likes')
        .where('reply_id', '=', replyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // A toggle of a like that was there takes it back; of none, likes.
      if (liked === undefined) liked = removed.numDeletedRows === 0n;
    }
    if (!liked) return;
    const added = await tablesOf(tx)
      .insertInto('discussion_reply_likes')
      .values({
        id: randomUUID(),
        reply_id: replyId,
        user_id: userId,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['reply_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Liking again after taking the like back adds nothing while the first notice is unread.
    if (added) {
      await notifyUnlessUnread(tx, {
        recipientId: reply.author_id,
        actorId: userId,
        kind: NotificationKind.DISCUSSION_REPLY_LIKE,
        discussionId: reply.discussion_id,
        replyId,
      });
    }
  });
}

/** The likes of these replies as `viewerId` sees them, in one statement (by the unique index). */
export async function replyLikesOf(
  em: EntityManager,
  viewerId: string | null,
  replyIds: readonly string[],
): Promise<Map<string, ReplyLikes>> {
  const found = new Map<string, ReplyLikes>(
    replyIds.map((id) => [id, { likes: 0, likedByMe: false }]),
  );
  const ids = replyIds.filter(isUuid);
  if (ids.length === 0) return found;
  const rows = await tablesOf(em)
    .selectFrom('discussion_reply_likes')
    .select((eb) => [
      'reply_id',
      eb.fn.countAll<string>().as('likes'),
      eb.fn
        .count<string>('id')
        .filterWhere('user_id', '=', viewerId ?? '00000000-0000-0000-0000-000000000000')
        .as('mine'),
    ])
    .where('reply_id', 'in', ids)
    .groupBy('reply_id')
    .execute();
  for (const row of rows) {
    found.set(row.reply_id, { likes: Number(row.likes), likedByMe: Number(row.mine) > 0 });
  }
  return found;
}
