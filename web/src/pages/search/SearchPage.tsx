import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchBar } from '../../modules/search/components/SearchBar.js';
import { searchPath } from '../../modules/search/searchPath.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Where the search bar leads. Results arrive with the search feature; until then none are shown. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';

  return (
    <>
      <PageHeader
        title={t('pages.search.title')}
        lead={query ? t('pages.search.resultsFor', { query }) : t('pages.search.empty')}
      />
      <SearchBar key={query} defaultValue={query} onSearch={(text) => navigate(searchPath(text))} />
      {query ? <p>{t('pages.search.lead')}</p> : null}
    </>
  );
}
