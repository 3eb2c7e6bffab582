import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { isHttpUrl, isPortalPhoto } from '../filterLawyers.js';
import {
  hasPublicPage,
  lawyerPagePath,
  MAX_CARD_PRACTICE_AREAS,
  type PublicLawyer,
} from '../types.js';
import * as styles from './LawyerCard.css.js';
import { PlaceholderPhoto } from './PlaceholderPhoto.js';
import { StarRating } from './StarRating.js';

export interface LawyerCardProps {
  lawyer: PublicLawyer;
  onRequest: (lawyer: PublicLawyer) => void;
}

/** One lawyer of the public directory with every element of spec §2, and the request button. */
export function LawyerCard({ lawyer, onRequest }: LawyerCardProps) {
  const { t } = useTranslation();
  const shownAreas = lawyer.practiceAreas.slice(0, MAX_CARD_PRACTICE_AREAS);
  const moreAreas = lawyer.practiceAreas.length - shownAreas.length;
  const photo = isPortalPhoto(lawyer.profileImage) ? lawyer.profileImage : null;

  return (
    <article className={styles.card} data-testid="lawyer-card" aria-label={lawyer.fullName}>
      <div className={styles.identity}>
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
          <h3 className={styles.name}>
            {hasPublicPage(lawyer) ? (
              <Link href={lawyerPagePath(lawyer.slug)}>{lawyer.fullName}</Link>
            ) : (
              lawyer.fullName
            )}
          </h3>
          <p className={styles.badges}>
            <span className={styles.specialization}>{lawyer.specialization}</span>
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
      {lawyer.bio ? <p className={styles.bio}>{lawyer.bio}</p> : null}
      {shownAreas.length > 0 ? (
        <div className={styles.section}>
          <h4 className={styles.sectionTitle}>{t('lawyers.card.practiceAreas')}</h4>
          <ul className={styles.areas}>
            {shownAreas.map((area) => (
              <li key={area} className={styles.area}>
                {area}
              </li>
            ))}
            {moreAreas > 0 ? (
              <li className={styles.area} data-testid="more-areas">
                <span aria-hidden="true">+{moreAreas}</span>
                <span className={styles.srOnly}>
                  {t('lawyers.card.moreAreas', { count: moreAreas })}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <dl className={styles.details}>
        {lawyer.languages.length > 0 ? (
          <div className={styles.detail}>
            <dt className={styles.detailTerm}>{t('lawyers.card.languages')}</dt>
            <dd className={styles.detailValue} data-testid="languages">
              {lawyer.languages.join(', ')}
            </dd>
          </div>
        ) : null}
        {lawyer.experience ? (
          <div className={styles.detail}>
            <dt className={styles.detailTerm}>{t('lawyers.card.experience')}</dt>
            <dd className={`${styles.detailValue} ${styles.experience}`}>{lawyer.experience}</dd>
          </div>
        ) : null}
        <div className={styles.detail}>
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
            <dd className={styles.detailValue} dir="ltr">
              {lawyer.contactPhone}
            </dd>
          </div>
        ) : null}
        {lawyer.officeAddress ? (
          <div className={styles.detail}>
            <dt className={styles.detailTerm}>{t('lawyers.card.address')}</dt>
            <dd className={styles.detailValue}>{lawyer.officeAddress}</dd>
          </div>
        ) : null}
      </dl>
      {isHttpUrl(lawyer.websiteUrl) || isHttpUrl(lawyer.linkedinUrl) ? (
        <p className={styles.links}>
          {isHttpUrl(lawyer.websiteUrl) ? (
            <a
              className={styles.link}
              href={lawyer.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('lawyers.card.website', { name: lawyer.fullName })}
            </a>
          ) : null}
          {isHttpUrl(lawyer.linkedinUrl) ? (
            <a
              className={styles.link}
              href={lawyer.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('lawyers.card.linkedin', { name: lawyer.fullName })}
            </a>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onPress={() => onRequest(lawyer)}>
          {t('lawyers.card.request')}
          <span className={styles.srOnly}>
            {' '}
            {t('lawyers.card.requestWith', { name: lawyer.fullName })}
          </span>
        </Button>
      </div>
    </article>
  );
}
