import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchBar } from '../../modules/search/components/SearchBar.js';
import { searchPath } from '../../modules/search/searchPath.js';
import { StatCards } from '../../modules/stats/components/StatCards.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** What a signed-in member sees at `/`. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')} />
      <SearchBar onSearch={(text) => navigate(searchPath(text))} />
      <StatCards />
    </>
  );
}
