import { type FormEvent, type ReactNode, useState } from 'react';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { refusedFieldProblems } from '../../../lib/graphqlErrors.js';
import { Button } from '../../../ui/Button.js';
import { Modal } from '../../../ui/Modal.js';
import { TextField } from '../../../ui/TextField.js';
import type { PostActions, PostTarget } from '../hooks/usePostActions.js';
import type { PostState } from '../types.js';
import { MentionTextArea } from './MentionTextArea.js';
import { PostBody } from './PostBody.js';
import * as styles from './PostControls.css.js';
import { PostEditor } from './PostEditor.js';

/** Who may change a post: its author, or staff (who then give a reason). */
export interface PostPermission {
  canChange: boolean;
  needsReason: boolean;
}

/** The words of a refusal: the field's own problem, else a general one. */
function useRefusal() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const fields = refusedFieldProblems(error);
    if (fields.reason) return t('pages.discussions.post.reasonRequired');
    if (fields.content) return t('pages.discussions.post.contentLength');
    return t('pages.discussions.post.failed');
  };
}

/**
 * A post's body with what its author (or staff) may do to it: Edit in place, with the Preview;
 * Delete after a confirmation (Cancel first). A deleted post reads "deleted"; an edited one says
 * when; staff see its earlier versions under History.
 */
export function PostWithControls({
  post,
  target,
  permission,
  actions,
  flag,
}: {
  post: PostState;
  target: PostTarget;
  permission: PostPermission;
  actions: PostActions;
  /** "Flag" on another member's post (FlagPost). */
  flag?: ReactNode;
}) {
  const { t } = useTranslation();
  const exact = useDateFormat('longDateTime');
  const refusal = useRefusal();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [text, setText] = useState(post.content);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (act: () => Promise<void>, done: () => void) => {
    setPending(true);
    setProblem(null);
    try {
      await act();
      done();
      setReason('');
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setPending(false);
    }
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () => actions.edit(target, text.trim(), reason),
      () => setEditing(false),
    );
  };
  const reasonField = permission.needsReason ? (
    <TextField
      label={t('pages.discussions.post.reason')}
      description={t('pages.discussions.post.reasonHint')}
      value={reason}
      onChange={setReason}
    />
  ) : null;

  if (post.deleted || post.hidden) {
    return (
      <>
        <p className={styles.deleted}>
          {t(post.deleted ? 'pages.discussions.post.deleted' : 'pages.discussions.post.hidden')}
        </p>
        <PostHistory post={post} />
      </>
    );
  }
  return (
    <>
      {editing ? (
        <form className={styles.form} onSubmit={save}>
          <PostEditor content={text}>
            <MentionTextArea
              label={t('pages.discussions.post.editLabel')}
              rows={6}
              value={text}
              onChange={setText}
            />
          </PostEditor>
          {reasonField}
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setEditing(false)}>
              {t('pages.discussions.post.cancel')}
            </Button>
            <Button type="submit" isDisabled={pending}>
              {t('pages.discussions.post.save')}
            </Button>
          </div>
        </form>
      ) : (
        <PostBody html={post.contentHtml} />
      )}
      <div className={styles.footer}>
        {post.editedAt ? (
          <span className={styles.edited}>
            {t('pages.discussions.post.edited', { date: exact(post.editedAt) })}
          </span>
        ) : null}
        {permission.canChange && !editing ? (
          <>
            <Button
              variant="secondary"
              onPress={() => {
                setText(post.content);
                setEditing(true);
              }}
            >
              {t('pages.discussions.post.edit')}
            </Button>
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              {t('pages.discussions.post.delete')}
            </Button>
          </>
        ) : null}
        {editing ? null : flag}
      </div>
      <PostHistory post={post} />
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        isDismissable
        title={t('pages.discussions.post.deleteTitle')}
      >
        <p>{t('pages.discussions.post.deleteText')}</p>
        {reasonField}
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {t('pages.discussions.post.cancel')}
          </Button>
          <Button
            isDisabled={pending}
            onPress={() =>
              void run(
                () => actions.remove(target, reason),
                () => setConfirming(false),
              )
            }
          >
            {t('pages.discussions.post.delete')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/** A post's earlier versions, for staff (the gateway answers them to staff only). */
function PostHistory({ post }: { post: PostState }) {
  const { t } = useTranslation();
  const exact = useDateFormat('longDateTime');
  const revisions = post.revisions ?? [];
  if (revisions.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary>{t('pages.discussions.post.history', { count: revisions.length })}</summary>
      <ol className={styles.revisions}>
        {revisions.map((revision) => (
          <li key={revision.id} className={styles.revision}>
            <p className={styles.edited}>
              {t('pages.discussions.post.replaced', {
                date: exact(revision.replacedAt),
                name: revision.editorName ?? t('pages.discussions.post.someone'),
              })}
              {revision.reason ? (
                <>
                  {' '}
                  {t('pages.discussions.post.because')} <bdi>{revision.reason}</bdi>
                </>
              ) : null}
            </p>
            {revision.title ? <p dir="auto">{revision.title}</p> : null}
            <PostBody html={revision.contentHtml} />
          </li>
        ))}
      </ol>
    </details>
  );
}
