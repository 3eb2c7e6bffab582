import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import {
  NewsArticle,
  useNewsItem,
  useShareNews,
  useToggleBookmark,
} from '../../modules/news/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function NewsItemPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { item, loading, notFound, failed } = useNewsItem(id);
  const share = useShareNews();
  const bookmark = useToggleBookmark();

  if (item) {
    return (
      <NewsArticle
        item={item}
        onShare={() => void share(item)}
        onToggleBookmark={() => bookmark.toggle(item.id)}
        bookmarkPending={bookmark.pendingId === item.id}
      />
    );
  }
  if (notFound || failed) {
    return (
      <>
        <PageHeader
          title={notFound ? t('pages.news.detail.notFoundTitle') : t('pages.news.detail.loadError')}
          lead={notFound ? t('pages.news.detail.notFoundLead') : undefined}
        />
        <Link href="/news">{t('pages.news.detail.back')}</Link>
      </>
    );
  }
  return loading ? <Loading /> : null;
}
