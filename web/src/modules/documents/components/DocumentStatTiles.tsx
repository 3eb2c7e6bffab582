import { useId } from 'react';
import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { statCardsStyles as styles } from '../../stats/index.js';
import type { DocumentStats } from '../documentStats.js';

/** The four tiles of spec §2, from the documents fetched. */
export function DocumentStatTiles({ stats }: { stats: DocumentStats | undefined }) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const headingId = useId();
  const tiles = [
    { title: t('pages.documents.stats.total'), value: stats?.total },
    { title: t('pages.documents.stats.downloads'), value: stats?.downloads },
    { title: t('pages.documents.stats.mostDownloaded'), value: stats?.mostDownloaded },
    { title: t('pages.documents.stats.recent'), value: stats?.recentUploads },
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.documents.stats.heading')}
      </h2>
      <dl className={styles.grid}>
        {tiles.map((tile) => (
          <div key={tile.title} className={styles.card}>
            <dt className={styles.title}>{tile.title}</dt>
            {tile.value === undefined ? (
              <dd className={styles.pending}>{t('common.loading')}</dd>
            ) : (
              <dd className={styles.value}>{numbers.format(tile.value)}</dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
