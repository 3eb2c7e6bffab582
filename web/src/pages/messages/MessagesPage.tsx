import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function MessagesPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.messages.title')} lead={t('pages.messages.lead')} />;
}
