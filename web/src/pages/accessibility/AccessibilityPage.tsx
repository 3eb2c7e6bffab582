import { useTranslation } from '../../i18n/react.js';
import { Anchor, CONTACT } from '../../modules/association/index.js';
import { ContactForm, publicSiteStyles as styles } from '../../modules/public-site/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

const MEASURES = ['measure1', 'measure2', 'measure3', 'measure4', 'measure5'] as const;

/** The accessibility statement: the WCAG 2.2 AA target, what is done, how to report a barrier. */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader title={t('accessibility.title')} lead={t('accessibility.lead')} />
      <section className={styles.section} aria-labelledby="a11y-target">
        <h2 id="a11y-target" className={styles.sectionHeading}>
          {t('accessibility.targetHeading')}
        </h2>
        <p className={styles.prose}>{t('accessibility.target')}</p>
      </section>
      <section className={styles.section} aria-labelledby="a11y-measures">
        <h2 id="a11y-measures" className={styles.sectionHeading}>
          {t('accessibility.measuresHeading')}
        </h2>
        <ul className={styles.list}>
          {MEASURES.map((key) => (
            <li key={key}>{t(`accessibility.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="a11y-report">
        <h2 id="a11y-report" className={styles.sectionHeading}>
          {t('accessibility.reportHeading')}
        </h2>
        <p className={styles.prose}>{t('accessibility.report', { email: CONTACT.email })}</p>
        <p>
          <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor>
        </p>
      </section>
      <ContactForm
        heading={t('contact.formTitle')}
        defaultSubject={t('accessibility.formSubject')}
      />
    </div>
  );
}
