import { useTranslation } from '../../../i18n/react.js';
import { PageHeading } from '../../../ui/PageHeading.js';
import { UserText } from '../../../ui/UserText.js';
import type { PublicLawyer } from '../types.js';
import * as cardStyles from './LawyerCard.css.js';
import * as styles from './LawyerPage.css.js';
import {
  LawyerDetails,
  LawyerIdentity,
  LawyerLinks,
  RequestConsultationButton,
  Term,
} from './LawyerParts.js';

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
  return (
    <>
      <LawyerIdentity
        lawyer={lawyer}
        className={styles.identity}
        heading={<PageHeading dir="auto">{lawyer.fullName}</PageHeading>}
      />
      <div>
        <RequestConsultationButton lawyer={lawyer} onRequest={onRequest} />
      </div>
      {lawyer.bio ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('lawyerPage.about')}</h2>
          <UserText as="p" className={styles.bio} data-testid="lawyer-bio">
            {lawyer.bio}
          </UserText>
        </section>
      ) : null}
      {lawyer.practiceAreas.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('lawyers.card.practiceAreas')}</h2>
          <ul className={cardStyles.areas} data-testid="lawyer-areas">
            {lawyer.practiceAreas.map((area) => (
              <li key={area}>
                <Term className={cardStyles.area} text={area} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LawyerDetails lawyer={lawyer} clampExperience={false} />
      <LawyerLinks lawyer={lawyer} />
    </>
  );
}
