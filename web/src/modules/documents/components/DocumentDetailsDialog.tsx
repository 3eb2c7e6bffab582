import { useState } from 'react';
import { useLongDate } from '../../../i18n/dates.js';
import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { link } from '../../../ui/Link.css.js';
import { Modal } from '../../../ui/Modal.js';
import { areaName } from '../../practice-areas/index.js';
import { formatFileSize } from '../fileSize.js';
import type { LibraryDocument } from '../types.js';
import * as styles from './DocumentDetailsDialog.css.js';
import { DocumentStatusBadge } from './DocumentStatusBadge.js';
import { DocumentTypeLabel } from './DocumentTypeLabel.js';

export interface DocumentDetailsDialogProps {
  document: LibraryDocument | null;
  onClose: () => void;
  /** The file was asked for: the download count changed. */
  onDownloaded: () => void;
  onDelete: (document: LibraryDocument) => Promise<void>;
}

/** A document's details with Download, and Delete for its uploader and the moderators. */
export function DocumentDetailsDialog({
  document,
  onClose,
  onDownloaded,
  onDelete,
}: DocumentDetailsDialogProps) {
  return (
    <Modal
      isOpen={document !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
      title={document?.title}
    >
      {document ? (
        <Details
          key={document.id}
          document={document}
          onClose={onClose}
          onDownloaded={onDownloaded}
          onDelete={onDelete}
        />
      ) : null}
    </Modal>
  );
}

function Details({
  document,
  onClose,
  onDownloaded,
  onDelete,
}: Omit<DocumentDetailsDialogProps, 'document'> & { document: LibraryDocument }) {
  const { t, i18n } = useTranslation();
  const numbers = useNumberFormat();
  const longDate = useLongDate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const remove = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await onDelete(document);
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };

  const facts = [
    { term: t('pages.documents.details.fileName'), value: document.fileName },
    {
      term: t('pages.documents.details.size'),
      value: formatFileSize(document.size, i18n.language),
    },
    { term: t('pages.documents.details.uploadedBy'), value: document.uploadedBy.fullName },
    {
      term: t('pages.documents.details.area'),
      value: document.practiceArea
        ? areaName(document.practiceArea, i18n.language)
        : t('pages.documents.details.noArea'),
    },
    { term: t('pages.documents.details.uploaded'), value: longDate(document.createdAt) },
    { term: t('pages.documents.details.downloads'), value: numbers.format(document.downloads) },
  ];

  return (
    <>
      <div>
        <DocumentTypeLabel mediaType={document.mediaType} label={document.typeLabel} />
      </div>
      {document.status === 'AVAILABLE' ? null : (
        <p className={styles.description}>
          <DocumentStatusBadge status={document.status} />{' '}
          {document.status === 'SCANNING'
            ? t('pages.documents.status.scanningDetail')
            : t('pages.documents.status.quarantinedDetail')}
        </p>
      )}
      {document.description ? <p className={styles.description}>{document.description}</p> : null}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.factRow}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {confirming ? (
        <div className={styles.confirm}>
          <p>{t('pages.documents.details.confirmDelete')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={deleting}>
              {t('pages.documents.details.keep')}
            </Button>
            <Button
              variant="secondary"
              className={styles.danger}
              onPress={remove}
              isDisabled={deleting}
            >
              {t('pages.documents.details.confirmDeleteButton')}
            </Button>
          </div>
        </div>
      ) : null}
      <div role="alert" className={styles.alert}>
        {failed ? t('pages.documents.details.deleteFailed') : null}
      </div>
      <div className={styles.actions}>
        {document.canDelete && !confirming ? (
          <Button variant="secondary" className={styles.danger} onPress={() => setConfirming(true)}>
            {t('pages.documents.details.delete')}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onClose}>
          {t('pages.documents.details.close')}
        </Button>
        {/* A plain link: the browser downloads the attachment (never a client-side route). */}
        {document.status === 'AVAILABLE' ? (
          <a
            href={document.downloadUrl}
            download={document.fileName}
            className={link.primary}
            onClick={onDownloaded}
          >
            {t('pages.documents.details.download')}
          </a>
        ) : null}
      </div>
    </>
  );
}
