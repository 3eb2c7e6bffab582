import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { useServerData } from '../../lib/serverData.js';
import { useDebouncedValue } from '../../lib/useDebouncedValue.js';
import { useConsultationRequest } from '../../modules/consultations/index.js';
import {
  ALL_SPECIALIZATIONS,
  addressOfFilter,
  DIRECTORY_PARAMETERS,
  type DirectoryFilter,
  type DirectoryFirstScreen,
  filterFromAddress,
  LawyerDirectory,
  languageLabel,
  termLabel,
  useDirectoryFilterOptions,
  useDirectorySpecializations,
  usePublicLawyers,
} from '../../modules/lawyers/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { NativeCheckbox } from '../../ui/NativeCheckbox.js';
import { NativeSelect, type NativeSelectOption } from '../../ui/NativeSelect.js';
import { NativeTextField } from '../../ui/NativeTextField.js';
import { PageHeader } from '../../ui/PageHeader.js';
import * as styles from './PublicLawyersPage.css.js';

/** Typing pauses this long before the directory asks the server again. */
const SEARCH_DELAY_MS = 250;

/** A change of the address asked for, made by an effect (see `go`). */
interface AddressChange {
  change: Partial<DirectoryFilter>;
  /** Whether it replaces the current entry of the history rather than adding one. */
  replace: boolean;
}

/** The rating filter's choices: at least this many stars. */
const RATING_CHOICES = ['4', '3', '2', '1'] as const;

/**
 * The public lawyer directory and its consultation request dialog (spec §2, §5). The search and
 * the filters (specialization; issue 31's practice area, city, language, verified, rating) run
 * on the server, a page at a time ("Load more"), and live in the page's address: a GET form
 * without the script, a shareable result, Back returning to the previous filters. The gateway
 * renders the first page for the address into the first HTML (its page-data loader for
 * /public-lawyers): the cards are drawn before any script runs and hydrate as they are.
 */
export default function PublicLawyersPage() {
  const { t, i18n } = useTranslation();
  const firstScreen = useServerData<DirectoryFirstScreen>();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressed = filterFromAddress(searchParams);
  // The text being typed; the address takes it at once, the list once typing pauses.
  const [search, setSearch] = useState(addressed.search);
  // Back or Forward to another address: its search replaces the one typed.
  useEffect(() => {
    setSearch(addressed.search);
  }, [addressed.search]);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  // A choice is a step in the history (Back undoes it); each letter typed is not. The address
  // changes in an effect: a choice made before the script attached reaches the page while it
  // hydrates, when the router cannot navigate yet; several such choices add up.
  const [pending, setPending] = useState<AddressChange | null>(null);
  const go = (change: Partial<DirectoryFilter>, replace: boolean) =>
    setPending((earlier) => ({
      change: { ...earlier?.change, ...change },
      replace: (earlier?.replace ?? true) && replace,
    }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per change asked for.
  useEffect(() => {
    if (!pending) return;
    setSearchParams(addressOfFilter({ ...addressed, search, ...pending.change }), {
      replace: pending.replace,
    });
    setPending(null);
  }, [pending]);
  const changeSearch = (value: string) => {
    setSearch(value);
    go({ search: value }, true);
  };
  const choose =
    <K extends keyof DirectoryFilter>(key: K) =>
    (value: DirectoryFilter[K]) =>
      go({ [key]: value }, false);
  const directory = usePublicLawyers({ ...addressed, search: settledSearch }, firstScreen);
  const specializations = useDirectorySpecializations(firstScreen?.specializations);
  const filterOptions = useDirectoryFilterOptions(firstScreen?.options);
  const consultation = useConsultationRequest();

  const language = i18n.language;
  const options = useMemo(() => {
    // Each option in the page's language where the catalog has it, sorted as read there.
    const terms = (
      values: readonly string[],
      all: string,
      label = (value: string) => termLabel(t, value),
    ) => [
      { value: '', label: all },
      ...values
        .map((value): NativeSelectOption => {
          const { label: text, translated } = label(value);
          return translated ? { value, label: text } : { value, label: text, lang: 'en' };
        })
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    ];
    return {
      specializations: terms(specializations, t('lawyers.directory.allSpecializations')),
      practiceAreas: terms(filterOptions.practiceAreas, t('lawyers.directory.allAreas')),
      cities: terms(filterOptions.cities, t('lawyers.directory.allCities'), (value) => ({
        label: value,
        translated: true,
      })),
      languages: terms(filterOptions.languages, t('lawyers.directory.allLanguages'), (value) =>
        languageLabel(t, value),
      ),
      ratings: [
        { value: '', label: t('lawyers.directory.anyRating') },
        ...RATING_CHOICES.map((stars) => ({
          value: stars,
          label: t('lawyers.directory.minRating', { stars }),
        })),
      ],
    };
  }, [specializations, filterOptions, t, language]);
  const filtered = addressOfFilter({ ...addressed, search }).size > 0;

  return (
    <>
      <PageHeader title={t('pages.publicLawyers.title')} lead={t('pages.publicLawyers.lead')} />
      <p className={styles.memberLink}>
        <Link href="/profile/lawyer">{t('lawyers.directory.memberLink')}</Link>
      </p>
      {consultation.notice}
      <search>
        {/* Without the script, Enter or "Search" asks the server for ?q=…&city=… (a GET form);
            with it, the list follows each change and the button has nothing left to do. */}
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
            name={DIRECTORY_PARAMETERS.search}
            placeholder={t('lawyers.directory.searchPlaceholder')}
            value={search}
            onChange={changeSearch}
          />
          <NativeSelect
            className={styles.filter}
            label={t('lawyers.directory.specializationLabel')}
            name={DIRECTORY_PARAMETERS.specialization}
            options={options.specializations}
            value={addressed.specialization || ALL_SPECIALIZATIONS}
            onChange={choose('specialization')}
          />
          <NativeSelect
            className={styles.filter}
            label={t('lawyers.directory.areaLabel')}
            name={DIRECTORY_PARAMETERS.practiceArea}
            options={options.practiceAreas}
            value={addressed.practiceArea}
            onChange={choose('practiceArea')}
          />
          <NativeSelect
            className={styles.filter}
            label={t('lawyers.directory.cityLabel')}
            name={DIRECTORY_PARAMETERS.city}
            options={options.cities}
            value={addressed.city}
            onChange={choose('city')}
          />
          <NativeSelect
            className={styles.filter}
            label={t('lawyers.directory.languageLabel')}
            name={DIRECTORY_PARAMETERS.language}
            options={options.languages}
            value={addressed.language}
            onChange={choose('language')}
          />
          <NativeSelect
            className={styles.filter}
            label={t('lawyers.directory.ratingLabel')}
            name={DIRECTORY_PARAMETERS.minRating}
            options={options.ratings}
            value={addressed.minRating}
            onChange={choose('minRating')}
          />
          <NativeCheckbox
            className={styles.checkbox}
            label={t('lawyers.directory.verifiedOnly')}
            name={DIRECTORY_PARAMETERS.verified}
            value="true"
            checked={addressed.verified}
            onChange={choose('verified')}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary">
              {t('lawyers.directory.searchSubmit')}
            </Button>
            {filtered ? (
              <Link href="/public-lawyers">{t('lawyers.directory.clearFilters')}</Link>
            ) : null}
          </div>
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
