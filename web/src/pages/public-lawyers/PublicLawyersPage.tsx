import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function PublicLawyersPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.publicLawyers.title')} lead={t('pages.publicLawyers.lead')} />;
}
