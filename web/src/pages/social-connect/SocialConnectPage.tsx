import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function SocialConnectPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.socialConnect.title')} lead={t('pages.socialConnect.lead')} />;
}
