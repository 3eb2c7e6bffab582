import { useMonthYear } from '../../i18n/dates.js';
import { useTranslation } from '../../i18n/react.js';
import { FACTS, FOUNDING_PRINCIPLES, FOUNDING_TIMELINE } from '../../modules/association/index.js';
import { publicSiteStyles as styles } from '../../modules/public-site/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Founders Tribute (spec): 40 founders in June 2004, the vision, principles, timeline, legacy. */
export default function FoundersTributePage() {
  const { t } = useTranslation();
  const monthYear = useMonthYear();
  const date = monthYear(FACTS.founded);

  return (
    <div className={styles.page}>
      <PageHeader title={t('foundersTribute.title')} lead={t('foundersTribute.lead', { date })} />
      <p className={styles.prose}>
        {t('foundersTribute.intro', { count: FACTS.foundingMembers, date })}
      </p>
      <blockquote className={styles.quote}>
        <p>{t('foundersTribute.quote')}</p>
        <footer className={styles.muted}>{t('foundersTribute.quoteBy', { date })}</footer>
      </blockquote>
      <section className={styles.section} aria-labelledby="founders-principles">
        <h2 id="founders-principles" className={styles.sectionHeading}>
          {t('foundersTribute.principlesHeading')}
        </h2>
        <ul className={styles.grid}>
          {FOUNDING_PRINCIPLES.map((id) => (
            <li key={id} className={styles.card}>
              <h3 className={styles.cardHeading}>{t(`foundersTribute.principles.${id}.title`)}</h3>
              <p>{t(`foundersTribute.principles.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="founders-timeline">
        <h2 id="founders-timeline" className={styles.sectionHeading}>
          {t('foundersTribute.timelineHeading')}
        </h2>
        <ol className={styles.timeline}>
          {FOUNDING_TIMELINE.map((item) => (
            <li key={item.id} className={styles.timelineItem}>
              <span className={styles.timelineWhen}>{monthYear(item.date)}</span>
              <h3 className={styles.cardHeading}>
                {t(`foundersTribute.timeline.${item.id}.title`)}
              </h3>
              <p>{t(`foundersTribute.timeline.${item.id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="founders-legacy">
        <h2 id="founders-legacy" className={styles.sectionHeading}>
          {t('foundersTribute.legacyHeading')}
        </h2>
        <div className={styles.prose}>
          <p>{t('foundersTribute.legacy1')}</p>
          <p>{t('foundersTribute.legacy2')}</p>
        </div>
      </section>
    </div>
  );
}
