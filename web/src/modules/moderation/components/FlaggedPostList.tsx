import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AdminStatsDocument,
  DecideFlaggedPostDocument,
  FlaggedPostsDocument,
  type FlaggedPostsQuery,
  type PostFlagOutcome,
  type PostKind,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Button } from '../../../ui/Button.js';
import { FormNotice } from '../../../ui/FormNotice.js';
import { Link } from '../../../ui/Link.js';
import { Modal } from '../../../ui/Modal.js';
import { NativeTextField } from '../../../ui/NativeTextField.js';
import { toast } from '../../../ui/toast/toast.js';
import { discussionPath } from '../../discussions/index.js';
import { useAdminDate } from '../format.js';
import * as styles from './Moderation.css.js';

/** The page form's name (the gateway's post-flags.forms.ts FLAG_DECISION_FORM). */
const DECISION_FORM = 'flagDecision';
/** `?deciding=<kind>:<id>:<hide|edit>`: the decision's form open in the page, before the script. */
const DECIDING = 'deciding';
const FLAGS_TAB = '/admin?tab=flags';

export type FlaggedPost = FlaggedPostsQuery['flaggedPosts'][number];
type Outcome = 'kept' | 'edited' | 'hidden';
type Asking = 'hide' | 'edit';

const REASON_KEY = {
  OFF_TOPIC: 'off-topic',
  INAPPROPRIATE: 'inappropriate',
  SPAM: 'spam',
  OTHER: 'other',
} as const;

/** The posts members flagged, each with its flags, and Keep, Edit and Hide. */
export function FlaggedPostList({ items }: { items: readonly FlaggedPost[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={styles.empty}>{t('pages.admin.empty.flags')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`}>
          <FlaggedPostCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function FlaggedPostCard({ item }: { item: FlaggedPost }) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const [params] = useSearchParams();
  const [asking, setAsking] = useState<Asking | null>(null);
  const kind = item.kind === 'REPLY' ? 'reply' : 'discussion';
  const key = `${kind}:${item.id}`;
  const inPage = params.get(DECIDING);
  const inPageAsk: Asking | null =
    inPage === `${key}:hide` ? 'hide' : inPage === `${key}:edit` ? 'edit' : null;
  const askLink = (ask: Asking, label: string) => (
    <Link
      href={`${FLAGS_TAB}&${DECIDING}=${encodeURIComponent(`${key}:${ask}`)}`}
      variant="secondary"
      onClick={(event) => {
        event.preventDefault();
        setAsking(ask);
      }}
    >
      {label}
    </Link>
  );
  return (
    <article className={styles.card}>
      <div className={styles.head}>
        <span className={styles.tag}>
          {t(kind === 'reply' ? 'pages.admin.flags.reply' : 'pages.admin.flags.openingPost')}
        </span>
        <span className={styles.tag}>
          {t('pages.admin.flags.count', { count: item.flagCount })}
        </span>
        {item.hidden ? (
          <span className={styles.urgent}>{t('pages.admin.flags.hidden')}</span>
        ) : null}
      </div>
      <h3 className={styles.title}>
        <Link href={discussionPath(item.discussionId)}>
          <bdi>{item.discussionTitle}</bdi>
        </Link>
      </h3>
      <p className={styles.bodyLabel}>
        {t('pages.admin.flags.byLine', { date: date(item.createdAt) })}{' '}
        <bdi>{item.author.fullName}</bdi>
      </p>
      <p className={styles.body} dir="auto">
        {item.content}
      </p>
      <ul className={styles.flagReasons} aria-label={t('pages.admin.flags.reasonsLabel')}>
        {item.flags.map((flag) => (
          <li key={`${flag.flaggerName}:${flag.createdAt}`}>
            <strong>{t(`pages.discussions.flag.reasons.${REASON_KEY[flag.reason]}`)}</strong> —{' '}
            <bdi>{flag.flaggerName}</bdi>
            {flag.note ? (
              <>
                {': '}
                <bdi>{flag.note}</bdi>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <DecisionForm item={item} kind={kind} outcome="kept" />
        {askLink('edit', t('pages.admin.flags.edit'))}
        {askLink('hide', t('pages.admin.flags.hide'))}
      </div>
      {inPageAsk && !asking ? (
        <section className={styles.stack} aria-label={t(`pages.admin.flags.${inPageAsk}Title`)}>
          <h4 className={styles.title}>{t(`pages.admin.flags.${inPageAsk}Title`)}</h4>
          <DecisionForm
            item={item}
            kind={kind}
            outcome={inPageAsk === 'hide' ? 'hidden' : 'edited'}
            cancelHref={FLAGS_TAB}
          />
        </section>
      ) : null}
      <Modal
        isOpen={asking !== null}
        onOpenChange={(open) => setAsking(open ? asking : null)}
        isDismissable
        title={t(asking === 'edit' ? 'pages.admin.flags.editTitle' : 'pages.admin.flags.hideTitle')}
      >
        {asking ? (
          <DecisionForm
            item={item}
            kind={kind}
            outcome={asking === 'hide' ? 'hidden' : 'edited'}
            onCancel={() => setAsking(null)}
          />
        ) : null}
      </Modal>
    </article>
  );
}

/**
 * One decision as a real form to /admin (the gateway's page form without the script; GraphQL
 * with it): Keep is its button alone; Edit and Hide ask for the reason (and Edit the new text),
 * with Cancel before the button that acts.
 */
function DecisionForm({
  item,
  kind,
  outcome,
  onCancel,
  cancelHref,
}: {
  item: FlaggedPost;
  kind: 'discussion' | 'reply';
  outcome: Outcome;
  onCancel?: () => void;
  cancelHref?: string;
}) {
  const { t } = useTranslation();
  const page = usePageForm(DECISION_FORM);
  const refused =
    page.refused?.values.postId === item.id && page.refused.values.outcome === outcome
      ? page.refused
      : undefined;
  const [reason, setReason] = useState(refused?.values.reason ?? '');
  const [content, setContent] = useState(refused?.values.content ?? item.content);
  const [problem, setProblem] = useState<string | null>(
    refused ? t('pages.admin.flags.reasonRequired') : null,
  );
  const [pending, setPending] = useState(false);
  const [decide] = useMutation(DecideFlaggedPostDocument, {
    refetchQueries: [FlaggedPostsDocument, AdminStatsDocument],
    awaitRefetchQueries: true,
  });
  const asks = outcome !== 'kept';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (asks && reason.trim().length < 3) {
      setProblem(t('pages.admin.flags.reasonRequired'));
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await decide({
        variables: {
          input: {
            kind: kind.toUpperCase() as PostKind,
            id: item.id,
            outcome: outcome.toUpperCase() as PostFlagOutcome,
            reason: reason.trim() || null,
            content: outcome === 'edited' ? content : null,
          },
        },
      });
      toast({
        title: t('pages.admin.flags.doneTitle'),
        description: t(`pages.admin.flags.done.${outcome}`),
      });
      onCancel?.();
    } catch (error) {
      setProblem(
        t(
          graphQLErrorCode(error) === 'CONFLICT'
            ? 'pages.admin.notices.conflictText'
            : 'pages.admin.notices.failedText',
        ),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" action={page.action} onSubmit={submit} className={styles.stack}>
      <FormToken token={page.csrfToken} form={DECISION_FORM} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="postId" value={item.id} />
      <input type="hidden" name="outcome" value={outcome} />
      {outcome === 'edited' ? (
        <NativeTextField
          label={t('pages.admin.flags.contentLabel')}
          name="content"
          multiline
          rows={5}
          value={content}
          onChange={setContent}
        />
      ) : null}
      {asks ? (
        <NativeTextField
          label={t('pages.admin.flags.reasonLabel')}
          description={t('pages.admin.flags.reasonHint')}
          name="reason"
          value={reason}
          onChange={setReason}
        />
      ) : null}
      {asks || problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {cancelHref ? (
          <Link href={cancelHref} variant="secondary">
            {t('pages.admin.rejectDialog.cancel')}
          </Link>
        ) : onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('pages.admin.rejectDialog.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant={asks ? 'primary' : 'secondary'} isDisabled={pending}>
          {t(`pages.admin.flags.submit.${outcome}`)}
        </Button>
      </div>
    </form>
  );
}

/** What a decision sent without the script did, when the gateway comes back to /admin. */
export function FlagDecisionNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const decided = params.get('decided');
  if (decided !== 'kept' && decided !== 'edited' && decided !== 'hidden') return null;
  return <FormNotice>{t(`pages.admin.flags.done.${decided}`)}</FormNotice>;
}
