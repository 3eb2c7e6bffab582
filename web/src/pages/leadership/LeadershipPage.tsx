import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function LeadershipPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.leadership.title')} lead={t('pages.leadership.lead')} />;
}
