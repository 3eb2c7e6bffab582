import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { Loading } from '../../../ui/Loading.js';
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
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
