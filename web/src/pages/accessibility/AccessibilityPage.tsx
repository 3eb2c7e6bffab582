import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function AccessibilityPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.accessibility.title')} lead={t('pages.accessibility.lead')} />;
}
