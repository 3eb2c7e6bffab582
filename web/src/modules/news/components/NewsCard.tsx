import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { button } from '../../../ui/Button.css.js';
import { Link } from '../../../ui/Link.js';
import { UserText } from '../../../ui/UserText.js';
import { newsPath } from '../newsPath.js';
import type { NewsEntry } from '../types.js';
import * as styles from './NewsCard.css.js';
import * as parts from './NewsParts.css.js';
import { NewsActions, NewsBody, NewsMeta } from './NewsParts.js';

export interface NewsCardProps {
  item: NewsEntry;
  onShare: (item: NewsEntry) => void;
  onToggleBookmark: (item: NewsEntry) => void;
  bookmarkPending: boolean;
}

/** One news item in the list, with Share, Bookmark and Read More (the item's own page). */
export function NewsCard({ item, onShare, onToggleBookmark, bookmarkPending }: NewsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <UserText as="h3" id={titleId} className={styles.title}>
        {item.title}
      </UserText>
      <NewsMeta item={item} />
      <NewsBody item={item} />
      <div className={styles.footer}>
        <div className={parts.actions}>
          <NewsActions
            item={item}
            describedBy={titleId}
            onShare={() => onShare(item)}
            onToggleBookmark={() => onToggleBookmark(item)}
            bookmarkPending={bookmarkPending}
          />
        </div>
        <Link
          href={newsPath(item.id)}
          variant="plain"
          className={`${button.primary} ${styles.readMore}`}
          aria-describedby={titleId}
        >
          {t('pages.news.readMore')}
        </Link>
      </div>
    </article>
  );
}
