// The search feature's public entry: what other features, pages and the app use of it.
export { SearchBar } from './components/SearchBar.js';
export { SearchResults } from './components/SearchResults.js';
export { useSearch } from './hooks/useSearch.js';
export { SEARCH_PATH, searchPath } from './searchPath.js';
