import { useTranslation } from '../../../i18n/react.js';
import * as styles from './DiscussionCounts.css.js';

export interface DiscussionCountsProps {
  replies: number;
  views: number;
  likes: number;
}

/** Reply, view and like counts, each a whole phrase so that plural forms follow the language. */
export function DiscussionCounts({ replies, views, likes }: DiscussionCountsProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.counts}>
      <li>{t('pages.discussions.replies', { count: replies })}</li>
      <li>{t('pages.discussions.views', { count: views })}</li>
      <li>{t('pages.discussions.likes', { count: likes })}</li>
    </ul>
  );
}
