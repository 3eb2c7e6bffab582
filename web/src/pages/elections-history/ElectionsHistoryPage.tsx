import { useDayRange } from '../../i18n/dates.js';
import { useFigure, useYear } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import { CONFERENCES, FACTS } from '../../modules/association/index.js';
import { publicSiteStyles as styles } from '../../modules/public-site/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Elections History (spec): the 5th, 4th and 3rd conferences, and how the board is elected. */
export default function ElectionsHistoryPage() {
  const { t } = useTranslation();
  const dayRange = useDayRange();
  const year = useYear();
  const figure = useFigure();
  const years = figure(FACTS.assemblyEveryYears);

  return (
    <div className={styles.page}>
      <PageHeader title={t('electionsHistory.title')} lead={t('electionsHistory.lead')} />
      <p className={styles.prose}>{t('electionsHistory.intro', { years })}</p>
      <section className={styles.section} aria-labelledby="elections-conferences">
        <h2 id="elections-conferences" className={styles.sectionHeading}>
          {t('electionsHistory.conferencesHeading')}
        </h2>
        <ol className={styles.timeline}>
          {CONFERENCES.map((conference) => (
            <li key={conference.id} className={styles.timelineItem}>
              <span className={styles.timelineWhen}>
                {'start' in conference
                  ? dayRange(conference.start, conference.end)
                  : year(conference.year)}
              </span>
              <h3 className={styles.cardHeading}>
                {t(`electionsHistory.conferences.${conference.id}.title`)}
              </h3>
              <p className={styles.muted}>{t('electionsHistory.place')}</p>
              <p>{t(`electionsHistory.conferences.${conference.id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="elections-governance">
        <h2 id="elections-governance" className={styles.sectionHeading}>
          {t('electionsHistory.governanceHeading')}
        </h2>
        <div className={styles.prose}>
          <p>{t('electionsHistory.governance1', { years })}</p>
          <p>{t('electionsHistory.governance2', { board: figure(FACTS.boardMembers) })}</p>
        </div>
      </section>
    </div>
  );
}
