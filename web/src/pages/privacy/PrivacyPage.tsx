import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.privacy.title')} lead={t('pages.privacy.lead')} />;
}
