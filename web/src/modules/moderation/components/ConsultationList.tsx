import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { useAdminDate } from '../format.js';
import type { AdminConsultationItem } from '../types.js';
import * as styles from './Moderation.css.js';
import { ModerationCard } from './ModerationCard.js';
import { consultationTypeLabel } from './PendingReviewList.js';

/** Spec §9: the consultations tab shows at most 10. */
export const CONSULTATIONS_SHOWN = 10;

export interface ConsultationListProps {
  items: readonly AdminConsultationItem[];
  /** Show every item (the "all requests" view) instead of the first 10. */
  showAll?: boolean;
  /** Where the link to all requests goes (shown when only the first 10 are listed). */
  allHref?: string;
}

/** Consultation requests: a list only, no decisions. */
export function ConsultationList({ items, showAll, allHref }: ConsultationListProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const missing = t('pages.admin.notSpecified');
  if (items.length === 0) {
    return <p className={styles.empty}>{t('pages.admin.empty.consultations')}</p>;
  }
  const shown = showAll ? items : items.slice(0, CONSULTATIONS_SHOWN);
  return (
    <div className={styles.stack}>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.id}>
            <ModerationCard
              title={item.clientName}
              status={item.status}
              details={[
                {
                  key: 'consultationType',
                  label: t('pages.admin.fields.consultationType'),
                  value: consultationTypeLabel(t, item.consultationType),
                },
                {
                  key: 'lawyer',
                  label: t('pages.admin.fields.lawyer'),
                  value: item.lawyer.fullName,
                },
                { key: 'email', label: t('pages.admin.fields.email'), value: item.clientEmail },
                {
                  key: 'phone',
                  label: t('pages.admin.fields.phone'),
                  value: item.clientPhone || missing,
                },
                {
                  key: 'preferredDate',
                  label: t('pages.admin.fields.preferredDate'),
                  value: date(item.preferredDate),
                },
                {
                  key: 'createdAt',
                  label: t('pages.admin.fields.createdAt'),
                  value: date(item.createdAt),
                },
              ]}
              body={{ label: t('pages.admin.fields.description'), text: item.description }}
            />
          </li>
        ))}
      </ul>
      {!showAll && allHref ? (
        <div className={styles.footer}>
          <span>{t('pages.admin.consultationsShown', { count: shown.length })}</span>
          <Link href={allHref}>{t('pages.admin.allConsultations')}</Link>
        </div>
      ) : null}
    </div>
  );
}
