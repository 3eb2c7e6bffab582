import { useId } from 'react';
import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { Loading } from '../../../ui/Loading.js';
import type { LibraryDocument } from '../types.js';
import { DocumentCard } from './DocumentCard.js';
import * as styles from './DocumentGrid.css.js';

export interface DocumentGridProps {
  documents: readonly LibraryDocument[] | undefined;
  loading: boolean;
  failed: boolean;
  /** A search or an area narrows the list: the empty message says nothing matched. */
  filtered: boolean;
  onOpen: (document: LibraryDocument) => void;
}

/** 'Documents (count)' and the grid, with its loading, error and both empty states. */
export function DocumentGrid({ documents, loading, failed, filtered, onOpen }: DocumentGridProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const headingId = useId();

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.documents.loadError')}
        </p>
      );
    }
    if (!documents) return loading ? <Loading /> : null;
    if (documents.length === 0) {
      return (
        <p className={styles.empty}>
          {filtered ? t('pages.documents.emptyFiltered') : t('pages.documents.emptyAll')}
        </p>
      );
    }
    return (
      <ul className={styles.grid}>
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentCard document={document} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading}>
        {/* No count until the list is known: "(0)" while loading would announce an empty library. */}
        {documents
          ? t('pages.documents.gridHeading', { total: numbers.format(documents.length) })
          : t('pages.documents.gridHeadingLoading')}
      </h2>
      {body()}
    </section>
  );
}
