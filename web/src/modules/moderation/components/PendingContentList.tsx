import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { catalogText, useAdminDate } from '../format.js';
import type { Decision, PendingContentItem } from '../types.js';
import * as styles from './Moderation.css.js';
import { type DetailRow, ModerationCard } from './ModerationCard.js';

export interface PendingContentListProps {
  items: readonly PendingContentItem[];
  onDecide: (item: PendingContentItem, decision: Decision) => void;
  decidingId?: string | null;
}

type Kind = 'news' | 'event' | 'social';

function kindOf(type: string): Kind {
  const value: string = specValue(type);
  return value === 'event' || value === 'social' ? value : 'news';
}

/** A catalog label for a spec value, the value itself when the catalog has none. */
function labelOf(t: unknown, group: string, value: string | null, missing: string): string {
  if (!value) return missing;
  return catalogText(t, `pages.submitContent.${group}.${specValue(value)}`) ?? value;
}

const EXCERPT = 80;

/** Spec §2: every field of pending submitted content, type-specific ones included. */
export function PendingContentList({ items, onDecide, decidingId }: PendingContentListProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const missing = t('pages.admin.notSpecified');
  if (items.length === 0) return <p className={styles.empty}>{t('pages.admin.empty.content')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const kind = kindOf(item.type);
        const urgent = specValue(item.priority) === 'urgent';
        const title =
          item.title?.trim() ||
          (item.content.length > EXCERPT ? `${item.content.slice(0, EXCERPT)}…` : item.content);
        const rows: DetailRow[] = [
          {
            key: 'type',
            label: t('pages.admin.fields.type'),
            value: t(`pages.admin.types.${kind}`),
          },
          { key: 'title', label: t('pages.admin.fields.title'), value: item.title || missing },
          {
            key: 'excerpt',
            label: t('pages.admin.fields.excerpt'),
            value: item.excerpt || missing,
          },
          {
            key: 'category',
            label: t('pages.admin.fields.category'),
            value:
              kind === 'event'
                ? labelOf(t, 'eventCategories', item.eventCategory, missing)
                : labelOf(t, 'newsCategories', item.newsCategory, missing),
          },
          {
            key: 'priority',
            label: t('pages.admin.fields.priority'),
            value: labelOf(t, 'priorities', item.priority, missing),
          },
          { key: 'author', label: t('pages.admin.fields.author'), value: item.author.fullName },
          {
            key: 'createdAt',
            label: t('pages.admin.fields.createdAt'),
            value: date(item.createdAt),
          },
          {
            key: 'scheduledDate',
            label: t('pages.admin.fields.scheduledDate'),
            value: date(item.scheduledDate),
          },
        ];
        if (kind === 'news' && item.socialMediaLinks) {
          rows.push({
            key: 'socialMediaLinks',
            label: t('pages.admin.fields.socialMediaLinks'),
            value: item.socialMediaLinks,
          });
        }
        if (kind === 'event') {
          rows.push(
            {
              key: 'eventDate',
              label: t('pages.admin.fields.eventDate'),
              value: date(item.eventDate),
            },
            {
              key: 'location',
              label: t('pages.admin.fields.location'),
              value: item.location || missing,
            },
            {
              key: 'maxAttendees',
              label: t('pages.admin.fields.maxAttendees'),
              value:
                item.maxAttendees !== null
                  ? String(item.maxAttendees)
                  : item.registrationRequired
                    ? t('pages.admin.fields.noLimit')
                    : missing,
            },
          );
        }
        if (kind === 'social') {
          rows.push(
            {
              key: 'platform',
              label: t('pages.admin.fields.platform'),
              value: labelOf(t, 'platforms', item.platform, missing),
            },
            {
              key: 'targetAudience',
              label: t('pages.admin.fields.targetAudience'),
              value: labelOf(t, 'audiences', item.targetAudience, missing),
            },
            {
              key: 'hashtags',
              label: t('pages.admin.fields.hashtags'),
              value: item.hashtags || missing,
            },
            {
              key: 'scheduledShare',
              label: t('pages.admin.fields.scheduledShare'),
              value: date(item.scheduledShare),
            },
            {
              key: 'postUrl',
              label: t('pages.admin.fields.postUrl'),
              value: item.postUrl || missing,
            },
          );
        }
        return (
          <li key={item.id}>
            <ModerationCard
              title={title}
              tag={t(`pages.admin.types.${kind}`)}
              status={item.status}
              urgent={urgent}
              details={rows}
              body={{
                label: t(
                  kind === 'event'
                    ? 'pages.admin.fields.description'
                    : 'pages.admin.fields.content',
                ),
                text: item.content,
              }}
              approveLabel={t('pages.admin.approvePublish')}
              onDecide={(decision) => onDecide(item, decision)}
              deciding={decidingId === item.id}
            />
          </li>
        );
      })}
    </ul>
  );
}
