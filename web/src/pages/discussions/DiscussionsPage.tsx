import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function DiscussionsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.discussions.title')} lead={t('pages.discussions.lead')} />;
}
