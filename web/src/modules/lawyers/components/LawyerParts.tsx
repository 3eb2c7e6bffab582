import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { LtrText, UserText } from '../../../ui/UserText.js';
import { isHttpUrl, isPortalPhoto } from '../filterLawyers.js';
import { languageLabel, termLabel } from '../lawyerTerms.js';
import { consultationPagePath, type PublicLawyer } from '../types.js';
import * as styles from './LawyerCard.css.js';
import { PlaceholderPhoto } from './PlaceholderPhoto.js';
import { StarRating } from './StarRating.js';

// The pieces of a lawyer's profile that the directory card and the lawyer's page both show.

/** The photo (or the placeholder), the name as `heading`, the badges and the stars. */
export function LawyerIdentity({
  lawyer,
  heading,
  className = styles.identity,
}: {
  lawyer: PublicLawyer;
  heading: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const photo = isPortalPhoto(lawyer.profileImage) ? lawyer.profileImage : null;
  return (
    <div className={className}>
      {photo ? (
        <img
          className={styles.photo}
          src={photo}
          alt={t('lawyers.card.photoAlt', { name: lawyer.fullName })}
        />
      ) : (
        <PlaceholderPhoto label={t('lawyers.card.placeholderAlt', { name: lawyer.fullName })} />
      )}
      <div className={styles.names}>
        {heading}
        <p className={styles.badges}>
          <Term className={styles.specialization} text={lawyer.specialization} />
          {lawyer.verified === 1 ? (
            <span className={styles.verified} data-testid="verified-badge">
              <span aria-hidden="true">✓ </span>
              {t('lawyers.card.verified')}
            </span>
          ) : null}
        </p>
        {lawyer.averageRating > 0 ? (
          <StarRating average={lawyer.averageRating} total={lawyer.totalReviews} />
        ) : null}
      </div>
    </div>
  );
}

/**
 * A specialization or practice area in the page's language when it is a reference term
 * (lawyerTerms.ts); a lawyer's own wording stays as written, isolated in its own direction.
 */
export function Term({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const { label, translated } = termLabel(t, text);
  return translated ? (
    <span className={className}>{label}</span>
  ) : (
    <UserText className={className}>{label}</UserText>
  );
}

/** The phone number as a tap-to-call link: tel: takes the digits and a leading +. */
export function PhoneLink({ phone }: { phone: string }) {
  const digits = phone.replace(/[^\d+]/g, '');
  return (
    <a className={styles.link} href={`tel:${digits}`}>
      <LtrText>{phone}</LtrText>
    </a>
  );
}

/**
 * Languages, experience (clamped to 2 lines on the card), consultation line, phone (tap to
 * call), office. `compact` (the directory's card) leaves the experience and the consultation
 * line to wide screens: on a phone they are on the lawyer's page.
 */
export function LawyerDetails({
  lawyer,
  clampExperience,
  compact = false,
}: {
  lawyer: PublicLawyer;
  clampExperience: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const wideOnly = compact ? ` ${styles.wideOnly}` : '';
  return (
    <dl className={styles.details}>
      {lawyer.languages.length > 0 ? (
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>{t('lawyers.card.languages')}</dt>
          <dd className={styles.detailValue} data-testid="languages">
            {lawyer.languages.map((name) => languageLabel(t, name).label).join(', ')}
          </dd>
        </div>
      ) : null}
      {lawyer.experience ? (
        <div className={`${styles.detail}${wideOnly}`}>
          <dt className={styles.detailTerm}>{t('lawyers.card.experience')}</dt>
          <UserText
            as="dd"
            className={
              clampExperience ? `${styles.detailValue} ${styles.experience}` : styles.detailValue
            }
          >
            {lawyer.experience}
          </UserText>
        </div>
      ) : null}
      <div className={`${styles.detail}${wideOnly}`}>
        <dt className={styles.detailTerm}>{t('lawyers.card.consultation')}</dt>
        <dd className={styles.detailValue} data-testid="consultation-line">
          {lawyer.consultationRate
            ? t('lawyers.card.consultationAvailableRate', { rate: lawyer.consultationRate })
            : t('lawyers.card.consultationAvailable')}
        </dd>
      </div>
      {lawyer.contactPhone ? (
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>{t('lawyers.card.phone')}</dt>
          <dd className={styles.detailValue}>
            <PhoneLink phone={lawyer.contactPhone} />
          </dd>
        </div>
      ) : null}
      {lawyer.officeAddress ? (
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>{t('lawyers.card.address')}</dt>
          <UserText as="dd" className={styles.detailValue}>
            {lawyer.officeAddress}
          </UserText>
        </div>
      ) : null}
    </dl>
  );
}

/** Website and LinkedIn, only when http(s), opening elsewhere. */
export function LawyerLinks({ lawyer }: { lawyer: PublicLawyer }) {
  const { t } = useTranslation();
  const links = [
    { href: lawyer.websiteUrl, label: t('lawyers.card.website', { name: lawyer.fullName }) },
    { href: lawyer.linkedinUrl, label: t('lawyers.card.linkedin', { name: lawyer.fullName }) },
  ].filter((link): link is { href: string; label: string } => isHttpUrl(link.href));
  if (links.length === 0) return null;
  return (
    <p className={styles.links}>
      {links.map((link) => (
        <a
          key={link.label}
          className={styles.link}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ))}
    </p>
  );
}

/** "Request a consultation" (with the lawyer's name for screen readers). */
export function RequestConsultationButton({
  lawyer,
  onRequest,
}: {
  lawyer: PublicLawyer;
  onRequest: (lawyer: PublicLawyer) => void;
}) {
  const { t } = useTranslation();
  // A link to the lawyer's consultation page before the script runs (a tap is never lost);
  // the dialog with the same form after.
  return (
    <Link
      href={consultationPagePath(lawyer.slug)}
      variant="primary"
      onClick={(event) => {
        event.preventDefault();
        onRequest(lawyer);
      }}
    >
      {t('lawyers.card.request')}
      <span className={styles.srOnly}>
        {' '}
        {t('lawyers.card.requestWith', { name: lawyer.fullName })}
      </span>
    </Link>
  );
}
