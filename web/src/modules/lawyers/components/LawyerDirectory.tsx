import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.js';
import type { PublicLawyer } from '../types.js';
import * as cardStyles from './LawyerCard.css.js';
import { LawyerCard } from './LawyerCard.js';
import * as styles from './LawyerDirectory.css.js';

export interface LawyerDirectoryProps {
  lawyers: readonly PublicLawyer[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onRequest: (lawyer: PublicLawyer) => void;
}

/** The count of available lawyers, the spinner, the empty state and the cards (spec §2). */
export function LawyerDirectory({
  lawyers,
  loading,
  failed,
  onRetry,
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
          <Button variant="secondary" onPress={onRetry}>
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
    return (
      <ul className={styles.grid}>
        {lawyers.map((lawyer) => (
          <li key={lawyer.id} className={styles.item}>
            <LawyerCard lawyer={lawyer} onRequest={onRequest} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading} aria-live="polite" data-testid="lawyers-count">
        {lawyers
          ? t('lawyers.directory.count', { count: lawyers.length })
          : t('lawyers.directory.headingPlain')}
      </h2>
      {body()}
    </section>
  );
}
