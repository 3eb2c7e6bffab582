import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import {
  badUserInput,
  DomainError,
  type FieldErrors,
  forbidden,
} from '../../errors/domain-error.js';
import { ErrorCode } from '../../errors/error-code.js';
import {
  checkLength,
  checkMaxLength,
  checkOneOf,
  FIRST_QUEUE_PAGE,
  isUuid,
  type Page,
  throwIfProblems,
} from '../../errors/input-checks.js';
import { notifyAll } from '../../shared/notify.js';
import { NotificationKind } from '../../values/notification-kind.js';
import {
  POST_FLAG_OUTCOMES,
  POST_FLAG_REASONS,
  PostFlagOutcome,
  PostFlagReason,
} from '../../values/post-flag.js';
import { type Role, STAFF } from '../../values/role.js';
import {
  editPost,
  lockedPost,
  type PostRef,
  type PostState,
  postKey,
  REASON_LENGTH,
} from './post-edits.service.js';

/** A flagger's own words: required with OTHER (3 to 500 characters), at most 500 otherwise. */
export const FLAG_NOTE_LENGTH = { min: 3, max: 500 } as const;

export interface FlagRequest {
  reason: string;
  note?: string | null;
}

/** What a flag did: a new one or a changed reason, and whether the post is now hidden. */
export interface FlagResult {
  updated: boolean;
  hidden: boolean;
}

const decidedAlready = (): DomainError =>
  new DomainError(
    ErrorCode.CONFLICT,
    'A moderator has already decided on this post after your flag; it cannot be flagged again.',
  );

const nothingToDecide = (): DomainError =>
  new DomainError(ErrorCode.CONFLICT, 'This post has no flags waiting for a decision.');

/** The post's own condition in post_flags: its reply, or the opening post of its discussion. */
function ofPost(state: PostState) {
  return state.replyId === null
    ? sql<boolean>`discussion_id = ${state.discussionId} and reply_id is null`
    : sql<boolean>`reply_id = ${state.replyId}`;
}

/** The post a post_flags row is about. */
const postOfRow = (row: { discussion_id: string; reply_id: string | null }): PostRef =>
  row.reply_id === null
    ? { kind: 'discussion', id: row.discussion_id }
    : { kind: 'reply', id: row.reply_id };

function postTable(post: PostRef) {
  return post.kind === 'discussion' ? 'discussions' : 'discussion_replies';
}

/**
 * A member flags someone else's post for the moderators. One flag per member and post: flagging
 * again while it waits changes the reason (updated: true); after a moderator decided, CONFLICT.
 * When `hideAt` different members' flags wait, the post is hidden until a moderator decides.
 */
export async function flagPost(
  em: EntityManager,
  flaggerId: string,
  post: PostRef,
  request: FlagRequest,
  hideAt: number,
): Promise<FlagResult> {
  const note = request.note?.trim() || null;
  const problems: FieldErrors = {};
  if (checkOneOf(problems, 'reason', request.reason, POST_FLAG_REASONS)) {
    if (request.reason === PostFlagReason.OTHER) {
      checkLength(problems, 'note', note ?? '', FLAG_NOTE_LENGTH);
    } else checkMaxLength(problems, 'note', note, FLAG_NOTE_LENGTH.max);
  }
  throwIfProblems(problems);
  const reason = request.reason as PostFlagReason;

  return em.transactional(async (tx) => {
    const state = await lockedPost(tx, post);
    // Flags ask another member's eyes: one's own post is edited or deleted instead.
    if (state.authorId === flaggerId) throw badUserInput({ id: 'cannot be your own post' });
    if (state.deleted) throw badUserInput({ id: 'is a deleted post' });
    if (state.hidden && state.hiddenById !== null) {
      throw badUserInput({ id: 'is a post a moderator hid' });
    }
    const { rows } = await sql<{ inserted: boolean }>`
      insert into post_flags (id, discussion_id, reply_id, flagger_id, reason, note, created_at)
      values (${randomUUID()}, ${state.discussionId}, ${state.replyId}, ${flaggerId},
        ${reason}, ${note}, now())
      on conflict (coalesce(reply_id, discussion_id), flagger_id)
        do update set reason = excluded.reason, note = excluded.note
        where post_flags.decided_at is null
      returning (xmax = 0) as inserted`.execute(tablesOf(tx));
    const row = rows[0];
    if (!row) throw decidedAlready();

    let hidden = state.hidden;
    if (!hidden && row.inserted) {
      const { rows: counted } = await sql<{ flags: number }>`
        select count(*)::int as flags from post_flags
        where ${ofPost(state)} and decided_at is null`.execute(tablesOf(tx));
      if ((counted[0]?.flags ?? 0) >= hideAt) {
        await tablesOf(tx)
          .updateTable(postTable(post))
          .set({ hidden_at: new Date().toISOString(), hidden_by_id: null, hidden_reason: null })
          .where('id', '=', post.id)
          .execute();
        hidden = true;
      }
    }
    return { updated: !row.inserted, hidden };
  });
}

/** A moderator's decision on a flagged post; EDITED carries the new text (and title). */
export interface FlagDecision {
  outcome: string;
  reason?: string | null;
  content?: string | null;
  title?: string | null;
}

export interface FlagDecisionResult {
  outcome: PostFlagOutcome;
  /** How many flaggers were told. */
  flaggers: number;
  hidden: boolean;
}

const OUTCOME_NOTICE: Record<PostFlagOutcome, NotificationKind> = {
  [PostFlagOutcome.KEPT]: NotificationKind.POST_FLAG_KEPT,
  [PostFlagOutcome.EDITED]: NotificationKind.POST_FLAG_EDITED,
  [PostFlagOutcome.HIDDEN]: NotificationKind.POST_FLAG_HIDDEN,
};

/**
 * Staff decide on a post its flags brought to the queue: keep it (the flags are dismissed and a
 * post the flags hid shows again), edit it (the staff edit, with its reason, kept as a revision)
 * or hide it (with a reason, recorded with who hid it). Every waiting flag is closed with the
 * outcome and each flagger is told once; a post with no waiting flag is a CONFLICT.
 */
export async function decideFlaggedPost(
  em: EntityManager,
  moderator: { id: string; role: Role },
  post: PostRef,
  decision: FlagDecision,
): Promise<FlagDecisionResult> {
  if (!STAFF.includes(moderator.role)) throw forbidden();
  const reason = decision.reason?.trim() || null;
  const problems: FieldErrors = {};
  if (checkOneOf(problems, 'outcome', decision.outcome, POST_FLAG_OUTCOMES)) {
    if (
      decision.outcome === PostFlagOutcome.HIDDEN ||
      decision.outcome === PostFlagOutcome.EDITED
    ) {
      checkLength(problems, 'reason', reason ?? '', REASON_LENGTH);
    } else checkMaxLength(problems, 'reason', reason, REASON_LENGTH.max);
    if (decision.outcome === PostFlagOutcome.EDITED && !decision.content?.trim()) {
      problems.content = 'is required';
    }
  }
  if (!isUuid(post.id)) problems.id = 'must be a UUID';
  throwIfProblems(problems);
  const outcome = decision.outcome as PostFlagOutcome;

  return em.transactional(async (tx) => {
    const state = await lockedPost(tx, post);
    const now = new Date().toISOString();
    const closed = await sql<{ flagger_id: string }>`
      update post_flags set decided_at = ${now}, decided_by_id = ${moderator.id},
        outcome = ${outcome}
      where ${ofPost(state)} and decided_at is null
      returning flagger_id`.execute(tablesOf(tx));
    if (closed.rows.length === 0) throw nothingToDecide();

    if (outcome === PostFlagOutcome.EDITED) {
      await editPost(tx, moderator, post, {
        content: decision.content ?? '',
        title: post.kind === 'discussion' ? (decision.title ?? null) || undefined : undefined,
        reason,
      });
    }
    const hidden = outcome === PostFlagOutcome.HIDDEN;
    await tablesOf(tx)
      .updateTable(postTable(post))
      .set(
        hidden
          ? { hidden_at: now, hidden_by_id: moderator.id, hidden_reason: reason }
          : { hidden_at: null, hidden_by_id: null, hidden_reason: null },
      )
      .where('id', '=', post.id)
      .execute();

    const discussion = await tablesOf(tx)
      .selectFrom('discussions')
      .select('title')
      .where('id', '=', state.discussionId)
      .executeTakeFirstOrThrow();
    await notifyAll(
      tx,
      closed.rows.map((row) => ({
        recipientId: row.flagger_id,
        actorId: moderator.id,
        kind: OUTCOME_NOTICE[outcome],
        discussionId: state.discussionId,
        subjectTitle: discussion.title,
        reason: hidden ? reason : null,
      })),
    );
    return { outcome, flaggers: closed.rows.length, hidden };
  });
}

/** One member's waiting flag, as the queue shows it. */
export interface FlagEntry {
  reason: PostFlagReason;
  note: string | null;
  flaggerName: string;
  createdAt: Date;
}

/** A post in the moderators' queue of flagged posts. */
export interface FlaggedPostRow {
  kind: PostRef['kind'];
  id: string;
  discussionId: string;
  discussionTitle: string;
  content: string;
  author: { id: string; fullName: string };
  createdAt: Date;
  hidden: boolean;
  flagCount: number;
  flags: FlagEntry[];
  firstFlaggedAt: Date;
}

/** How many of a post's flags the queue lists (its count says how many there are). */
export const FLAGS_SHOWN = 10;

/** The reasons of the queue's flags, in a stable order. */
const REASON_ORDER = new Map(POST_FLAG_REASONS.map((reason, index) => [reason, index]));

/**
 * The posts with waiting flags, the longest waiting first, each with its flags: two statements
 * for a page (the posts, then every flag of those posts), whatever its size.
 */
export async function listFlaggedPosts(
  em: EntityManager,
  page: Page = FIRST_QUEUE_PAGE,
): Promise<FlaggedPostRow[]> {
  const { rows } = await sql<{
    discussion_id: string;
    reply_id: string | null;
    title: string;
    content: string;
    author_id: string;
    author_name: string;
    created_at: string;
    hidden: boolean;
    flag_count: number;
    first_flagged_at: string;
  }>`
    with waiting as (
      select discussion_id, reply_id, count(*)::int as flag_count, min(created_at) as first_at
      from post_flags where decided_at is null
      group by discussion_id, reply_id
      order by min(created_at), discussion_id, reply_id
      limit ${page.limit} offset ${page.offset}
    )
    select w.discussion_id, w.reply_id, d.title,
      coalesce(r.content, d.content) as content,
      u.id as author_id, u.full_name as author_name,
      coalesce(r.created_at, d.created_at) as created_at,
      (coalesce(r.hidden_at, case when w.reply_id is null then d.hidden_at end) is not null)
        as hidden,
      w.flag_count, w.first_at as first_flagged_at
    from waiting w
    join discussions d on d.id = w.discussion_id
    left join discussion_replies r on r.id = w.reply_id
    join users u on u.id = coalesce(r.author_id, d.author_id)
    order by w.first_at, w.discussion_id, w.reply_id`.execute(tablesOf(em));
  if (rows.length === 0) return [];

  const posts: PostRef[] = rows.map(postOfRow);
  const flags = await tablesOf(em)
    .selectFrom('post_flags as f')
    .innerJoin('users as u', 'u.id', 'f.flagger_id')
    .select(['f.discussion_id', 'f.reply_id', 'f.reason', 'f.note', 'f.created_at', 'u.full_name'])
    .where('f.decided_at', 'is', null)
    .where('f.discussion_id', 'in', [...new Set(rows.map((row) => row.discussion_id))])
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  const byPost = new Map<string, FlagEntry[]>(posts.map((post) => [postKey(post), []]));
  for (const flag of flags) {
    const key = postKey(postOfRow(flag));
    byPost.get(key)?.push({
      reason: flag.reason,
      note: flag.note,
      flaggerName: flag.full_name,
      createdAt: new Date(flag.created_at),
    });
  }
  return rows.map((row, index) => {
    const post = posts[index] as PostRef;
    const entries = byPost.get(postKey(post)) ?? [];
    entries.sort(
      (a, b) =>
        (REASON_ORDER.get(a.reason) ?? 0) - (REASON_ORDER.get(b.reason) ?? 0) ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
    entries.splice(FLAGS_SHOWN);
    return {
      kind: post.kind,
      id: post.id,
      discussionId: row.discussion_id,
      discussionTitle: row.title,
      content: row.content,
      author: { id: row.author_id, fullName: row.author_name },
      createdAt: new Date(row.created_at),
      hidden: row.hidden,
      flagCount: row.flag_count,
      flags: entries,
      firstFlaggedAt: new Date(row.first_flagged_at),
    };
  });
}

/** The posts waiting in the flags queue, as an SQL expression (the admin stats' count). */
export const flaggedPostsCount = sql<number>`(select count(*)::int from (
  select 1 from post_flags where decided_at is null group by discussion_id, reply_id) as waiting)`;

/**
 * Which of these posts the viewer has flagged (and a moderator has not yet decided): one query
 * for a discussion's page, its opening post and every reply.
 */
export async function flaggedByViewer(
  em: EntityManager,
  viewerId: string,
  posts: readonly PostRef[],
): Promise<Set<string>> {
  const ids = posts.map((post) => post.id).filter(isUuid);
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ discussion_id: string; reply_id: string | null }>`
    select discussion_id, reply_id from post_flags
    where flagger_id = ${viewerId} and coalesce(reply_id, discussion_id) = any(${ids}::uuid[])`.execute(
    tablesOf(em),
  );
  return new Set(rows.map((row) => postKey(postOfRow(row))));
}
