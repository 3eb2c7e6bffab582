import type { DocumentStatus } from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import * as styles from './DocumentStatusBadge.css.js';

/** "Scanning…" or "Quarantined" in words (colour is never the only cue). */
export function DocumentStatusBadge({ status }: { status: Exclude<DocumentStatus, 'AVAILABLE'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge[status]} data-document-status={status}>
      {status === 'SCANNING'
        ? t('pages.documents.status.scanning')
        : t('pages.documents.status.quarantined')}
    </span>
  );
}
