import { useTranslation } from '../../../i18n/react.js';
import * as styles from './SubmitContent.css.js';

const STEPS = ['submission', 'review', 'publication'] as const;

/** The three-step explanation: submission, administrative review, publication. */
export function SubmissionSteps() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="submission-steps">
      <h2 id="submission-steps" className={styles.panelTitle}>
        {t('pages.submitContent.steps.heading')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.subTitle}>{t(`pages.submitContent.steps.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`pages.submitContent.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
