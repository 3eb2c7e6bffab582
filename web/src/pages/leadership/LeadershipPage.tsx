import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFigure } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import { usePageForm } from '../../lib/pageForm.js';
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
import {
  CONTACT_SENT,
  ContactForm,
  publicSiteStyles as styles,
} from '../../modules/public-site/index.js';
import { CONTACT_FORM_ID } from '../../routing/access.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { LtrText } from '../../ui/UserText.js';
import { visuallyHidden } from '../../ui/VisuallyHidden.css.js';

const ACHIEVEMENT_KEYS = ['a1', 'a2', 'a3'] as const;

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/**
 * The page with the contact form open, in the language it is shown in: where "Contact
 * Leadership" leads before the script.
 */
function contactOpenHref(search: URLSearchParams): string {
  const query = new URLSearchParams(search);
  query.delete('sent');
  query.set('contact', '');
  return `/leadership?${query}#${CONTACT_FORM_ID}`;
}

/** Leadership (spec "Leadership"): four executive cards, stat cards, vision and contact. */
export default function LeadershipPage() {
  const { t } = useTranslation();
  const figure = useFigure();
  const [searchParams] = useSearchParams();
  const refused = usePageForm('contact').refused;
  // Open at the form's own address, after a post without the script (refused or sent).
  const [contactOpen, setContactOpen] = useState(
    () =>
      searchParams.has('contact') ||
      searchParams.get('sent') === CONTACT_SENT ||
      refused !== undefined,
  );
  // Asked for by the link before the script ran (the page came at the form's anchor): once the
  // app runs, focus goes into the form, as after a tap on the link it handles itself.
  useEffect(() => {
    if (window.location.hash !== `#${CONTACT_FORM_ID}` || refused) return;
    document
      .getElementById(CONTACT_FORM_ID)
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea')
      ?.focus();
  }, [refused]);

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
                    <LtrText>{officer.phone}</LtrText>
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
                      <LtrText>{phone}</LtrText>
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
          {/* A link before the script runs (a tap is never lost), a disclosure after. */}
          <Link
            href={contactOpenHref(searchParams)}
            variant="primary"
            aria-expanded={contactOpen}
            aria-controls={contactOpen ? CONTACT_FORM_ID : undefined}
            onClick={(event) => {
              event.preventDefault();
              setContactOpen((open) => !open);
            }}
          >
            {t('leadership.contactButton')}
          </Link>
          <ExternalLink href={OFFICIAL_SITE_URL} variant="secondary">
            {t('leadership.visitWebsite')}
          </ExternalLink>
        </div>
        {contactOpen ? (
          <div id={CONTACT_FORM_ID}>
            <ContactForm heading={t('contact.formTitle')} autoFocus />
          </div>
        ) : null}
      </section>
    </div>
  );
}
