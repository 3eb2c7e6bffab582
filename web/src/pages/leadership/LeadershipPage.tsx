import { useEffect, useRef, useState } from 'react';
import { useFigure } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import {
  Anchor,
  CONTACT,
  ExternalLink,
  isHttpUrl,
  LEADERSHIP_STATS,
  OFFICERS,
  OFFICIAL_SITE_URL,
  OfficerAvatar,
} from '../../modules/association/index.js';
import { ContactForm, publicSiteStyles as styles } from '../../modules/public-site/index.js';
import { button } from '../../ui/Button.css.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { visuallyHidden } from '../../ui/VisuallyHidden.css.js';
import * as pageStyles from './LeadershipPage.css.js';

/** The contact form's anchor (the landing page's contact link names it too). */
const CONTACT_FORM_ID = 'leadership-contact-form';

const ACHIEVEMENT_KEYS = ['a1', 'a2', 'a3'] as const;

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** Leadership (spec "Leadership"): four executive cards, stat cards, vision and contact. */
export default function LeadershipPage() {
  const { t } = useTranslation();
  const figure = useFigure();
  const [contactOpen, setContactOpen] = useState(false);
  const contactForm = useRef<HTMLDivElement>(null);
  // Asked for before the script ran (the link's anchor): it stays open whatever the address does.
  useEffect(() => {
    if (window.location.hash === `#${CONTACT_FORM_ID}`) setContactOpen(true);
  }, []);
  useEffect(() => {
    if (contactOpen)
      contactForm.current
        ?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea')
        ?.focus();
  }, [contactOpen]);

  const statValue = (value: number, unit: 'percent' | 'plus' | 'plain') =>
    unit === 'percent'
      ? `${figure(value)}%`
      : unit === 'plus'
        ? t('landing.figure', { value: figure(value) })
        : figure(value);

  return (
    <div className={styles.page}>
      <PageHeader title={t('leadership.title')} lead={t('leadership.lead')} />
      <section className={styles.section} aria-labelledby="leadership-executive">
        <h2 id="leadership-executive" className={styles.sectionHeading}>
          {t('leadership.executiveHeading')}
        </h2>
        <ul className={styles.wideGrid}>
          {OFFICERS.map((officer) => (
            <li key={officer.id} className={styles.card}>
              <div className={styles.person}>
                <OfficerAvatar name={officer.name} />
                <div>
                  <h3 className={styles.cardHeading}>{officer.name}</h3>
                  <p>{t(`leadership.officers.${officer.id}.position`)}</p>
                </div>
              </div>
              <p>{t(`leadership.officers.${officer.id}.bio`)}</p>
              <p>
                <strong>{t('leadership.specialization')}:</strong>{' '}
                {t(`leadership.officers.${officer.id}.specialization`)}
              </p>
              <h4 className={styles.muted}>{t('leadership.achievements')}</h4>
              <ul className={styles.list}>
                {ACHIEVEMENT_KEYS.map((key) => (
                  <li key={key}>{t(`leadership.officers.${officer.id}.${key}`)}</li>
                ))}
              </ul>
              <ul className={styles.plainList}>
                <li>
                  <Anchor href={`mailto:${officer.email}`}>
                    <span className={visuallyHidden}>
                      {t('leadership.emailOf', { name: officer.name })}:{' '}
                    </span>
                    {officer.email}
                  </Anchor>
                </li>
                <li>
                  {t('leadership.phone')}:{' '}
                  <Anchor href={telHref(officer.phone)}>
                    <bdi dir="ltr">{officer.phone}</bdi>
                  </Anchor>
                </li>
                {isHttpUrl(officer.profileUrl) ? (
                  <li>
                    <ExternalLink href={officer.profileUrl}>
                      {t('leadership.profile', { name: officer.name })}
                    </ExternalLink>
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="leadership-stats">
        <h2 id="leadership-stats" className={styles.sectionHeading}>
          {t('leadership.statsHeading')}
        </h2>
        <ul className={styles.grid}>
          {LEADERSHIP_STATS.map((stat) => (
            <li key={stat.id} className={styles.card}>
              <span className={styles.statValue}>{statValue(stat.value, stat.unit)}</span>
              <span className={styles.statLabel}>{t(`leadership.stats.${stat.id}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="leadership-vision">
        <h2 id="leadership-vision" className={styles.sectionHeading}>
          {t('leadership.visionHeading')}
        </h2>
        <div className={styles.prose}>
          <p>{t('leadership.vision1')}</p>
          <p>{t('leadership.vision2')}</p>
        </div>
      </section>
      <section id="contact" className={styles.section} aria-labelledby="leadership-contact">
        <h2 id="leadership-contact" className={styles.sectionHeading}>
          {t('leadership.contactHeading')}
        </h2>
        <dl className={styles.plainList}>
          <div>
            <dt className={styles.muted}>{t('leadership.headquarters')}</dt>
            <dd>{t('leadership.headquartersText', { address: CONTACT.address })}</dd>
          </div>
          <div>
            <dt className={styles.muted}>{t('leadership.phones')}</dt>
            <dd>
              <ul className={styles.inlineList}>
                {CONTACT.phones.map((phone) => (
                  <li key={phone}>
                    <Anchor href={telHref(phone)}>
                      <bdi dir="ltr">{phone}</bdi>
                    </Anchor>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className={styles.muted}>{t('leadership.officialEmail')}</dt>
            <dd>
              <Anchor href={`mailto:${CONTACT.leadershipEmail}`}>{CONTACT.leadershipEmail}</Anchor>
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <a
            href={`#${CONTACT_FORM_ID}`}
            className={button.primary}
            onClick={(event) => {
              event.preventDefault();
              setContactOpen(true);
            }}
          >
            {t('leadership.contactButton')}
          </a>
          <ExternalLink href={OFFICIAL_SITE_URL} variant="secondary">
            {t('leadership.visitWebsite')}
          </ExternalLink>
        </div>
        <div
          id={CONTACT_FORM_ID}
          ref={contactForm}
          className={contactOpen ? undefined : pageStyles.contactFormUntilAsked}
        >
          <ContactForm heading={t('contact.formTitle')} />
        </div>
      </section>
    </div>
  );
}
