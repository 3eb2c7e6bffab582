import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import type { DiscussionSummary } from '../types.js';
import { DiscussionCard } from './DiscussionCard.js';
import * as styles from './DiscussionList.css.js';

export interface DiscussionListProps {
  /** The selected practice area's name in the interface language; absent for all areas. */
  areaName?: string;
  discussions: readonly DiscussionSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The search text the list is filtered by; blank when none. */
  search?: string;
  /** Polite news about the list (the search's count, how many more were loaded); the live
   * region is there whenever this is given, so that a change is announced. */
  status?: string;
  /** Shows Load more: the last page was full. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The list under a heading naming the selected area, with its loading, error and empty states,
 * a polite status line and Load more.
 */
export function DiscussionList({
  areaName,
  discussions,
  loading,
  failed,
  search = '',
  status,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: DiscussionListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The spec's list heading is the selected area's own name.
  const heading = areaName ?? t('pages.discussions.headingAll');

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.discussions.loadError')}
        </p>
      );
    }
    if (!discussions) return loading ? <Loading /> : null;
    if (discussions.length === 0) {
      return (
        <p className={styles.empty}>
          {search.trim()
            ? t('pages.discussions.emptySearch')
            : areaName
              ? t('pages.discussions.emptyArea')
              : t('pages.discussions.emptyAll')}
        </p>
      );
    }
    return (
      <ul className={styles.list}>
        {discussions.map((discussion) => (
          <li key={discussion.id}>
            <DiscussionCard discussion={discussion} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {status === undefined ? null : (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      {body()}
      {hasMore && !failed && onLoadMore ? (
        <div className={styles.more}>
          <Button variant="secondary" isDisabled={loadingMore} onPress={onLoadMore}>
            {loadingMore ? t('common.loading') : t('pages.discussions.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
