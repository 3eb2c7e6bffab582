import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import type { ConnectionActions } from '../hooks/useConnectionActions.js';
import type { MemberSummary } from '../types.js';
import { MemberCard } from './MemberCard.js';
import * as styles from './MemberDirectory.css.js';

export interface MemberDirectoryProps {
  /** The members to show (already filtered by the search box). */
  members: readonly MemberSummary[] | undefined;
  /** How many members the portal has, for the heading. */
  total: number | undefined;
  /** The trimmed search text; empty when there is none. */
  search: string;
  viewerId: string | null;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  actions: ConnectionActions;
}

/**
 * The directory under a heading with the member count: the search's result count (announced
 * politely), the cards, the loading, error and both empty states, and Load more.
 */
export function MemberDirectory({
  members,
  total,
  search,
  viewerId,
  loading,
  failed,
  hasMore,
  loadingMore,
  onLoadMore,
  actions,
}: MemberDirectoryProps) {
  const { t } = useTranslation();
  const headingId = useId();

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.members.loadError')}
        </p>
      );
    }
    if (!members) return loading ? <Loading /> : null;
    if (members.length === 0) {
      return (
        <p className={styles.empty}>
          {search ? t('pages.members.emptySearch') : t('pages.members.emptyAll')}
        </p>
      );
    }
    return (
      <ul className={styles.grid}>
        {members.map((member) => (
          <li key={member.id} className={styles.item}>
            <MemberCard member={member} isViewer={member.id === viewerId} actions={actions} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading}>
        {total === undefined
          ? t('pages.members.headingPlain')
          : t('pages.members.count', { count: total })}
      </h2>
      <p role="status" className={styles.results}>
        {search && members ? t('pages.members.results', { count: members.length }) : ''}
      </p>
      {body()}
      {hasMore && !failed ? (
        <div className={styles.more}>
          <Button variant="secondary" isDisabled={loadingMore} onPress={onLoadMore}>
            {loadingMore ? t('common.loading') : t('pages.members.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
