import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.js';

export default function FoundersTributePage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.foundersTribute.title')} lead={t('pages.foundersTribute.lead')} />
  );
}
