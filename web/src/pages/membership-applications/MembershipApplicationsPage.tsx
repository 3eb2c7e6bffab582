import { useTranslation } from '../../i18n/react.js';
import {
  MembershipApplicationList,
  useMembershipApplications,
} from '../../modules/membership/index.js';
import { moderationStyles as styles } from '../../modules/moderation/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Staff review of membership applications: approving one invites the applicant by e-mail. */
export default function MembershipApplicationsPage() {
  const { t } = useTranslation();
  const { items, failed, decide, decidingId } = useMembershipApplications();
  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.membershipApplications.loadFailed')}
        </p>
      );
    }
    if (!items) return <Loading />;
    return (
      <MembershipApplicationList
        items={items}
        decidingId={decidingId}
        onDecide={(item, decision) => void decide(item, decision)}
      />
    );
  };
  return (
    <>
      <PageHeader
        title={t('pages.membershipApplications.title')}
        lead={t('pages.membershipApplications.lead')}
      />
      <div className={styles.page}>
        <Link href="/admin">{t('pages.membershipApplications.backToAdmin')}</Link>
        {body()}
      </div>
    </>
  );
}
