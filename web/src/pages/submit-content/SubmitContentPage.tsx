import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function SubmitContentPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.submitContent.title')} lead={t('pages.submitContent.lead')} />;
}
