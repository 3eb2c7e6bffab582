import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import * as styles from './NewsCategories.css.js';

const CATEGORIES = ['barUpdates', 'legalReforms', 'professionalDevelopment'] as const;

/** The static "News Categories" section: three tiles. */
export function NewsCategories() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.news.categories.heading')}
      </h2>
      <ul className={styles.tiles}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <div className={styles.tile}>
              <h3 className={styles.tileTitle}>{t(`pages.news.categories.${category}.title`)}</h3>
              <p className={styles.tileText}>{t(`pages.news.categories.${category}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
