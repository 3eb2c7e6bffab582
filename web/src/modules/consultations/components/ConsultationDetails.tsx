import type { ConsultationFieldsFragment } from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { UserText } from '../../../ui/UserText.js';
import { consultationTypeKey } from '../types.js';
import { ConsultationStatusBadge } from './ConsultationStatusBadge.js';
import * as styles from './ConsultationView.css.js';

/** The facts of one request: status, lawyer or client, type, dates and the description. */
export function ConsultationDetails({
  consultation,
  showClient,
}: {
  consultation: ConsultationFieldsFragment;
  /** The lawyer's view shows who asked; the requester's shows the lawyer. */
  showClient: boolean;
}) {
  const { t } = useTranslation();
  const date = useDateFormat('longDateTime');
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{t('consultations.details.status')}</dt>
      <dd className={styles.value}>
        <ConsultationStatusBadge status={consultation.status} />
      </dd>
      {showClient ? (
        <>
          <dt className={styles.term}>{t('consultations.details.client')}</dt>
          <dd className={styles.value}>
            <UserText>{consultation.clientName}</UserText>
          </dd>
          <dt className={styles.term}>{t('consultations.details.email')}</dt>
          <dd className={styles.value} dir="ltr">
            <a href={`mailto:${consultation.clientEmail}`}>{consultation.clientEmail}</a>
          </dd>
          {consultation.clientPhone ? (
            <>
              <dt className={styles.term}>{t('consultations.details.phone')}</dt>
              <dd className={styles.value} dir="ltr">
                {consultation.clientPhone}
              </dd>
            </>
          ) : null}
        </>
      ) : (
        <>
          <dt className={styles.term}>{t('consultations.details.lawyer')}</dt>
          <dd className={styles.value}>{consultation.lawyerName}</dd>
        </>
      )}
      <dt className={styles.term}>{t('consultations.details.type')}</dt>
      <dd className={styles.value}>
        {t(consultationTypeKey(consultation.consultationType), {
          defaultValue: consultation.consultationType,
        })}
      </dd>
      <dt className={styles.term}>{t('consultations.details.sentAt')}</dt>
      <dd className={styles.value}>{date(consultation.createdAt)}</dd>
      <dt className={styles.term}>{t('consultations.details.preferredDate')}</dt>
      <dd className={styles.value}>
        {consultation.preferredDate
          ? date(consultation.preferredDate)
          : t('consultations.details.noDate')}
      </dd>
      <dt className={styles.term}>{t('consultations.details.description')}</dt>
      <UserText as="dd" className={styles.value}>
        {consultation.description}
      </UserText>
      {consultation.status === 'PENDING' ? (
        <>
          <dt className={styles.term}>{t('consultations.details.answerBy')}</dt>
          <dd className={styles.value}>{date(consultation.answerBy)}</dd>
        </>
      ) : null}
      {consultation.responseMessage ? (
        <>
          <dt className={styles.term}>{t('consultations.details.responseMessage')}</dt>
          <UserText as="dd" className={styles.value}>
            {consultation.responseMessage}
          </UserText>
        </>
      ) : null}
      {consultation.proposedContact ? (
        <>
          <dt className={styles.term}>{t('consultations.details.proposedContact')}</dt>
          <UserText as="dd" className={styles.value}>
            {consultation.proposedContact}
          </UserText>
        </>
      ) : null}
    </dl>
  );
}
