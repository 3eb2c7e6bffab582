import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function AboutPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.about.title')} lead={t('pages.about.lead')} />;
}
