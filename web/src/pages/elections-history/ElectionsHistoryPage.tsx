import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function ElectionsHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.electionsHistory.title')} lead={t('pages.electionsHistory.lead')} />
  );
}
