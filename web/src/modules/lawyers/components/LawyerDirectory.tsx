import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import type { PublicLawyer } from '../types.js';
import * as cardStyles from './LawyerCard.css.js';
import { LawyerCard } from './LawyerCard.js';
import * as styles from './LawyerDirectory.css.js';

export interface LawyerDirectoryProps {
  /** The pages loaded so far. */
  lawyers: readonly PublicLawyer[] | undefined;
  /** How many match in all, loaded or not. */
  total: number | undefined;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  onRequest: (lawyer: PublicLawyer) => void;
}

/**
 * The count of available lawyers (all that match, from the server), the spinner, the empty
 * state, the cards and "Load more" while some are not shown yet (spec §2).
 */
export function LawyerDirectory({
  lawyers,
  total,
  loading,
  loadingMore,
  failed,
  onRetry,
  onLoadMore,
  onRequest,
}: LawyerDirectoryProps) {
  const { t } = useTranslation();
  const headingId = useId();

  const body = () => {
    if (loading && !lawyers) {
      return (
        <div role="status" className={styles.loading} data-testid="lawyers-loading">
          <span className={cardStyles.spinner} aria-hidden="true" />
          <span className={cardStyles.srOnly}>{t('common.loading')}</span>
        </div>
      );
    }
    if (failed) {
      return (
        <div role="alert" className={styles.error}>
          <p>{t('lawyers.directory.loadError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('lawyers.directory.retry')}
          </Button>
        </div>
      );
    }
    if (!lawyers) return null;
    if (lawyers.length === 0) {
      return (
        <div className={styles.empty} data-testid="lawyers-empty">
          <p className={styles.emptyTitle}>{t('lawyers.directory.empty')}</p>
          <p className={styles.emptyHint}>{t('lawyers.directory.emptyHint')}</p>
        </div>
      );
    }
    const remaining = (total ?? lawyers.length) - lawyers.length;
    return (
      <>
        <ul className={styles.grid}>
          {lawyers.map((lawyer) => (
            <li key={lawyer.id} className={styles.item}>
              <LawyerCard lawyer={lawyer} onRequest={onRequest} />
            </li>
          ))}
        </ul>
        {remaining > 0 ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
              {loadingMore ? t('lawyers.directory.loadingMore') : t('lawyers.directory.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    // `#lawyers`: the public menu's "Request a consultation" (each card has the button).
    <section
      id="lawyers"
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <h2 id={headingId} className={styles.heading} aria-live="polite" data-testid="lawyers-count">
        {lawyers
          ? t('lawyers.directory.count', { count: total ?? lawyers.length })
          : t('lawyers.directory.headingPlain')}
      </h2>
      {body()}
    </section>
  );
}
