// What the rest of the gateway uses of search: other features import it from here only.
export {
  checkSearchWords,
  discussionMatches,
  SEARCH_TEXT_MAX,
  SEARCH_WORDS_MAX,
  searchTsQuery,
  withTrigramThreshold,
} from './search-text.js';
