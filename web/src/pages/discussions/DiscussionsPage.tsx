import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DiscussionOrder } from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import type { NewDiscussionValues } from '../../modules/discussions/index.js';
import {
  DiscussionList,
  discussionPath,
  NewDiscussionDialog,
  useCreateDiscussion,
  useDiscussions,
} from '../../modules/discussions/index.js';
import { areaName, usePracticeAreas } from '../../modules/practice-areas/index.js';
import { Button } from '../../ui/Button.js';
import { DeferredSelect as Select } from '../../ui/DeferredSelect.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toast/toast.js';
import * as styles from './DiscussionsPage.css.js';

const ALL_AREAS = 'all';

/** The list's orders as the address names them (`?sort=`); latest activity when absent. */
const SORTS = {
  activity: DiscussionOrder.LatestActivity,
  newest: DiscussionOrder.Newest,
  liked: DiscussionOrder.MostLiked,
  unanswered: DiscussionOrder.Unanswered,
} as const;
type Sort = keyof typeof SORTS;
const DEFAULT_SORT: Sort = 'activity';
const sortOf = (value: string | null): Sort =>
  value !== null && value in SORTS ? (value as Sort) : DEFAULT_SORT;

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server's longest search text. */
const SEARCH_MAX = 200;

export default function DiscussionsPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const areaSlug = searchParams.get('area');
  const areas = usePracticeAreas();
  const selectedArea = areas?.find((area) => area.slug === areaSlug);
  const search = searchParams.get('q')?.trim() ?? '';
  const [searchText, setSearchText] = useState(search);
  // A link or Back changing `q` (the sidebar's Discussions, an area shortcut) sets the box too.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== searchText.trim()) setSearchText(search);
  }
  const sort = sortOf(searchParams.get('sort'));
  const list = useDiscussions(areaSlug, search, SORTS[sort]);
  // What Load more said, for the list (area and search) it was said about.
  const listKey = `${areaSlug ?? ''}\u0000${search}\u0000${sort}`;
  const [loadNews, setLoadNews] = useState<{ listKey: string; text: string } | null>(null);
  const createDiscussion = useCreateDiscussion();
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);

  const filterOptions = [
    { id: ALL_AREAS, label: t('pages.discussions.allAreas') },
    ...(areas ?? []).map((area) => ({ id: area.slug, label: areaName(area, i18n.language) })),
  ];
  const formAreas = (areas ?? []).map((area) => ({
    id: area.id,
    label: areaName(area, i18n.language),
  }));

  const sortOptions = (Object.keys(SORTS) as Sort[]).map((id) => ({
    id,
    label: t(`pages.discussions.sort.${id}`),
  }));
  const chooseSort = (next: Sort) => {
    const params = new URLSearchParams(searchParams);
    if (next === DEFAULT_SORT) params.delete('sort');
    else params.set('sort', next);
    setSearchParams(params, { replace: true });
  };

  const chooseArea = (slug: string) => {
    const next = new URLSearchParams(searchParams);
    if (slug === ALL_AREAS) next.delete('area');
    else next.set('area', slug);
    setSearchParams(next, { replace: true });
  };

  // Typing filters the list through the server once it pauses; `q` keeps the search in the URL
  // (replace: the history gets no entry per keystroke, and focus stays in the box).
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setSearchParams]);

  // A search says how many it found; Load more then says how many it added.
  const status =
    loadNews?.listKey === listKey
      ? loadNews.text
      : search && list.discussions
        ? t('pages.discussions.searchResults', { count: list.discussions.length })
        : '';

  const loadMore = () => {
    list
      .loadMore()
      .then((added) =>
        setLoadNews({
          listKey,
          text:
            added > 0
              ? t('pages.discussions.loadedMore', { count: added })
              : t('pages.discussions.noMore'),
        }),
      )
      .catch(() => {
        toast({
          title: t('common.error'),
          description: t('pages.discussions.loadMoreFailed'),
          variant: 'destructive',
        });
      });
  };

  const create = async (values: NewDiscussionValues) => {
    const id = await createDiscussion(values);
    setFormOpen(false);
    toast({ title: t('common.success'), description: t('pages.discussions.form.created') });
    // The author lands on the new thread, as on every forum.
    navigate(discussionPath(id));
  };

  return (
    <>
      <PageHeader title={t('pages.discussions.title')} lead={t('pages.discussions.lead')} />
      <div className={styles.toolbar}>
        <search className={styles.search}>
          <TextField
            label={t('pages.discussions.searchLabel')}
            type="search"
            placeholder={t('pages.discussions.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
            maxLength={SEARCH_MAX}
          />
        </search>
        <Select
          label={t('pages.discussions.areaFilter')}
          options={filterOptions}
          value={areaSlug ?? ALL_AREAS}
          onChange={chooseArea}
          className={styles.filter}
        />
        <Select
          label={t('pages.discussions.sort.label')}
          options={sortOptions}
          value={sort}
          onChange={chooseSort}
          className={styles.filter}
        />
        <Button onPress={() => setFormOpen(true)}>{t('pages.discussions.newDiscussion')}</Button>
      </div>
      <DiscussionList
        areaName={selectedArea ? areaName(selectedArea, i18n.language) : undefined}
        discussions={list.discussions}
        loading={list.loading}
        failed={list.failed}
        search={search}
        status={status}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={loadMore}
      />
      <NewDiscussionDialog
        isOpen={formOpen}
        onOpenChange={setFormOpen}
        areas={formAreas}
        initialAreaId={selectedArea?.id ?? null}
        onSubmit={create}
      />
    </>
  );
}
