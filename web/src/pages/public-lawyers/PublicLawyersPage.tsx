import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/useDebouncedValue.js';
import { ConsultationDialog } from '../../modules/consultations/components/ConsultationDialog.js';
import { SentNotice } from '../../modules/consultations/components/SentNotice.js';
import type { ConsultationCreated } from '../../modules/consultations/types.js';
import { LawyerDirectory } from '../../modules/lawyers/components/LawyerDirectory.js';
import {
  useDirectorySpecializations,
  usePublicLawyers,
} from '../../modules/lawyers/hooks/usePublicLawyers.js';
import { ALL_SPECIALIZATIONS, type PublicLawyer } from '../../modules/lawyers/types.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Select } from '../../ui/Select.js';
import { TextField } from '../../ui/TextField.js';
import * as styles from './PublicLawyersPage.css.js';

/** Typing pauses this long before the directory asks the server again. */
const SEARCH_DELAY_MS = 250;

/**
 * The public lawyer directory and its consultation request dialog (spec §2, §5). The search and
 * the specialization filter run on the server, a page at a time ("Load more").
 */
export default function PublicLawyersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [specialization, setSpecialization] = useState<string>(ALL_SPECIALIZATIONS);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const directory = usePublicLawyers({ search: settledSearch, specialization });
  const specializations = useDirectorySpecializations();
  const [requestFor, setRequestFor] = useState<PublicLawyer | null>(null);
  const [sent, setSent] = useState<ConsultationCreated | null>(null);

  const options = useMemo(
    () => [
      { id: ALL_SPECIALIZATIONS, label: t('lawyers.directory.allSpecializations') },
      ...[...specializations]
        .sort((a, b) => a.localeCompare(b, i18n.language))
        .map((name) => ({ id: name, label: name })),
    ],
    [specializations, t, i18n.language],
  );

  return (
    <>
      <PageHeader title={t('pages.publicLawyers.title')} lead={t('pages.publicLawyers.lead')} />
      <p className={styles.memberLink}>
        <Link href="/profile/lawyer">{t('lawyers.directory.memberLink')}</Link>
      </p>
      {sent ? <SentNotice created={sent} onDismiss={() => setSent(null)} /> : null}
      <search className={styles.toolbar}>
        <TextField
          className={styles.search}
          label={t('lawyers.directory.searchLabel')}
          type="search"
          placeholder={t('lawyers.directory.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <Select
          className={styles.filter}
          label={t('lawyers.directory.specializationLabel')}
          options={options}
          value={specialization}
          onChange={setSpecialization}
        />
      </search>
      <LawyerDirectory
        lawyers={directory.lawyers}
        total={directory.total}
        loading={directory.loading}
        loadingMore={directory.loadingMore}
        failed={directory.failed}
        onRetry={directory.reload}
        onLoadMore={directory.loadMore}
        onRequest={(lawyer) => setRequestFor(lawyer)}
      />
      <ConsultationDialog
        lawyer={requestFor}
        onClose={() => setRequestFor(null)}
        onSent={(created) => {
          setRequestFor(null);
          setSent(created);
        }}
      />
    </>
  );
}
