import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function DocumentsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.documents.title')} lead={t('pages.documents.lead')} />;
}
