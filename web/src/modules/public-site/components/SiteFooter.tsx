import { useMonthYear } from '../../../i18n/dates.js';
import { useYear } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { LtrText } from '../../../ui/UserText.js';
import {
  Anchor,
  CONTACT,
  ExternalLink,
  FOOTER_FACTS,
  SERVICES,
  SOCIAL_LINKS,
} from '../../association/index.js';
import * as styles from '../publicSite.css.js';

const QUICK_LINKS = [
  { href: '/about', key: 'nav.about' },
  { href: '/discussions', key: 'nav.discussions' },
  { href: '/members', key: 'nav.members' },
  { href: '/documents', key: 'nav.documents' },
  { href: '/news', key: 'nav.news' },
] as const;

const LEGAL_LINKS = [
  { href: '/privacy', key: 'nav.privacy' },
  { href: '/terms', key: 'nav.terms' },
  { href: '/accessibility', key: 'nav.accessibility' },
] as const;

/**
 * The site's footer (spec "Landing page content", §9): about, social links, quick links,
 * services (each a link), address, phone, e-mail, the legal links, the founding year and ©.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = useYear();
  const monthYear = useMonthYear();
  return (
    <>
      <div className={styles.footer}>
        <div>
          <h2 className={styles.footerHeading}>{t('publicSite.footer.aboutHeading')}</h2>
          <p className={styles.muted}>{t('publicSite.footer.blurb')}</p>
          <h2 className={styles.footerHeading}>{t('publicSite.footer.social')}</h2>
          <ul className={styles.inlineList}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <ExternalLink href={social.url}>{social.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.footerHeading}>
            {t('publicSite.footer.quickLinks')}
          </h2>
          <ul className={styles.plainList}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.footerHeading}>{t('publicSite.footer.servicesHeading')}</h2>
          <ul className={styles.plainList}>
            {SERVICES.map((service) => (
              <li key={service.id}>
                <Link href={service.href}>{t(`publicSite.footer.services.${service.id}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.footerHeading}>{t('publicSite.footer.contactHeading')}</h2>
          <dl className={styles.plainList}>
            <div>
              <dt className={styles.muted}>{t('publicSite.footer.address')}</dt>
              <dd>{CONTACT.address}</dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('publicSite.footer.phone')}</dt>
              <dd>
                <Anchor href={`tel:${CONTACT.phones[0].replace(/\s/g, '')}`}>
                  <LtrText>{CONTACT.phones[0]}</LtrText>
                </Anchor>
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('publicSite.footer.email')}</dt>
              <dd>
                <Anchor href={`mailto:${CONTACT.email}`}>
                  <LtrText>{CONTACT.email}</LtrText>
                </Anchor>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p>
          {t('publicSite.footer.copyright', {
            year: year(FOOTER_FACTS.copyrightYear),
            name: t('app.name'),
          })}{' '}
          {t('publicSite.footer.founded', { year: monthYear(FOOTER_FACTS.founded) })}
        </p>
        <ul className={styles.inlineList} aria-label={t('publicSite.footer.legal')}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
