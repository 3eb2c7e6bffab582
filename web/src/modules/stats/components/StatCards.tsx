import { useId } from 'react';
import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { usePortalStats } from '../hooks/usePortalStats.js';
import * as styles from './StatCards.css.js';

/** The dashboard's three counts, read from the portal statistics (never sample numbers). */
export function StatCards() {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const { stats, loading, failed } = usePortalStats();
  const headingId = useId();

  const cards = [
    { title: t('pages.dashboard.activeDiscussions'), value: stats?.discussions },
    { title: t('pages.dashboard.registeredMembers'), value: stats?.members },
    { title: t('pages.dashboard.sharedDocuments'), value: stats?.documents },
  ];

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.dashboard.statsHeading')}
      </h2>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('pages.dashboard.statsError')}
        </p>
      ) : (
        <dl className={styles.grid}>
          {cards.map((card) => (
            <div key={card.title} className={styles.card}>
              <dt className={styles.title}>{card.title}</dt>
              {card.value === undefined ? (
                <dd className={styles.pending}>{t('common.loading')}</dd>
              ) : (
                <dd className={styles.value}>{numbers.format(card.value)}</dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
