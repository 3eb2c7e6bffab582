import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, apiResponse } from '../../../lib/rest.js';
import { ALL_SPECIALIZATIONS, type PublicLawyer } from '../types.js';

/**
 * Lawyers per answer: the first screen and each "Load more". A phone shows two or three cards at
 * a time; twelve keep the first HTML and its hydration light on a slow phone (24 cost the page
 * its Lighthouse 95), and the gateway renders the same number (DIRECTORY_FIRST_PAGE).
 */
export const DIRECTORY_PAGE_SIZE = 12;

/** The directory's search and filters; an empty text (or false) means "all". */
export interface DirectoryFilter {
  search: string;
  specialization: string;
  practiceArea: string;
  city: string;
  language: string;
  verified: boolean;
  /** The fewest stars of the average rating, "1" to "5"; empty means any. */
  minRating: string;
}

/** No search, every specialization: the list the page opens with. */
export const UNFILTERED: DirectoryFilter = {
  search: '',
  specialization: ALL_SPECIALIZATIONS,
  practiceArea: '',
  city: '',
  language: '',
  verified: false,
  minRating: '',
};

/**
 * The names of the filters in the page's address (`/public-lawyers?q=…&city=…`), which its GET
 * form sends and the gateway's page-data loader reads (gateway app/page-data.ts).
 */
export const DIRECTORY_PARAMETERS = {
  search: 'q',
  specialization: 'specialization',
  practiceArea: 'area',
  city: 'city',
  language: 'language',
  verified: 'verified',
  minRating: 'rating',
} as const satisfies Record<keyof DirectoryFilter, string>;

/** The filters an address names (what it leaves out is "all"). */
export function filterFromAddress(params: URLSearchParams): DirectoryFilter {
  const text = (key: keyof typeof DIRECTORY_PARAMETERS) =>
    params.get(DIRECTORY_PARAMETERS[key]) ?? '';
  return {
    search: text('search'),
    specialization: text('specialization'),
    practiceArea: text('practiceArea'),
    city: text('city'),
    language: text('language'),
    verified: text('verified') === 'true',
    minRating: /^[1-5]$/.test(text('minRating')) ? text('minRating') : '',
  };
}

/** The address of these filters: only those set, so that a shared link stays short. */
export function addressOfFilter(filter: DirectoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(DIRECTORY_PARAMETERS) as [
    keyof DirectoryFilter,
    string,
  ][]) {
    const value = filter[key];
    if (value === true) params.set(name, 'true');
    else if (typeof value === 'string' && value.trim()) params.set(name, value);
  }
  return params;
}

/** The options of the filters beyond the specialization (GET /api/public/lawyer-filters). */
export interface DirectoryFilterOptions {
  practiceAreas: string[];
  cities: string[];
  languages: string[];
}

/**
 * The directory's first screen as the gateway put it in the page it rendered (gateway
 * page-data.ts DirectoryPageData): the first page for the address's filters, how many in all,
 * the filters' options.
 */
export interface DirectoryFirstScreen {
  lawyers: PublicLawyer[];
  total: number;
  specializations: string[];
  options?: DirectoryFilterOptions;
  /** The search and filters the gateway loaded them for (the page's address). */
  filter?: {
    search: string;
    specialization: string | null;
    practiceArea?: string | null;
    city?: string | null;
    language?: string | null;
    verified?: boolean;
    minRating?: number | null;
  };
}

/** The filter of the server's first screen, in the page's terms. */
export function firstScreenFilter(firstScreen: DirectoryFirstScreen | undefined): DirectoryFilter {
  const filter = firstScreen?.filter;
  return {
    search: filter?.search ?? '',
    specialization: filter?.specialization ?? ALL_SPECIALIZATIONS,
    practiceArea: filter?.practiceArea ?? '',
    city: filter?.city ?? '',
    language: filter?.language ?? '',
    verified: filter?.verified ?? false,
    minRating: filter?.minRating ? String(filter.minRating) : '',
  };
}

export interface PublicLawyersState {
  /** The pages loaded so far, in the server's order (by name). */
  lawyers: readonly PublicLawyer[] | undefined;
  /** How many lawyers match in all (the server's count). */
  total: number | undefined;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  reload: () => void;
  loadMore: () => void;
}

function directoryPath(filter: DirectoryFilter, offset: number): string {
  const query = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE), offset: String(offset) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.specialization !== ALL_SPECIALIZATIONS) {
    query.set('specialization', filter.specialization);
  }
  if (filter.practiceArea) query.set('practiceArea', filter.practiceArea);
  if (filter.city) query.set('city', filter.city);
  if (filter.language) query.set('language', filter.language);
  if (filter.verified) query.set('verified', 'true');
  if (filter.minRating) query.set('minRating', filter.minRating);
  return `/api/public/lawyers?${query}`;
}

async function fetchPage(filter: DirectoryFilter, offset: number) {
  const { body, headers } = await apiResponse<PublicLawyer[]>('GET', directoryPath(filter, offset));
  return { lawyers: body, total: Number(headers.get('x-total-count') ?? body.length) };
}

const keyOf = (filter: DirectoryFilter) =>
  JSON.stringify([
    filter.search.trim(),
    filter.specialization,
    filter.practiceArea,
    filter.city,
    filter.language,
    filter.verified,
    filter.minRating,
  ]);

/**
 * The directory, searched and filtered by the server (the spec's filter, §5, and issue 31's), a
 * page at a time:
 * a new filter starts again from the first page; "Load more" appends the next one. With the
 * first screen the server rendered (`firstScreen`), the unfiltered list starts from it and is
 * not asked for again.
 */
export function usePublicLawyers(
  filter: DirectoryFilter,
  firstScreen?: DirectoryFirstScreen,
): PublicLawyersState {
  const [lawyers, setLawyers] = useState<readonly PublicLawyer[] | undefined>(firstScreen?.lawyers);
  const [total, setTotal] = useState<number | undefined>(firstScreen?.total);
  const [loading, setLoading] = useState(!firstScreen);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const filterKey = keyOf(filter);
  // The filter as of its key: the effects below run again only when what it asks for changes.
  const filterRef = useRef(filter);
  filterRef.current = filter;
  // Which filter the list on screen is for: a page asked for under another one is dropped.
  const shownFilter = useRef(firstScreen ? keyOf(firstScreenFilter(firstScreen)) : '');
  // The filter whose first page is on screen without having been fetched here (the server's).
  const renderedFilter = useRef(firstScreen ? keyOf(firstScreenFilter(firstScreen)) : undefined);

  // `attempt` is read now (a reload after a failure fetches even the server's filter again).
  useEffect(() => {
    if (renderedFilter.current === filterKey && attempt === 0) return;
    renderedFilter.current = undefined;
    let active = true;
    shownFilter.current = filterKey;
    setLoading(true);
    setFailed(false);
    fetchPage(filterRef.current, 0)
      .then((page) => {
        if (!active) return;
        setLawyers(page.lawyers);
        setTotal(page.total);
      })
      .catch(() => {
        if (active) setFailed(true);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [filterKey, attempt]);

  const loadMore = useCallback(() => {
    if (!lawyers) return;
    setLoadingMore(true);
    fetchPage(filterRef.current, lawyers.length)
      .then((page) => {
        if (shownFilter.current !== filterKey) return;
        setLawyers((shown) => [...(shown ?? []), ...page.lawyers]);
        setTotal(page.total);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoadingMore(false));
  }, [lawyers, filterKey]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { lawyers, total, loading, loadingMore, failed, reload, loadMore };
}

/**
 * The filter's options: the distinct specializations of the listed lawyers, from the server (or
 * as the server rendered them: `rendered`, then not asked for again).
 */
export function useDirectorySpecializations(rendered?: readonly string[]): readonly string[] {
  const [names, setNames] = useState<readonly string[]>(rendered ?? []);
  const known = rendered !== undefined;
  useEffect(() => {
    if (known) return;
    let active = true;
    apiRequest<string[]>('GET', '/api/public/lawyer-specializations')
      .then((rows) => {
        if (active) setNames(rows);
      })
      // Without them the filter offers "all" only; the list itself still loads.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [known]);
  return names;
}

/**
 * The options of the city, language and practice-area filters, from the server (or as the
 * server rendered them: `rendered`, then not asked for again).
 */
export function useDirectoryFilterOptions(
  rendered?: DirectoryFilterOptions,
): DirectoryFilterOptions {
  const [options, setOptions] = useState<DirectoryFilterOptions>(
    rendered ?? { practiceAreas: [], cities: [], languages: [] },
  );
  const known = rendered !== undefined;
  useEffect(() => {
    if (known) return;
    let active = true;
    apiRequest<DirectoryFilterOptions>('GET', '/api/public/lawyer-filters')
      .then((answer) => {
        if (active) setOptions(answer);
      })
      // Without them each filter offers "all" only; the list itself still loads.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [known]);
  return options;
}
