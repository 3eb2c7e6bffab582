import { Button } from 'react-aria-components';
import { isolate } from '../../../i18n/bidi.js';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { UserText } from '../../../ui/UserText.js';
import { areaName } from '../../practice-areas/index.js';
import type { LibraryDocument } from '../types.js';
import * as styles from './DocumentCard.css.js';
import { DocumentStatusBadge } from './DocumentStatusBadge.js';
import { DocumentTypeLabel } from './DocumentTypeLabel.js';

/** One document of the grid; pressing it opens its details. */
export function DocumentCard({
  document,
  onOpen,
}: {
  document: LibraryDocument;
  onOpen: (document: LibraryDocument) => void;
}) {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  return (
    <Button className={styles.card} onPress={() => onOpen(document)} data-document-id={document.id}>
      <span className={styles.top}>
        <DocumentTypeLabel mediaType={document.mediaType} label={document.typeLabel} />
        {document.status === 'AVAILABLE' ? (
          <span>{t('pages.documents.card.downloads', { count: document.downloads })}</span>
        ) : (
          <DocumentStatusBadge status={document.status} />
        )}
      </span>
      <UserText as="span" className={styles.title}>
        {document.title}
      </UserText>
      {document.description ? (
        <UserText as="span" className={styles.description}>
          {document.description}
        </UserText>
      ) : null}
      <span className={styles.meta}>
        <span>
          {t('pages.documents.card.uploadedBy', { name: isolate(document.uploadedBy.fullName) })}
        </span>
        {document.practiceArea ? (
          <span className={styles.area}>{areaName(document.practiceArea, i18n.language)}</span>
        ) : null}
        <time dateTime={document.createdAt}>{longDate(document.createdAt)}</time>
      </span>
    </Button>
  );
}
