import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DiscussionDocument,
  FlagPostDocument,
  type PostFlagReason,
  type PostKind,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode, refusedFieldProblems } from '../../../lib/graphqlErrors.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { Link } from '../../../ui/Link.js';
import { Modal } from '../../../ui/Modal.js';
import { NativeSelect } from '../../../ui/NativeSelect.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { toast } from '../../../ui/toast/toast.js';
import type { PostTarget } from '../hooks/usePostActions.js';
import * as styles from './PostControls.css.js';

/** The page form's name (the gateway's post-flags.forms.ts FLAG_FORM). */
export const FLAG_FORM = 'flagPost';
/** The address parameter that opens a post's Flag form (a link before the script runs). */
const FLAGGING = 'flagging';
/** The parameter the gateway comes back with after a flag sent without the script. */
const FLAGGED = 'flagged';

/** The reasons as the REST API and the page form spell them (GraphQL: OFF_TOPIC, …). */
const REASONS = ['off-topic', 'inappropriate', 'spam', 'other'] as const;
type Reason = (typeof REASONS)[number];

const graphQLReason = (reason: Reason) => reason.toUpperCase().replace('-', '_') as PostFlagReason;

const flaggingValue = (target: PostTarget) => `${target.kind}:${target.id}`;

/**
 * "Flag" on another member's post: before the script, a link to the page with this post's flag
 * form open in the page (`?flagging=`), which posts to the gateway; after, the same form in a
 * dialog, sent through GraphQL. A post the viewer flagged reads "Flagged".
 */
export function FlagPost({ target, flagged }: { target: PostTarget; flagged: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const inPage = params.get(FLAGGING) === flaggingValue(target);

  if (flagged) return <span className={styles.edited}>{t('pages.discussions.flag.flagged')}</span>;
  const close = () => {
    setOpen(false);
    if (inPage) navigate(pathname, { replace: true });
  };
  return (
    <>
      <Link
        href={`${pathname}?${FLAGGING}=${encodeURIComponent(flaggingValue(target))}`}
        variant="secondary"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('pages.discussions.flag.open')}
      </Link>
      {inPage && !open ? (
        <section className={styles.form} aria-label={t('pages.discussions.flag.title')}>
          <h3 className={styles.flagHeading}>{t('pages.discussions.flag.title')}</h3>
          <FlagForm target={target} onDone={close} cancelHref={pathname} />
        </section>
      ) : null}
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        title={t('pages.discussions.flag.title')}
      >
        <FlagForm target={target} onDone={close} />
      </Modal>
    </>
  );
}

/**
 * The reason, a note (required for Other), then Cancel and the Flag button. A real form to the
 * page's address (the gateway answers it without the script); with the script, GraphQL.
 */
function FlagForm({
  target,
  onDone,
  cancelHref,
}: {
  target: PostTarget;
  onDone: () => void;
  /** In the page (no dialog): Cancel is a link back to the discussion. */
  cancelHref?: string;
}) {
  const { t } = useTranslation();
  const page = usePageForm(FLAG_FORM);
  const refused = page.refused?.values.postId === target.id ? page.refused : undefined;
  const [reason, setReason] = useState<string>(refused?.values.reason || 'off-topic');
  const [note, setNote] = useState(refused?.values.note ?? '');
  const [problem, setProblem] = useState<string | null>(
    refused ? t(problemOf(Object.keys(refused.fields), refused.code)) : null,
  );
  const [pending, setPending] = useState(false);
  const [flagPost] = useMutation(FlagPostDocument, {
    refetchQueries: [DiscussionDocument],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === 'other' && note.trim().length < 3) {
      setProblem(t('pages.discussions.flag.noteRequired'));
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const { data } = await flagPost({
        variables: {
          input: {
            kind: target.kind.toUpperCase() as PostKind,
            id: target.id,
            reason: graphQLReason(reason as Reason),
            note: note.trim() || null,
          },
        },
      });
      const result = data?.flagPost;
      toast({
        title: t('pages.discussions.flag.doneTitle'),
        description: t(
          `pages.discussions.flag.done.${result?.hidden ? 'hidden' : result?.updated ? 'updated' : 'sent'}`,
        ),
      });
      onDone();
    } catch (error) {
      setProblem(
        t(problemOf(Object.keys(refusedFieldProblems(error)), graphQLErrorCode(error) ?? null)),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" action={page.action} onSubmit={submit} className={styles.form}>
      <FormToken token={page.csrfToken} />
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="postId" value={target.id} />
      <NativeSelect
        label={t('pages.discussions.flag.reasonLabel')}
        name="reason"
        value={reason}
        onChange={setReason}
        options={REASONS.map((value) => ({
          value,
          label: t(`pages.discussions.flag.reasons.${value}`),
        }))}
      />
      <NativeTextField
        label={t('pages.discussions.flag.noteLabel')}
        description={t('pages.discussions.flag.noteHint')}
        name="note"
        multiline
        rows={3}
        value={note}
        onChange={setNote}
      />
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      <div className={styles.actions}>
        {cancelHref ? (
          <Link href={cancelHref} variant="secondary">
            {t('pages.discussions.post.cancel')}
          </Link>
        ) : (
          <Button variant="secondary" onPress={onDone}>
            {t('pages.discussions.post.cancel')}
          </Button>
        )}
        <Button type="submit" isDisabled={pending}>
          {t('pages.discussions.flag.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The catalog key of a refusal: the note's own problem, a decided post, else a general one. */
function problemOf(fields: string[], code: string | null) {
  if (fields.includes('note')) return 'pages.discussions.flag.noteRequired' as const;
  if (code === 'CONFLICT') return 'pages.discussions.flag.decided' as const;
  return 'pages.discussions.flag.failed' as const;
}

/** What a flag sent without the script did, when the gateway comes back to the page. */
export function FlagNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const done = params.get(FLAGGED);
  if (done !== 'sent' && done !== 'updated' && done !== 'hidden') return null;
  return <FormNotice>{t(`pages.discussions.flag.done.${done}`)}</FormNotice>;
}
