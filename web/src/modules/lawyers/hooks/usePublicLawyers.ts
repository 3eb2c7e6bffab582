import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, apiResponse } from '../../../lib/rest.js';
import { ALL_SPECIALIZATIONS, type PublicLawyer } from '../types.js';

/**
 * Lawyers per answer: the first screen and each "Load more". A phone shows two or three cards at
 * a time; twelve keep the first HTML and its hydration light on a slow phone (24 cost the page
 * its Lighthouse 95), and the gateway renders the same number (DIRECTORY_FIRST_PAGE).
 */
export const DIRECTORY_PAGE_SIZE = 12;

export interface DirectoryFilter {
  search: string;
  specialization: string;
}

/** No search, every specialization: the list the page opens with. */
export const UNFILTERED: DirectoryFilter = { search: '', specialization: ALL_SPECIALIZATIONS };

/**
 * The directory's first screen as the gateway put it in the page it rendered (gateway
 * page-data.ts DirectoryPageData): the unfiltered first page, how many in all, the filter's
 * options.
 */
export interface DirectoryFirstScreen {
  lawyers: PublicLawyer[];
  total: number;
  specializations: string[];
  /** The search and filter the gateway loaded them for (the page's address). */
  filter?: { search: string; specialization: string | null };
}

/** The filter of the server's first screen, in the page's terms. */
export function firstScreenFilter(firstScreen: DirectoryFirstScreen | undefined): DirectoryFilter {
  return {
    search: firstScreen?.filter?.search ?? '',
    specialization: firstScreen?.filter?.specialization ?? ALL_SPECIALIZATIONS,
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

function directoryPath({ search, specialization }: DirectoryFilter, offset: number): string {
  const query = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE), offset: String(offset) });
  if (search.trim()) query.set('search', search.trim());
  if (specialization !== ALL_SPECIALIZATIONS) query.set('specialization', specialization);
  return `/api/public/lawyers?${query}`;
}

async function fetchPage(filter: DirectoryFilter, offset: number) {
  const { body, headers } = await apiResponse<PublicLawyer[]>('GET', directoryPath(filter, offset));
  return { lawyers: body, total: Number(headers.get('x-total-count') ?? body.length) };
}

const keyOf = ({ search, specialization }: DirectoryFilter) =>
  JSON.stringify([search, specialization]);

/**
 * The directory, searched and filtered by the server (the spec's filter, §5), a page at a time:
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
  const { search, specialization } = filter;
  const filterKey = keyOf(filter);
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
    fetchPage({ search, specialization }, 0)
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
  }, [search, specialization, filterKey, attempt]);

  const loadMore = useCallback(() => {
    if (!lawyers) return;
    setLoadingMore(true);
    fetchPage({ search, specialization }, lawyers.length)
      .then((page) => {
        if (shownFilter.current !== filterKey) return;
        setLawyers((shown) => [...(shown ?? []), ...page.lawyers]);
        setTotal(page.total);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoadingMore(false));
  }, [lawyers, search, specialization, filterKey]);

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
