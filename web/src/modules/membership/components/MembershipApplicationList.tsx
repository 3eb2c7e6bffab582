import { useTranslation } from '../../../i18n/react.js';
import type { Decision } from '../../moderation/index.js';
import {
  ModerationCard,
  moderationStyles as styles,
  useAdminDate,
} from '../../moderation/index.js';
import type { MembershipApplicationItem } from '../hooks/useMembershipApplications.js';

export interface MembershipApplicationListProps {
  items: readonly MembershipApplicationItem[];
  onDecide: (item: MembershipApplicationItem, decision: Decision) => void;
  decidingId?: string | null;
}

/** Applications sent from the landing page's "join", each with approve (invites) and reject. */
export function MembershipApplicationList({
  items,
  onDecide,
  decidingId,
}: MembershipApplicationListProps) {
  const { t } = useTranslation();
  const date = useAdminDate();
  const missing = t('pages.membershipApplications.notGiven');
  if (items.length === 0) {
    return <p className={styles.empty}>{t('pages.membershipApplications.empty')}</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <ModerationCard
            title={item.fullName}
            status={item.status}
            details={[
              { key: 'email', label: t('pages.membershipApplications.email'), value: item.email },
              {
                key: 'phone',
                label: t('pages.membershipApplications.phone'),
                value: item.phone ?? missing,
              },
              {
                key: 'barNumber',
                label: t('pages.membershipApplications.barNumber'),
                value: item.barNumber,
              },
              {
                key: 'specialization',
                label: t('pages.membershipApplications.specialization'),
                value: item.specialization ?? missing,
              },
              {
                key: 'city',
                label: t('pages.membershipApplications.city'),
                value: item.city ?? missing,
              },
              {
                key: 'createdAt',
                label: t('pages.membershipApplications.createdAt'),
                value: date(item.createdAt),
              },
            ]}
            body={
              item.message
                ? { label: t('pages.membershipApplications.message'), text: item.message }
                : null
            }
            approveLabel={t('pages.membershipApplications.approve')}
            confirmApproval={false}
            onDecide={(decision) => onDecide(item, decision)}
            deciding={decidingId === item.id}
          />
        </li>
      ))}
    </ul>
  );
}
