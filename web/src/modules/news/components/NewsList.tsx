import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import type { NewsEntry } from '../types.js';
import { NewsCard } from './NewsCard.js';
import * as styles from './NewsList.css.js';

export interface NewsListProps {
  /** The items to show (already filtered by the search text). */
  news: readonly NewsEntry[] | undefined;
  /** Whether a search text is filtering the loaded news. */
  searching: boolean;
  /** What an empty list says instead of "No news available yet" (the bookmarks). */
  emptyMessage?: string;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onShare: (item: NewsEntry) => void;
  onToggleBookmark: (item: NewsEntry) => void;
  bookmarkPendingId: string | null;
}

/** The news cards under their heading, with loading, error, empty and "Load more" states. */
export function NewsList({
  news,
  searching,
  emptyMessage,
  loading,
  failed,
  hasMore,
  loadingMore,
  onLoadMore,
  onShare,
  onToggleBookmark,
  bookmarkPendingId,
}: NewsListProps) {
  const { t } = useTranslation();
  const headingId = useId();

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.news.loadError')}
        </p>
      );
    }
    if (!news) return loading ? <Loading /> : null;
    if (news.length === 0) {
      return (
        <p className={styles.empty}>
          {searching ? t('pages.news.noMatch') : (emptyMessage ?? t('pages.news.empty'))}
        </p>
      );
    }
    return (
      <ul className={styles.list}>
        {news.map((item) => (
          <li key={item.id}>
            <NewsCard
              item={item}
              onShare={onShare}
              onToggleBookmark={onToggleBookmark}
              bookmarkPending={bookmarkPendingId === item.id}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.news.latest')}
      </h2>
      {body()}
      {hasMore && !failed ? (
        <div className={styles.more}>
          <Button variant="secondary" onPress={onLoadMore} isDisabled={loadingMore}>
            {loadingMore ? t('common.loading') : t('pages.news.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
