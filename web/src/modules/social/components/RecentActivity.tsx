import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { Link } from '../../../ui/Link.js';
import { Loading } from '../../../ui/Loading.js';
import { catalogText } from '../../moderation/index.js';
import type { SocialActivityEntry } from '../types.js';
import * as styles from './Social.css.js';

export interface RecentActivityProps {
  entries: readonly SocialActivityEntry[] | null;
  loading?: boolean;
  failed?: boolean;
  formatDate: (iso: string) => string;
}

const SAFE_LINK = /^https?:\/\//i;

/** The latest social posts the association really published (approved submissions). */
export function RecentActivity({ entries, loading, failed, formatDate }: RecentActivityProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="social-activity">
      <h2 id="social-activity" className={styles.heading}>
        {t('pages.socialConnect.activity.heading')}
      </h2>
      {loading ? (
        <Loading />
      ) : failed ? (
        <p role="alert" className={styles.error}>
          {t('pages.socialConnect.activity.failed')}
        </p>
      ) : !entries || entries.length === 0 ? (
        <p className={styles.text}>{t('pages.socialConnect.activity.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => {
            const platform =
              catalogText(t, `pages.submitContent.platforms.${specValue(entry.platform)}`) ??
              entry.platform;
            const link = [entry.externalUrl, entry.postUrl].find(
              (url): url is string => !!url && SAFE_LINK.test(url),
            );
            return (
              <li key={entry.id} className={styles.activity}>
                <p className={styles.meta}>
                  {t('pages.socialConnect.activity.on', { platform })} ·{' '}
                  <time dateTime={entry.publishedAt}>{formatDate(entry.publishedAt)}</time>
                </p>
                <p className={styles.activityText}>{entry.content}</p>
                {entry.hashtags ? <p className={styles.meta}>{entry.hashtags}</p> : null}
                {link ? (
                  <Link href={link} target="_blank" rel="noopener noreferrer">
                    {t('pages.socialConnect.activity.open')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
