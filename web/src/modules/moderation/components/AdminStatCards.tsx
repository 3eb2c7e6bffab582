import { useId } from 'react';
import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { statCardsStyles as styles } from '../../stats/index.js';
import type { AdminStats } from '../types.js';

export interface AdminStatCardsProps {
  stats: AdminStats | null;
  failed?: boolean;
}

/** The four cards: pending news, pending reviews, total consultations, total members. */
export function AdminStatCards({ stats, failed }: AdminStatCardsProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const headingId = useId();
  const cards = [
    { key: 'pendingNews', value: stats?.pendingNews },
    { key: 'pendingReviews', value: stats?.pendingReviews },
    { key: 'totalConsultations', value: stats?.totalConsultations },
    { key: 'totalMembers', value: stats?.totalMembers },
  ] as const;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={!stats && !failed}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.admin.stats.label')}
      </h2>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('pages.admin.loadFailed')}
        </p>
      ) : (
        <dl className={styles.grid}>
          {cards.map((card) => (
            <div key={card.key} className={styles.card} data-stat={card.key}>
              <dt className={styles.title}>{t(`pages.admin.stats.${card.key}`)}</dt>
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
