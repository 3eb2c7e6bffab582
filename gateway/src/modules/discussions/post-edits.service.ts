import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tablesOf } from '../../db/tables.js';
import { badUserInput, type FieldErrors, forbidden, notFound } from '../../errors/domain-error.js';
import { checkLength, isUuid, throwIfProblems } from '../../errors/input-checks.js';
import { changedFields, recordAudit } from '../../shared/record-audit.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { type Role, STAFF } from '../../values/role.js';
import { CONTENT_LENGTH, REPLY_LENGTH, TITLE_LENGTH } from './discussions.service.js';
import { syncMentions } from './post-mentions.service.js';

/** The opening post of a discussion, or one of its replies. */
export type PostRef = { kind: 'discussion'; id: string } | { kind: 'reply'; id: string };

/** Who acts on a post: its author, or staff acting on anyone's. */
export interface PostEditor {
  id: string;
  role: Role;
}

/** What an edit changes: the text, the title of an opening post; staff say why on others'. */
export interface PostChange {
  title?: string | null;
  content: string;
  reason?: string | null;
}

/** A post's earlier version, as staff read its history. */
export interface RevisionRow {
  id: string;
  title: string | null;
  content: string;
  editorId: string | null;
  editorName: string | null;
  reason: string | null;
  createdAt: Date;
}

export const REASON_LENGTH = { min: 3, max: 500 } as const;

/** How many earlier versions of a post staff read (the newest): a page stays light. */
export const REVISIONS_SHOWN = 10;

export interface PostState {
  discussionId: string;
  replyId: string | null;
  authorId: string;
  title: string | null;
  content: string;
  deleted: boolean;
  /** Hidden by flags (hiddenById null) or by a moderator. */
  hidden: boolean;
  hiddenById: string | null;
}

/** The post as it stands, locked for the change; NOT_FOUND when there is none. */
export async function lockedPost(tx: EntityManager, post: PostRef): Promise<PostState> {
  if (!isUuid(post.id)) throw notFound('This post does not exist.');
  const tables = tablesOf(tx);
  if (post.kind === 'discussion') {
    const row = await tables
      .selectFrom('discussions')
      .select(['id', 'author_id', 'title', 'content', 'deleted_at', 'hidden_at', 'hidden_by_id'])
      .where('id', '=', post.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('This discussion does not exist.');
    return {
      discussionId: row.id,
      replyId: null,
      authorId: row.author_id,
      title: row.title,
      content: row.content,
      deleted: row.deleted_at !== null,
      hidden: row.hidden_at !== null,
      hiddenById: row.hidden_by_id,
    };
  }
  const row = await tables
    .selectFrom('discussion_replies')
    .select([
      'id',
      'discussion_id',
      'author_id',
      'content',
      'deleted_at',
      'hidden_at',
      'hidden_by_id',
    ])
    .where('id', '=', post.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('This reply does not exist.');
  return {
    discussionId: row.discussion_id,
    replyId: row.id,
    authorId: row.author_id,
    title: null,
    content: row.content,
    deleted: row.deleted_at !== null,
    hidden: row.hidden_at !== null,
    hiddenById: row.hidden_by_id,
  };
}

/**
 * The author changes their own post; staff change anyone's, and then say why (the reason is
 * kept with the revision, the record of what staff did). Anyone else is FORBIDDEN.
 */
function checkMayChange(
  problems: FieldErrors,
  editor: PostEditor,
  state: PostState,
  reason: string,
) {
  if (editor.id === state.authorId) return;
  if (!STAFF.includes(editor.role)) throw forbidden();
  checkLength(problems, 'reason', reason, REASON_LENGTH);
}

/** The text as it was, kept before it changes. */
async function keepRevision(
  tx: EntityManager,
  state: PostState,
  editor: PostEditor,
  reason: string,
) {
  await tablesOf(tx)
    .insertInto('post_revisions')
    .values({
      id: randomUUID(),
      discussion_id: state.discussionId,
      reply_id: state.replyId,
      title: state.title,
      content: state.content,
      editor_id: editor.id,
      reason: reason || null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Staff acting on someone else's post are recorded in the audit trail with their reason, in the
 * change's transaction; an author's own edits are not staff acts.
 */
async function auditStaffChange(
  tx: EntityManager,
  editor: PostEditor,
  state: PostState,
  reason: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) {
  if (editor.id === state.authorId) return;
  const discussion =
    state.replyId === null
      ? { title: state.title }
      : await tablesOf(tx)
          .selectFrom('discussions')
          .select('title')
          .where('id', '=', state.discussionId)
          .executeTakeFirst();
  await recordAudit(tx, {
    actorId: editor.id,
    action: change.after.deleted ? AuditAction.POST_DELETED : AuditAction.POST_EDITED,
    subjectKind: state.replyId === null ? AuditSubjectKind.DISCUSSION : AuditSubjectKind.REPLY,
    subjectId: state.replyId ?? state.discussionId,
    parentId: state.replyId === null ? null : state.discussionId,
    subjectTitle: discussion?.title ?? null,
    reason,
    ...change,
    scope: AuditScope.MODERATION,
  });
}

/** Writes a post's new state into its own table; an opening post's title too, when given. */
async function updatePost(
  tx: EntityManager,
  post: PostRef,
  values: { content: string; edited_at?: string; deleted_at?: string },
  title?: string,
): Promise<void> {
  const tables = tablesOf(tx);
  if (post.kind === 'discussion') {
    const set = title === undefined ? values : { ...values, title };
    await tables.updateTable('discussions').set(set).where('id', '=', post.id).execute();
  } else {
    await tables.updateTable('discussion_replies').set(values).where('id', '=', post.id).execute();
  }
}

/** Edits a post: its earlier text is kept, and it is marked edited with the time. */
export async function editPost(
  em: EntityManager,
  editor: PostEditor,
  post: PostRef,
  change: PostChange,
): Promise<void> {
  const content = change.content.trim();
  const title = change.title?.trim();
  const reason = change.reason?.trim() ?? '';
  await em.transactional(async (tx) => {
    const state = await lockedPost(tx, post);
    const problems: FieldErrors = {};
    checkMayChange(problems, editor, state, reason);
    if (state.deleted) throw badUserInput({ id: 'is a deleted post' });
    checkLength(
      problems,
      'content',
      content,
      post.kind === 'reply' ? REPLY_LENGTH : CONTENT_LENGTH,
    );
    if (post.kind === 'discussion' && title !== undefined) {
      checkLength(problems, 'title', title, TITLE_LENGTH);
    }
    throwIfProblems(problems);
    if (content === state.content && (title === undefined || title === state.title)) return;

    await keepRevision(tx, state, editor, reason);
    await auditStaffChange(
      tx,
      editor,
      state,
      reason,
      changedFields({ title: state.title, content: state.content }, { title, content }),
    );
    const edited_at = new Date().toISOString();
    await updatePost(tx, post, { content, edited_at }, title ?? state.title ?? '');
    // Only a mention the edit adds tells its member; one it keeps tells nobody again.
    await syncMentions(tx, { ...postOf(state), actorId: editor.id, content });
  });
}

/** Where a post's mentions are kept. */
function postOf(state: PostState): { discussionId: string; replyId: string | null } {
  return { discussionId: state.discussionId, replyId: state.replyId };
}

/**
 * Deletes a post: its text is kept as a revision and blanked, so that the thread still reads
 * ("deleted" stands in its place) and search no longer finds it.
 */
export async function deletePost(
  em: EntityManager,
  editor: PostEditor,
  post: PostRef,
  givenReason?: string | null,
): Promise<void> {
  const reason = givenReason?.trim() ?? '';
  await em.transactional(async (tx) => {
    const state = await lockedPost(tx, post);
    const problems: FieldErrors = {};
    checkMayChange(problems, editor, state, reason);
    throwIfProblems(problems);
    if (state.deleted) return;

    await keepRevision(tx, state, editor, reason);
    await auditStaffChange(tx, editor, state, reason, {
      before: { content: state.content, deleted: false },
      after: { deleted: true },
    });
    await updatePost(tx, post, { content: '', deleted_at: new Date().toISOString() });
    // A deleted post mentions nobody (its text is blank).
    await syncMentions(tx, { ...postOf(state), actorId: editor.id, content: '' });
  });
}

/** The key of a post in a batch of them. */
export const postKey = (post: PostRef): string => `${post.kind}:${post.id}`;

/**
 * The earlier versions of each post, newest first, in one query for a batch (a discussion's page
 * asks for its opening post's and every reply's); the caller makes sure the viewer is staff.
 */
export async function listRevisions(
  em: EntityManager,
  posts: readonly PostRef[],
): Promise<Map<string, RevisionRow[]>> {
  const discussionIds = posts.filter((post) => post.kind === 'discussion').map((post) => post.id);
  const replyIds = posts.filter((post) => post.kind === 'reply').map((post) => post.id);
  const found = new Map<string, RevisionRow[]>(posts.map((post) => [postKey(post), []]));
  if (![...discussionIds, ...replyIds].every(isUuid)) return found;
  const rows = await tablesOf(em)
    .selectFrom('post_revisions as pr')
    .leftJoin('users as u', 'u.id', 'pr.editor_id')
    .select([
      'pr.id',
      'pr.discussion_id',
      'pr.reply_id',
      'pr.title',
      'pr.content',
      'pr.editor_id',
      'u.full_name as editor_name',
      'pr.reason',
      'pr.created_at',
    ])
    .where((eb) =>
      eb.or([
        ...(discussionIds.length > 0
          ? [eb.and([eb('pr.discussion_id', 'in', discussionIds), eb('pr.reply_id', 'is', null)])]
          : []),
        ...(replyIds.length > 0 ? [eb('pr.reply_id', 'in', replyIds)] : []),
      ]),
    )
    .orderBy('pr.created_at', 'desc')
    .orderBy('pr.id', 'desc')
    .execute();
  for (const row of rows) {
    const key = row.reply_id
      ? postKey({ kind: 'reply', id: row.reply_id })
      : postKey({ kind: 'discussion', id: row.discussion_id });
    const list = found.get(key);
    if (!list || list.length >= REVISIONS_SHOWN) continue;
    list.push({
      id: row.id,
      title: row.title,
      content: row.content,
      editorId: row.editor_id,
      editorName: row.editor_name,
      reason: row.reason,
      createdAt: new Date(row.created_at),
    });
  }
  return found;
}
