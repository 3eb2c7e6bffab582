import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import {
  AnnouncementDialog,
  filterNews,
  type NewAnnouncementValues,
  NewsCategories,
  NewsList,
  useCreateAnnouncement,
  useNews,
  useShareNews,
  useToggleBookmark,
} from '../../modules/news/index.js';
import { useViewer } from '../../modules/session/index.js';
import { isStaff } from '../../routing/access.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toast/toast.js';
import * as styles from './NewsPage.css.js';

/** `/news?saved=1`: the news the member bookmarked, linked from the news page. */
const SAVED_PARAMETER = 'saved';

export default function NewsPage() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const [searchParams] = useSearchParams();
  const saved = searchParams.get(SAVED_PARAMETER) === '1';
  const { news, loading, failed, hasMore, loadingMore, loadMore } = useNews({
    bookmarkedOnly: saved,
  });
  const createAnnouncement = useCreateAnnouncement();
  const share = useShareNews();
  const bookmark = useToggleBookmark();
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);

  const create = async (values: NewAnnouncementValues) => {
    await createAnnouncement(values);
    setFormOpen(false);
    toast({ title: t('common.success'), description: t('pages.news.form.created') });
  };

  const more = () => {
    loadMore().catch(() =>
      toast({
        title: t('common.error'),
        description: t('pages.news.loadError'),
        variant: 'destructive',
      }),
    );
  };

  return (
    <>
      <PageHeader title={t('pages.news.title')} lead={t('pages.news.lead')} />
      <div className={styles.toolbar}>
        <search className={styles.search}>
          <TextField
            label={t('pages.news.searchLabel')}
            type="search"
            placeholder={t('pages.news.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </search>
        {/* A link, not a switch: the bookmarks have an address of their own. */}
        <Link href={saved ? '/news' : `/news?${SAVED_PARAMETER}=1`}>
          {saved ? t('pages.news.allNewsLink') : t('pages.news.bookmarksLink')}
        </Link>
        {viewer && isStaff(viewer.role) ? (
          <Button onPress={() => setFormOpen(true)}>{t('pages.news.createAnnouncement')}</Button>
        ) : null}
      </div>
      <NewsList
        news={news && filterNews(news, search)}
        searching={search.trim().length > 0}
        {...(saved && { emptyMessage: t('pages.news.bookmarksEmpty') })}
        loading={loading}
        failed={failed}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={more}
        onShare={(item) => void share(item)}
        onToggleBookmark={(item) => bookmark.toggle(item.id)}
        bookmarkPendingId={bookmark.pendingId}
      />
      <NewsCategories />
      {viewer && isStaff(viewer.role) ? (
        <AnnouncementDialog isOpen={formOpen} onOpenChange={setFormOpen} onSubmit={create} />
      ) : null}
    </>
  );
}
