import { useTranslation } from '../../../i18n/react.js';
import * as styles from './Social.css.js';

const FEATURES = ['news', 'events', 'community'] as const;

/** What following the association brings. */
export function SocialFeatures() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="social-features">
      <h2 id="social-features" className={styles.heading}>
        {t('pages.socialConnect.features.heading')}
      </h2>
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {t(`pages.socialConnect.features.${feature}.title`)}
            </h3>
            <p className={styles.text}>{t(`pages.socialConnect.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
