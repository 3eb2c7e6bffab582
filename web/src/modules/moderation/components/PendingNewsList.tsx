import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { catalogText, useAdminDate } from '../format.js';
import type { Decision, PendingNewsItem } from '../types.js';
import * as styles from './Moderation.css.js';
import { ModerationCard } from './ModerationCard.js';

export interface PendingNewsListProps {
  items: readonly PendingNewsItem[];
  onDecide: (item: PendingNewsItem, decision: Decision) => void;
  decidingId?: string | null;
}

/** Pending news (spec §3 "News item" with its status), each with approve and reject. */
export function PendingNewsList({ items, onDecide, decidingId }: PendingNewsListProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  if (items.length === 0) return <p className={styles.empty}>{t('pages.admin.empty.news')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const category =
          catalogText(t, `pages.submitContent.newsCategories.${specValue(item.category)}`) ??
          item.category;
        return (
          <li key={item.id}>
            <ModerationCard
              title={item.title}
              status={item.status}
              details={[
                {
                  key: 'excerpt',
                  label: t('pages.admin.fields.excerpt'),
                  value: item.excerpt,
                },
                {
                  key: 'category',
                  label: t('pages.admin.fields.category'),
                  value: category,
                },
                {
                  key: 'author',
                  label: t('pages.admin.fields.author'),
                  value: item.author.fullName,
                },
                {
                  key: 'createdAt',
                  label: t('pages.admin.fields.createdAt'),
                  value: date(item.createdAt),
                },
              ]}
              body={{ label: t('pages.admin.fields.content'), text: item.content }}
              onDecide={(decision) => onDecide(item, decision)}
              queueItem={{ itemType: 'news', id: item.id }}
              deciding={decidingId === item.id}
            />
          </li>
        );
      })}
    </ul>
  );
}
