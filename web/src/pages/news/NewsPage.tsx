import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function NewsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.news.title')} lead={t('pages.news.lead')} />;
}
