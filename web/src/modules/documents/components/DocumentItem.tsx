import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { dashboardItemsStyles as styles } from '../../dashboard/index.js';
import { documentPath } from '../documentPath.js';
import { DocumentTypeLabel } from './DocumentTypeLabel.js';

export interface DocumentItemData {
  id: string;
  title: string;
  mediaType: string;
  typeLabel: string;
  createdAt: string;
  uploadedBy: { fullName: string };
}

/** A short row for the dashboard's Recent Documents: type, title, uploader and date. */
export function DocumentItem({ document }: { document: DocumentItemData }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  return (
    <div className={styles.row}>
      <Link href={documentPath(document.id)} variant="plain" className={styles.title}>
        {document.title}
      </Link>
      <p className={styles.meta}>
        <DocumentTypeLabel mediaType={document.mediaType} label={document.typeLabel} />{' '}
        {t('pages.documents.card.uploadedBy', { name: document.uploadedBy.fullName })} ·{' '}
        <time dateTime={document.createdAt}>{longDate(document.createdAt)}</time>
      </p>
    </div>
  );
}
