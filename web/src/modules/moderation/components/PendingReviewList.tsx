import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { catalogText, useAdminDate } from '../format.js';
import type { Decision, PendingReviewItem } from '../types.js';
import * as styles from './Moderation.css.js';
import { ModerationCard } from './ModerationCard.js';

export interface PendingReviewListProps {
  items: readonly PendingReviewItem[];
  onDecide: (item: PendingReviewItem, decision: Decision) => void;
  decidingId?: string | null;
}

/** Pending reviews of lawyers (spec §3 "Pending review"). */
export function PendingReviewList({ items, onDecide, decidingId }: PendingReviewListProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  if (items.length === 0) return <p className={styles.empty}>{t('pages.admin.empty.reviews')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <ModerationCard
            title={`${item.clientName} → ${item.lawyer.fullName}`}
            status={item.status}
            details={[
              {
                key: 'rating',
                label: t('pages.admin.fields.rating'),
                value: t('pages.admin.fields.ratingValue', { rating: item.rating }),
              },
              { key: 'client', label: t('pages.admin.fields.client'), value: item.clientName },
              { key: 'lawyer', label: t('pages.admin.fields.lawyer'), value: item.lawyer.fullName },
              {
                key: 'consultationType',
                label: t('pages.admin.fields.consultationType'),
                value: consultationTypeLabel(t, item.consultationType),
              },
              {
                key: 'createdAt',
                label: t('pages.admin.fields.createdAt'),
                value: date(item.createdAt),
              },
            ]}
            body={{ label: t('pages.admin.fields.review'), text: item.reviewText }}
            onDecide={(decision) => onDecide(item, decision)}
            queueItem={{ itemType: 'review', id: item.id }}
            deciding={decidingId === item.id}
          />
        </li>
      ))}
    </ul>
  );
}

export function consultationTypeLabel(t: unknown, value: string): string {
  return catalogText(t, `pages.admin.consultationTypes.${specValue(value)}`) ?? value;
}
