import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import type { NewsEntry } from '../types.js';
import * as styles from './NewsArticle.css.js';
import * as parts from './NewsParts.css.js';
import { NewsActions, NewsBody, NewsMeta } from './NewsParts.js';

export interface NewsArticleProps {
  item: NewsEntry;
  onShare: () => void;
  onToggleBookmark: () => void;
  bookmarkPending: boolean;
}

/** A news item's own page: the title as the page heading, author, date, full content, actions. */
export function NewsArticle({
  item,
  onShare,
  onToggleBookmark,
  bookmarkPending,
}: NewsArticleProps) {
  const { t } = useTranslation();
  return (
    <>
      <Link href="/news">{t('pages.news.detail.back')}</Link>
      <article className={styles.article}>
        <PageHeader title={item.title} titleDir="auto" />
        <NewsMeta item={item} />
        <NewsBody item={item} />
        <div className={parts.actions}>
          <NewsActions
            item={item}
            onShare={onShare}
            onToggleBookmark={onToggleBookmark}
            bookmarkPending={bookmarkPending}
          />
        </div>
      </article>
    </>
  );
}
