import { useTranslation } from '../../../i18n/react.js';
import * as styles from './ConsultationView.css.js';

/** Spec §4: an unknown status is shown as pending. */
export function ConsultationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known =
    status === 'APPROVED' || status === 'REJECTED' || status === 'EXPIRED' ? status : 'PENDING';
  return (
    <span className={styles.status[known]} data-testid="consultation-status">
      {t(`consultations.status.${known}`)}
    </span>
  );
}
