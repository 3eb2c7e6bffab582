import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import type { LibraryDocument } from '../../modules/documents/index.js';
import {
  DocumentDetailsDialog,
  DocumentGrid,
  DocumentStatTiles,
  documentStats,
  filterDocuments,
  UploadDocumentDialog,
  useDeleteDocument,
  useDocuments,
  useUploadLimits,
} from '../../modules/documents/index.js';
import { areaName, usePracticeAreas } from '../../modules/practice-areas/index.js';
import { Button } from '../../ui/Button.js';
import { DeferredSelect as Select } from '../../ui/DeferredSelect.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toast/toast.js';
import * as styles from './DocumentsPage.css.js';

const ALL_AREAS = 'all';
const SEARCH_MAX = 200;

/** The document library (spec §2): tiles, search, area filter, grid, upload and details. */
export default function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const areaSlug = searchParams.get('area');
  const areas = usePracticeAreas();
  const selectedArea = areas?.find((area) => area.slug === areaSlug);
  const list = useDocuments(areaSlug);
  const upload = useUploadLimits();
  const deleteDocument = useDeleteDocument();
  const [search, setSearch] = useState('');
  // The open document is in the URL (?document=<id>), so the dashboard can link to it.
  const openId = searchParams.get('document');
  // The dashboard's Upload Document link arrives with ?upload=1.
  const uploadOpen = searchParams.get('upload') === '1';

  const shown = useMemo(
    () => (list.documents ? filterDocuments(list.documents, search, i18n.language) : undefined),
    [list.documents, search, i18n.language],
  );
  // Spec §2: the tiles count the documents fetched (not the search's subset).
  // Only what members can download: not the viewer's own files still scanning or quarantined.
  const stats = useMemo(
    () =>
      list.documents
        ? documentStats(list.documents.filter((document) => document.status === 'AVAILABLE'))
        : undefined,
    [list.documents],
  );
  const opened = list.documents?.find((document) => document.id === openId) ?? null;

  const filterOptions = [
    { id: ALL_AREAS, label: t('pages.documents.allAreas') },
    ...(areas ?? []).map((area) => ({ id: area.slug, label: areaName(area, i18n.language) })),
  ];
  const formAreas = (areas ?? []).map((area) => ({
    id: area.id,
    label: areaName(area, i18n.language),
  }));

  const setParam = (name: string, value: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };

  const uploaded = (count: number, all: boolean) => {
    void list.refetch();
    upload.refetch();
    if (all) {
      toast({
        title: t('common.success'),
        description: t('pages.documents.upload.done', { count }),
      });
    }
  };

  const remove = async (document: LibraryDocument) => {
    await deleteDocument(document.id);
    setParam('document', null);
    toast({ title: t('common.success'), description: t('pages.documents.details.deleted') });
    void list.refetch();
    upload.refetch();
  };

  return (
    <div className={styles.stack}>
      <PageHeader title={t('pages.documents.title')} lead={t('pages.documents.lead')} />
      <DocumentStatTiles stats={stats} />
      <div className={styles.toolbar}>
        <search className={styles.search}>
          <TextField
            label={t('pages.documents.searchLabel')}
            type="search"
            placeholder={t('pages.documents.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            maxLength={SEARCH_MAX}
          />
        </search>
        <Select
          label={t('pages.documents.areaFilter')}
          options={filterOptions}
          value={areaSlug ?? ALL_AREAS}
          onChange={(slug) => setParam('area', slug === ALL_AREAS ? null : slug)}
          className={styles.filter}
        />
        <Button onPress={() => setParam('upload', '1')}>{t('pages.documents.uploadButton')}</Button>
      </div>
      <DocumentGrid
        documents={shown}
        loading={list.loading}
        failed={list.failed}
        filtered={search.trim() !== '' || areaSlug !== null}
        onOpen={(document) => setParam('document', document.id)}
      />
      <UploadDocumentDialog
        isOpen={uploadOpen}
        onOpenChange={(open) => setParam('upload', open ? '1' : null)}
        areas={formAreas}
        initialAreaId={selectedArea?.id ?? null}
        limits={upload.limits}
        onUploaded={uploaded}
      />
      <DocumentDetailsDialog
        document={opened}
        onClose={() => setParam('document', null)}
        // The server counted the download: read the new count back shortly after.
        onDownloaded={() => setTimeout(() => void list.refetch(), 500)}
        onDelete={remove}
      />
    </div>
  );
}
