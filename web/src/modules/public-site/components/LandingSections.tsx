import { useFigure, useYear } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { CONTACT_PATH, FIND_LAWYER_PATH } from '../../../routing/access.js';
import { Link } from '../../../ui/Link.js';
import { PageHeading } from '../../../ui/PageHeading.js';
import {
  ACHIEVEMENTS,
  LANDING_FIGURES,
  LANDING_OFFICERS,
  MISSION_CARDS,
  OFFICERS,
  OfficerAvatar,
  PARTNERS,
} from '../../association/index.js';
import * as styles from '../publicSite.css.js';

export function LandingHero() {
  const { t } = useTranslation();
  return (
    <div className={styles.hero}>
      <p className={styles.heroLabel}>{t('landing.heroLabel')}</p>
      <PageHeading className={styles.heroTitle}>{t('app.name')}</PageHeading>
      <p className={styles.heroTagline}>{t('app.tagline')}</p>
      <div className={styles.actions}>
        {/* The public's first reason to come (issue 31), before joining and reading more. */}
        <Link href={FIND_LAWYER_PATH} variant="secondary" className={styles.heroPrimary}>
          {t('landing.findLawyer')}
        </Link>
        <Link href="/apply" variant="secondary" className={styles.heroSecondary}>
          {t('landing.join')}
        </Link>
        <Link href="/about" variant="secondary" className={styles.heroSecondary}>
          {t('landing.learnMore')}
        </Link>
      </div>
    </div>
  );
}

export function LandingStats() {
  const { t } = useTranslation();
  const figure = useFigure();
  return (
    <section className={styles.section} aria-labelledby="landing-stats">
      <h2 id="landing-stats" className={styles.sectionHeading}>
        {t('landing.statsHeading')}
      </h2>
      <ul className={styles.grid}>
        {LANDING_FIGURES.map((item) => (
          <li key={item.id} className={styles.card}>
            <span className={styles.statValue}>
              {t('landing.figure', { value: figure(item.value) })}
            </span>
            <span className={styles.statLabel}>{t(`landing.stats.${item.id}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingMission() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="landing-mission">
      <h2 id="landing-mission" className={styles.sectionHeading}>
        {t('landing.missionHeading')}
      </h2>
      <p className={styles.lead}>{t('landing.missionLead')}</p>
      <ul className={styles.grid}>
        {MISSION_CARDS.map((id) => (
          <li key={id} className={styles.card}>
            <h3 className={styles.cardHeading}>{t(`landing.mission.${id}.title`)}</h3>
            <p>{t(`landing.mission.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingLeadership() {
  const { t } = useTranslation();
  const officers = LANDING_OFFICERS.flatMap((id) =>
    OFFICERS.filter((officer) => officer.id === id),
  );
  return (
    <section className={styles.section} aria-labelledby="landing-leadership">
      <h2 id="landing-leadership" className={styles.sectionHeading}>
        {t('landing.leadershipHeading')}
      </h2>
      <p className={styles.lead}>{t('landing.leadershipLead')}</p>
      <ul className={styles.wideGrid}>
        {officers.map((officer) => (
          <li key={officer.id} className={styles.card}>
            <div className={styles.person}>
              <OfficerAvatar name={officer.name} />
              <div>
                <h3 className={styles.cardHeading}>{officer.name}</h3>
                <p>{t(`leadership.officers.${officer.id}.position`)}</p>
                <p className={styles.muted}>
                  {t(`leadership.officers.${officer.id}.specialization`)}
                </p>
              </div>
            </div>
            <p>{t(`leadership.officers.${officer.id}.bio`)}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/leadership">{t('landing.meetTeam')}</Link>
      </p>
    </section>
  );
}

export function LandingTimeline() {
  const { t } = useTranslation();
  const year = useYear();
  return (
    <section className={styles.section} aria-labelledby="landing-timeline">
      <h2 id="landing-timeline" className={styles.sectionHeading}>
        {t('landing.timelineHeading')}
      </h2>
      <ol className={styles.timeline}>
        {ACHIEVEMENTS.map((item) => (
          <li key={item.id} className={styles.timelineItem}>
            <span className={styles.timelineWhen}>{year(item.year)}</span>
            <h3 className={styles.cardHeading}>{t(`landing.timeline.${item.id}.title`)}</h3>
            <p>{t(`landing.timeline.${item.id}.description`)}</p>
            <p>
              <strong>{t('landing.impact')}:</strong> {t(`landing.timeline.${item.id}.impact`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LandingPartners() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="landing-partners">
      <h2 id="landing-partners" className={styles.sectionHeading}>
        {t('landing.partnersHeading')}
      </h2>
      <p className={styles.lead}>{t('landing.partnersLead')}</p>
      <ul className={styles.inlineList}>
        {PARTNERS.map((partner) => (
          <li key={partner} className={styles.partner}>
            {partner}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingCallToAction() {
  const { t } = useTranslation();
  return (
    <section className={styles.cta} aria-labelledby="landing-cta">
      <h2 id="landing-cta" className={styles.sectionHeading}>
        {t('landing.ctaHeading')}
      </h2>
      <p>{t('landing.ctaText')}</p>
      <div className={styles.actions}>
        <Link href="/apply" variant="primary">
          {t('landing.becomeMember')}
        </Link>
        <Link href={CONTACT_PATH} variant="secondary">
          {t('landing.contactUs')}
        </Link>
      </div>
    </section>
  );
}
