// The news feature's public entry: what other features, pages and the app use of it.
export { AnnouncementDialog } from './components/AnnouncementDialog.js';
export { NewsArticle } from './components/NewsArticle.js';
export { NewsCategories } from './components/NewsCategories.js';
export * as newsListStyles from './components/NewsList.css.js';
export { NewsList } from './components/NewsList.js';
export { filterNews } from './filterNews.js';
export {
  type NewAnnouncementValues,
  useCreateAnnouncement,
} from './hooks/useCreateAnnouncement.js';
export { useNews } from './hooks/useNews.js';
export { useNewsItem } from './hooks/useNewsItem.js';
export { useShareNews } from './hooks/useShareNews.js';
export { useToggleBookmark } from './hooks/useToggleBookmark.js';
