import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { MySubmissionsDocument, ResubmitContentDocument } from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { specValue } from '../../../lib/specValue.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { TextField } from '../../../ui/TextField.js';
import { toast } from '../../../ui/toast/toast.js';
import { moderationStatus, StatusBadge } from '../../moderation/index.js';
import type { MySubmission } from '../types.js';
import * as styles from './SubmitContent.css.js';

export interface MySubmissionsProps {
  submissions: readonly MySubmission[];
  loading?: boolean;
  failed?: boolean;
}

const EXCERPT = 120;

/** The member's own submissions with their status and, when rejected, the moderator's reason. */
export function MySubmissions({ submissions, loading, failed }: MySubmissionsProps) {
  const { t } = useTranslation();
  // The member's own list: dates as every members' page writes them, in the interface language
  // (the panel's French format is the staff's).
  const date = useDateFormat('dateTime');
  return (
    <section className={styles.panel} aria-labelledby="my-submissions">
      <h2 id="my-submissions" className={styles.panelTitle}>
        {t('pages.submitContent.mine.heading')}
      </h2>
      {loading ? (
        <Loading />
      ) : failed ? (
        <p role="alert" className={styles.reason}>
          {t('pages.submitContent.mine.failed')}
        </p>
      ) : submissions.length === 0 ? (
        <p className={styles.meta}>{t('pages.submitContent.mine.empty')}</p>
      ) : (
        <ul className={styles.plainList}>
          {submissions.map((item) => {
            const type = specValue(item.type);
            const title =
              item.title?.trim() ||
              (item.content.length > EXCERPT ? `${item.content.slice(0, EXCERPT)}…` : item.content);
            return (
              <li key={item.id} className={styles.submission}>
                <div className={styles.submissionHead}>
                  <StatusBadge status={item.status} />
                  <span className={styles.meta}>
                    {t(
                      `pages.submitContent.mine.types.${type === 'event' ? 'event' : type === 'social' ? 'social' : 'news'}`,
                    )}
                  </span>
                </div>
                <p className={styles.submissionTitle}>{title}</p>
                <p className={styles.meta}>
                  {t('pages.submitContent.mine.submittedOn', { date: date(item.createdAt) })}
                </p>
                {moderationStatus(item.status) === 'rejected' && item.rejectionReason ? (
                  <p className={styles.reason}>
                    {t('pages.submitContent.mine.reason', { reason: item.rejectionReason })}
                  </p>
                ) : null}
                {moderationStatus(item.status) === 'rejected' && !item.resubmitted ? (
                  <Resubmit item={item} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A rejected submission, edited and sent again: a new pending one (the earlier stays, with
 * its decision, for staff). Social posts have no title.
 */
function Resubmit({ item }: { item: MySubmission }) {
  const { t } = useTranslation();
  const social = specValue(item.type) === 'social';
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title ?? '');
  const [content, setContent] = useState(item.content);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ResubmitContentDocument, {
    refetchQueries: [MySubmissionsDocument],
    awaitRefetchQueries: true,
  });
  if (!editing) {
    return (
      <div>
        <Button variant="secondary" onPress={() => setEditing(true)}>
          {t('pages.submitContent.mine.resubmit')}
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((!social && !title.trim()) || !content.trim()) {
      setProblem(t('pages.submitContent.mine.resubmitRequired'));
      return;
    }
    setProblem(null);
    try {
      await send({
        variables: { input: { id: item.id, title: social ? null : title, content } },
      });
      toast({ title: t('pages.submitContent.mine.resubmitted') });
    } catch (error) {
      setProblem(
        t(
          graphQLErrorCode(error) === 'CONFLICT'
            ? 'pages.submitContent.mine.resubmitConflict'
            : 'pages.submitContent.mine.resubmitFailed',
        ),
      );
    }
  };
  return (
    <form className={styles.plainList} onSubmit={submit}>
      {social ? null : (
        <TextField
          label={t('pages.submitContent.mine.resubmitTitle')}
          value={title}
          onChange={setTitle}
        />
      )}
      <TextAreaField
        label={t('pages.submitContent.mine.resubmitContent')}
        rows={4}
        value={content}
        onChange={setContent}
      />
      <p role="alert" className={styles.reason}>
        {problem}
      </p>
      <div>
        <Button variant="secondary" onPress={() => setEditing(false)}>
          {t('pages.admin.rejectDialog.cancel')}
        </Button>{' '}
        <Button type="submit" isDisabled={loading}>
          {t('pages.submitContent.mine.resubmitSend')}
        </Button>
      </div>
    </form>
  );
}
