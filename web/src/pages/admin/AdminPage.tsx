import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function AdminPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.admin.title')} lead={t('pages.admin.lead')} />;
}
