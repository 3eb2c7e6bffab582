import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.js';
import { PageHeading } from '../../../ui/PageHeading.js';
import { isHttpUrl, isPortalPhoto } from '../filterLawyers.js';
import type { PublicLawyer } from '../types.js';
import * as cardStyles from './LawyerCard.css.js';
import * as styles from './LawyerPage.css.js';
import { PlaceholderPhoto } from './PlaceholderPhoto.js';
import { StarRating } from './StarRating.js';

/**
 * A lawyer's own page: everything the directory card shows, in full (bio, every practice area),
 * and the consultation request button.
 */
export function LawyerProfileView({
  lawyer,
  onRequest,
}: {
  lawyer: PublicLawyer;
  onRequest: (lawyer: PublicLawyer) => void;
}) {
  const { t } = useTranslation();
  const photo = isPortalPhoto(lawyer.profileImage) ? lawyer.profileImage : null;
  return (
    <>
      <div className={styles.identity}>
        {photo ? (
          <img
            className={cardStyles.photo}
            src={photo}
            alt={t('lawyers.card.photoAlt', { name: lawyer.fullName })}
          />
        ) : (
          <PlaceholderPhoto label={t('lawyers.card.placeholderAlt', { name: lawyer.fullName })} />
        )}
        <div className={styles.names}>
          <PageHeading>{lawyer.fullName}</PageHeading>
          <p className={cardStyles.badges}>
            <span className={cardStyles.specialization}>{lawyer.specialization}</span>
            {lawyer.verified === 1 ? (
              <span className={cardStyles.verified} data-testid="verified-badge">
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
      <div>
        <Button onPress={() => onRequest(lawyer)}>
          {t('lawyers.card.request')}
          <span className={cardStyles.srOnly}>
            {' '}
            {t('lawyers.card.requestWith', { name: lawyer.fullName })}
          </span>
        </Button>
      </div>
      {lawyer.bio ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('lawyerPage.about')}</h2>
          <p className={styles.bio} data-testid="lawyer-bio">
            {lawyer.bio}
          </p>
        </section>
      ) : null}
      {lawyer.practiceAreas.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('lawyers.card.practiceAreas')}</h2>
          <ul className={cardStyles.areas} data-testid="lawyer-areas">
            {lawyer.practiceAreas.map((area) => (
              <li key={area} className={cardStyles.area}>
                {area}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className={cardStyles.details}>
        {lawyer.languages.length > 0 ? (
          <div className={cardStyles.detail}>
            <dt className={cardStyles.detailTerm}>{t('lawyers.card.languages')}</dt>
            <dd className={cardStyles.detailValue} data-testid="languages">
              {lawyer.languages.join(', ')}
            </dd>
          </div>
        ) : null}
        {lawyer.experience ? (
          <div className={cardStyles.detail}>
            <dt className={cardStyles.detailTerm}>{t('lawyers.card.experience')}</dt>
            <dd className={cardStyles.detailValue}>{lawyer.experience}</dd>
          </div>
        ) : null}
        <div className={cardStyles.detail}>
          <dt className={cardStyles.detailTerm}>{t('lawyers.card.consultation')}</dt>
          <dd className={cardStyles.detailValue} data-testid="consultation-line">
            {lawyer.consultationRate
              ? t('lawyers.card.consultationAvailableRate', { rate: lawyer.consultationRate })
              : t('lawyers.card.consultationAvailable')}
          </dd>
        </div>
        {lawyer.contactPhone ? (
          <div className={cardStyles.detail}>
            <dt className={cardStyles.detailTerm}>{t('lawyers.card.phone')}</dt>
            <dd className={cardStyles.detailValue} dir="ltr">
              {lawyer.contactPhone}
            </dd>
          </div>
        ) : null}
        {lawyer.officeAddress ? (
          <div className={cardStyles.detail}>
            <dt className={cardStyles.detailTerm}>{t('lawyers.card.address')}</dt>
            <dd className={cardStyles.detailValue}>{lawyer.officeAddress}</dd>
          </div>
        ) : null}
      </dl>
      {isHttpUrl(lawyer.websiteUrl) || isHttpUrl(lawyer.linkedinUrl) ? (
        <p className={cardStyles.links}>
          {isHttpUrl(lawyer.websiteUrl) ? (
            <a
              className={cardStyles.link}
              href={lawyer.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('lawyers.card.website', { name: lawyer.fullName })}
            </a>
          ) : null}
          {isHttpUrl(lawyer.linkedinUrl) ? (
            <a
              className={cardStyles.link}
              href={lawyer.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('lawyers.card.linkedin', { name: lawyer.fullName })}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
