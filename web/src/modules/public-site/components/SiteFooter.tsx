import { useYear } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
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
 * services, address, phone, e-mail, the legal links, founded 1960 and © 2024.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = useYear();
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
              <li key={service}>{t(`publicSite.footer.services.${service}`)}</li>
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
                  <bdi dir="ltr">{CONTACT.phones[0]}</bdi>
                </Anchor>
              </dd>
            </div>
            <div>
              <dt className={styles.muted}>{t('publicSite.footer.email')}</dt>
              <dd>
                <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor>
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
          {t('publicSite.footer.founded', { year: year(FOOTER_FACTS.foundedYear) })}
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
