import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { UserText } from '../../../ui/UserText.js';
import {
  hasPublicPage,
  lawyerPagePath,
  MAX_CARD_PRACTICE_AREAS,
  type PublicLawyer,
} from '../types.js';
import * as styles from './LawyerCard.css.js';
import {
  LawyerDetails,
  LawyerIdentity,
  LawyerLinks,
  RequestConsultationButton,
  Term,
} from './LawyerParts.js';

export interface LawyerCardProps {
  lawyer: PublicLawyer;
  onRequest: (lawyer: PublicLawyer) => void;
}

/**
 * One lawyer of the public directory with every element of spec §2, and the request button. On
 * a phone the card is compact (issue 31: three lawyers a screen): the bio, experience,
 * consultation line and links are on the lawyer's page, which the name opens (and "Full
 * profile" on a wide screen).
 */
export function LawyerCard({ lawyer, onRequest }: LawyerCardProps) {
  const { t } = useTranslation();
  const shownAreas = lawyer.practiceAreas.slice(0, MAX_CARD_PRACTICE_AREAS);
  const moreAreas = lawyer.practiceAreas.length - shownAreas.length;

  return (
    <article className={styles.card} data-testid="lawyer-card" aria-label={lawyer.fullName}>
      <LawyerIdentity
        lawyer={lawyer}
        heading={
          <h3 className={styles.name}>
            {hasPublicPage(lawyer) ? (
              <Link href={lawyerPagePath(lawyer.slug)}>
                <UserText>{lawyer.fullName}</UserText>
              </Link>
            ) : (
              <UserText>{lawyer.fullName}</UserText>
            )}
          </h3>
        }
      />
      {lawyer.bio ? (
        <UserText as="p" className={`${styles.bio} ${styles.wideOnly}`}>
          {lawyer.bio}
        </UserText>
      ) : null}
      {shownAreas.length > 0 ? (
        <div className={styles.section}>
          <h4 className={`${styles.sectionTitle} ${styles.wideOnly}`}>
            {t('lawyers.card.practiceAreas')}
          </h4>
          <ul className={styles.areas}>
            {shownAreas.map((area) => (
              <li key={area}>
                <Term className={styles.area} text={area} />
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
      <LawyerDetails lawyer={lawyer} clampExperience compact />
      <div className={styles.wideOnly}>
        <LawyerLinks lawyer={lawyer} />
      </div>
      <div className={styles.actions}>
        <RequestConsultationButton lawyer={lawyer} onRequest={onRequest} />
        {hasPublicPage(lawyer) ? (
          // On a phone the name (a link to the same page) is enough: the card stays short.
          <Link className={styles.wideOnly} href={lawyerPagePath(lawyer.slug)}>
            {t('lawyers.card.fullProfile')}
            <span className={styles.srOnly}>
              {' '}
              {t('lawyers.card.fullProfileOf', { name: lawyer.fullName })}
            </span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
