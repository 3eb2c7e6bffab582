import { useTranslation } from '../../../i18n/react.js';
import { moderationStatus } from '../format.js';
import * as styles from './StatusBadge.css.js';

/** 'En attente', 'Approuvé' or 'Rejeté' (fr); an unknown status shows as pending (spec §4). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const value = moderationStatus(status);
  return <span className={styles.status[value]}>{t(`pages.admin.status.${value}`)}</span>;
}
