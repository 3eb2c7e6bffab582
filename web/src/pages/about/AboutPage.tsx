import { useMonthYear } from '../../i18n/dates.js';
import { useFigure } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import { FACTS } from '../../modules/association/index.js';
import { publicSiteStyles as styles } from '../../modules/public-site/index.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** About: the association's history and the displayed facts of spec §9. */
export default function AboutPage() {
  const { t } = useTranslation();
  const monthYear = useMonthYear();
  const figure = useFigure();
  const founded = monthYear(FACTS.founded);
  const facts = [
    { id: 'founded', value: founded },
    { id: 'foundingMembers', value: figure(FACTS.foundingMembers) },
    { id: 'membership', value: `${figure(FACTS.membershipShare.card)}%` },
    { id: 'legalAid', value: t('landing.figure', { value: figure(FACTS.annualLegalAidCases) }) },
    { id: 'offices', value: figure(FACTS.regionalOffices) },
    { id: 'years', value: figure(FACTS.years) },
  ] as const;

  return (
    <div className={styles.page}>
      <PageHeader title={t('about.title')} lead={t('about.lead')} />
      <section className={styles.section} aria-labelledby="about-history">
        <h2 id="about-history" className={styles.sectionHeading}>
          {t('about.historyHeading')}
        </h2>
        <div className={styles.prose}>
          <p>{t('about.history1', { founded, count: FACTS.foundingMembers })}</p>
          <p>{t('about.history2')}</p>
          <p>{t('about.history3')}</p>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="about-facts">
        <h2 id="about-facts" className={styles.sectionHeading}>
          {t('about.factsHeading')}
        </h2>
        <ul className={styles.grid}>
          {facts.map((fact) => (
            <li key={fact.id} className={styles.card}>
              <span className={styles.statValue}>{fact.value}</span>
              <span className={styles.statLabel}>{t(`about.facts.${fact.id}`)}</span>
            </li>
          ))}
        </ul>
        <p>
          {t('about.facts.membershipDetail', {
            low: figure(FACTS.membershipShare.low),
            high: figure(FACTS.membershipShare.high),
          })}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="about-governance">
        <h2 id="about-governance" className={styles.sectionHeading}>
          {t('about.governanceHeading')}
        </h2>
        <p className={styles.prose}>
          {t('about.governance', {
            years: figure(FACTS.assemblyEveryYears),
            board: figure(FACTS.boardMembers),
          })}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="about-mission">
        <h2 id="about-mission" className={styles.sectionHeading}>
          {t('about.missionHeading')}
        </h2>
        <p className={styles.prose}>{t('about.mission')}</p>
      </section>
      <section className={styles.section} aria-labelledby="about-more">
        <h2 id="about-more" className={styles.sectionHeading}>
          {t('about.moreHeading')}
        </h2>
        <ul className={styles.inlineList}>
          <li>
            <Link href="/leadership">{t('about.moreLeadership')}</Link>
          </li>
          <li>
            <Link href="/founders-tribute">{t('about.moreFounders')}</Link>
          </li>
          <li>
            <Link href="/elections-history">{t('about.moreElections')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
