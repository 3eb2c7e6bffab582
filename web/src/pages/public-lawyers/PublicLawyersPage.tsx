import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { useServerData } from '../../lib/serverData.js';
import { useDebouncedValue } from '../../lib/useDebouncedValue.js';
import { useConsultationRequest } from '../../modules/consultations/index.js';
import {
  ALL_SPECIALIZATIONS,
  type DirectoryFirstScreen,
  firstScreenFilter,
  LawyerDirectory,
  useDirectorySpecializations,
  usePublicLawyers,
} from '../../modules/lawyers/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { NativeSelect } from '../../ui/NativeSelect.js';
import { NativeTextField } from '../../ui/NativeTextField.js';
import { PageHeader } from '../../ui/PageHeader.js';
import * as styles from './PublicLawyersPage.css.js';

/** The address's search and filter parameters, which the gateway's page-data loader reads too. */
const SEARCH_PARAMETER = 'q';
const SPECIALIZATION_PARAMETER = 'specialization';

/** Typing pauses this long before the directory asks the server again. */
const SEARCH_DELAY_MS = 250;

/**
 * The public lawyer directory and its consultation request dialog (spec §2, §5). The search and
 * the specialization filter run on the server, a page at a time ("Load more"). The gateway
 * renders the first page into the first HTML (its page-data loader for /public-lawyers): the
 * cards are drawn before any script runs and hydrate as they are.
 */
export default function PublicLawyersPage() {
  const { t, i18n } = useTranslation();
  const firstScreen = useServerData<DirectoryFirstScreen>();
  // The search is the address's (`?q=`): a GET form without the script, a shareable result.
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(
    () => firstScreen?.filter?.search ?? searchParams.get(SEARCH_PARAMETER) ?? '',
  );
  const [specialization, setSpecialization] = useState<string>(
    () => firstScreenFilter(firstScreen).specialization,
  );
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  // The address follows the search and the filter: a result can be shared, as without the script.
  const keepInAddress = (parameter: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value.trim()) next.set(parameter, value);
    else next.delete(parameter);
    setSearchParams(next, { replace: true });
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    keepInAddress(SEARCH_PARAMETER, value);
  };
  const changeSpecialization = (value: string) => {
    setSpecialization(value);
    keepInAddress(SPECIALIZATION_PARAMETER, value);
  };
  const directory = usePublicLawyers({ search: settledSearch, specialization }, firstScreen);
  const specializations = useDirectorySpecializations(firstScreen?.specializations);
  const consultation = useConsultationRequest();

  const options = useMemo(
    () => [
      { value: ALL_SPECIALIZATIONS, label: t('lawyers.directory.allSpecializations') },
      ...[...specializations]
        .sort((a, b) => a.localeCompare(b, i18n.language))
        .map((name) => ({ value: name, label: name })),
    ],
    [specializations, t, i18n.language],
  );

  return (
    <>
      <PageHeader title={t('pages.publicLawyers.title')} lead={t('pages.publicLawyers.lead')} />
      <p className={styles.memberLink}>
        <Link href="/profile/lawyer">{t('lawyers.directory.memberLink')}</Link>
      </p>
      {consultation.notice}
      <search>
        {/* Without the script, Enter or "Search" asks the server for ?q=…&specialization=… (a GET
            form); with it, the list follows each change and the button has nothing left to do. */}
        <form
          className={styles.toolbar}
          method="get"
          action="/public-lawyers"
          onSubmit={(event) => event.preventDefault()}
        >
          <NativeTextField
            className={styles.search}
            label={t('lawyers.directory.searchLabel')}
            type="search"
            name={SEARCH_PARAMETER}
            placeholder={t('lawyers.directory.searchPlaceholder')}
            value={search}
            onChange={changeSearch}
          />
          <NativeSelect
            className={styles.filter}
            label={t('lawyers.directory.specializationLabel')}
            name={SPECIALIZATION_PARAMETER}
            options={options}
            value={specialization}
            onChange={changeSpecialization}
          />
          <Button type="submit" variant="secondary">
            {t('lawyers.directory.searchSubmit')}
          </Button>
        </form>
      </search>
      <LawyerDirectory
        lawyers={directory.lawyers}
        total={directory.total}
        loading={directory.loading}
        loadingMore={directory.loadingMore}
        failed={directory.failed}
        onRetry={directory.reload}
        onLoadMore={directory.loadMore}
        onRequest={consultation.request}
      />
      {consultation.dialog}
    </>
  );
}
