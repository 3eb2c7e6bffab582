import { useTranslation } from 'react-i18next';
import { usePortalStats } from '../../modules/stats/hooks/usePortalStats.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function MembersPage() {
  const { t } = useTranslation();
  const { stats } = usePortalStats();
  return (
    <>
      <PageHeader title={t('pages.members.title')} lead={t('pages.members.lead')} />
      {stats ? <p>{t('pages.members.count', { count: stats.members })}</p> : null}
    </>
  );
}
