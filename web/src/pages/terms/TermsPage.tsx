import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function TermsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.terms.title')} lead={t('pages.terms.lead')} />;
}
