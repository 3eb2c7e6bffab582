import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { notifyAll } from '../../shared/notify.js';
import { mentionedIds } from '../../shared/post-markdown.js';
import { NotificationKind } from '../../values/notification-kind.js';
import { ANY_MEMBER } from '../../values/role.js';

/** A post whose mentions are kept: an opening post (no reply) or a reply, and who wrote it. */
export interface MentioningPost {
  discussionId: string;
  replyId: string | null;
  /** Who wrote or changed the text now: named in the notice, never told of their own mention. */
  actorId: string;
  content: string;
}

/**
 * Of these ids, the members who may read the discussion: an account of a member's role (every
 * role reads the discussions today); an id that names nobody, or a removed account, never. The
 * one place to narrow when a discussion can be hidden from some members.
 */
async function readersOf(
  tx: EntityManager,
  _discussionId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tablesOf(tx)
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('role', 'in', [...ANY_MEMBER])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Brings a post's post_mentions up to its text and tells each member newly mentioned, once (an
 * edit that keeps a mention tells nobody again), in the caller's transaction: the rows and the
 * notices exist exactly when the text does. Answers the members newly mentioned (the author
 * included, though never told).
 */
export async function syncMentions(tx: EntityManager, post: MentioningPost): Promise<string[]> {
  const readers = await readersOf(tx, post.discussionId, mentionedIds(post.content));
  const tables = tablesOf(tx);
  let gone = tables
    .deleteFrom('post_mentions')
    .where('discussion_id', '=', post.discussionId)
    .where((eb) =>
      post.replyId === null ? eb('reply_id', 'is', null) : eb('reply_id', '=', post.replyId),
    );
  if (readers.length > 0) gone = gone.where('member_id', 'not in', readers);
  await gone.execute();
  if (readers.length === 0) return [];

  // A mention already recorded conflicts and is skipped: only the new ones come back.
  const added = await tables
    .insertInto('post_mentions')
    .values(
      readers.map((memberId) => ({
        id: randomUUID(),
        discussion_id: post.discussionId,
        reply_id: post.replyId,
        member_id: memberId,
        created_at: new Date().toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('member_id')
    .execute();
  const newlyMentioned = added.map((row) => row.member_id);
  await notifyAll(
    tx,
    newlyMentioned.map((memberId) => ({
      recipientId: memberId,
      actorId: post.actorId,
      kind: NotificationKind.DISCUSSION_MENTION,
      discussionId: post.discussionId,
      replyId: post.replyId,
    })),
  );
  return newlyMentioned;
}
