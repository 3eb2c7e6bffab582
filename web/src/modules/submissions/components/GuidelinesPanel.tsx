import { useTranslation } from '../../../i18n/react.js';
import * as styles from './SubmitContent.css.js';

const ACCEPTED = ['legalNews', 'events', 'trainings', 'successes', 'regulatory'] as const;
// Spec §9: normal news 24-48h, urgent news 2-4h, events 72h, social posts 12-24h, scheduled
// content per its schedule.
const TIMES = ['normalNews', 'urgentNews', 'events', 'social', 'scheduled'] as const;

/** Accepted content and processing times. */
export function GuidelinesPanel() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="submission-guidelines">
      <h2 id="submission-guidelines" className={styles.panelTitle}>
        {t('pages.submitContent.guidelines.heading')}
      </h2>
      <h3 className={styles.subTitle}>{t('pages.submitContent.guidelines.acceptedHeading')}</h3>
      <ul className={styles.list}>
        {ACCEPTED.map((item) => (
          <li key={item}>{t(`pages.submitContent.guidelines.accepted.${item}`)}</li>
        ))}
      </ul>
      <h3 className={styles.subTitle}>{t('pages.submitContent.guidelines.timesHeading')}</h3>
      <ul className={styles.list}>
        {TIMES.map((item) => (
          <li key={item}>{t(`pages.submitContent.guidelines.times.${item}`)}</li>
        ))}
      </ul>
    </section>
  );
}
