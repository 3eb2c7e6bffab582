import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { SearchBar, SearchResults, searchPath, useSearch } from '../../modules/search/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * Longer text is refused by the server (issue 26, F1); the page searches its first 200
 * characters and, of those, its first 12 words.
 */
const QUERY_MAX = 200;
const QUERY_WORDS_MAX = 12;

function searchedText(raw: string): string {
  const text = raw.trim().slice(0, QUERY_MAX).trim();
  const words = text.split(/\s+/u);
  return words.length > QUERY_WORDS_MAX ? words.slice(0, QUERY_WORDS_MAX).join(' ') : text;
}

/** `/search?q=`: what the portal's search finds, grouped, the searched words marked. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = searchedText(params.get('q') ?? '');
  const { results, loading, failed } = useSearch(query);

  return (
    <>
      <PageHeader
        title={query ? t('pages.search.titleFor', { query }) : t('pages.search.title')}
        lead={query ? undefined : t('pages.search.empty')}
      />
      <SearchBar key={query} defaultValue={query} onSearch={(text) => navigate(searchPath(text))} />
      {query ? (
        <SearchResults query={query} results={results} loading={loading} failed={failed} />
      ) : null}
    </>
  );
}
