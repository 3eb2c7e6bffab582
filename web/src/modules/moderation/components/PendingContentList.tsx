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

/** A catalog label for a spec value, the value itself when the catalog has none; null if unset. */
function labelOf(t: unknown, group: string, value: string | null): string | null {
  if (!value) return null;
  return catalogText(t, `pages.submitContent.${group}.${specValue(value)}`) ?? value;
}

const EXCERPT = 80;

/**
 * Spec §2: the fields of pending submitted content that are set, type-specific ones included.
 * The type is the card's tag and the title its heading, so neither repeats as a row.
 */
export function PendingContentList({ items, onDecide, decidingId }: PendingContentListProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  if (items.length === 0) return <p className={styles.empty}>{t('pages.admin.empty.content')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const kind = kindOf(item.type);
        const urgent = specValue(item.priority) === 'urgent';
        const title =
          item.title?.trim() ||
          (item.content.length > EXCERPT ? `${item.content.slice(0, EXCERPT)}…` : item.content);
        const earlier = item.resubmissionOf;
        const rows: DetailRow[] = [
          {
            // The earlier decision stays in sight: what was refused, and why.
            key: 'resubmissionOf',
            label: t('pages.admin.fields.resubmissionOf'),
            value: earlier
              ? `${earlier.decidedAt ? date(earlier.decidedAt) : ''} ${
                  earlier.rejectionReason
                    ? t('pages.admin.fields.earlierReason', { reason: earlier.rejectionReason })
                    : ''
                }`.trim() || t('pages.admin.status.rejected')
              : null,
          },
          { key: 'excerpt', label: t('pages.admin.fields.excerpt'), value: item.excerpt },
          {
            key: 'category',
            label: t('pages.admin.fields.category'),
            value:
              kind === 'event'
                ? labelOf(t, 'eventCategories', item.eventCategory)
                : labelOf(t, 'newsCategories', item.newsCategory),
          },
          {
            key: 'priority',
            label: t('pages.admin.fields.priority'),
            // Normal is every item's default: only a different priority is worth a row.
            value:
              specValue(item.priority) === 'normal'
                ? null
                : labelOf(t, 'priorities', item.priority),
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
            value: item.scheduledDate ? date(item.scheduledDate) : null,
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
              value: item.eventDate ? date(item.eventDate) : null,
            },
            {
              key: 'location',
              label: t('pages.admin.fields.location'),
              value: item.location,
            },
            {
              key: 'maxAttendees',
              label: t('pages.admin.fields.maxAttendees'),
              value:
                item.maxAttendees !== null
                  ? String(item.maxAttendees)
                  : item.registrationRequired
                    ? t('pages.admin.fields.noLimit')
                    : null,
            },
          );
        }
        if (kind === 'social') {
          rows.push(
            {
              key: 'platform',
              label: t('pages.admin.fields.platform'),
              value: labelOf(t, 'platforms', item.platform),
            },
            {
              key: 'targetAudience',
              label: t('pages.admin.fields.targetAudience'),
              value: labelOf(t, 'audiences', item.targetAudience),
            },
            {
              key: 'hashtags',
              label: t('pages.admin.fields.hashtags'),
              value: item.hashtags,
            },
            {
              key: 'scheduledShare',
              label: t('pages.admin.fields.scheduledShare'),
              value: item.scheduledShare ? date(item.scheduledShare) : null,
            },
            {
              key: 'postUrl',
              label: t('pages.admin.fields.postUrl'),
              value: item.postUrl,
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
              // The gateway's ModeratedItemType of a submission (moderated-kinds.ts).
              queueItem={{ itemType: `submitted-${kind}`, id: item.id }}
              deciding={decidingId === item.id}
            />
          </li>
        );
      })}
    </ul>
  );
}
