import { useTranslation } from '../../i18n/react.js';
import { MembershipApplicationForm } from '../../modules/public-site/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** The landing page's "join": an application that staff review (public). */
export default function ApplyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('membership.title')} lead={t('membership.lead')} />
      <MembershipApplicationForm />
    </>
  );
}
