// What the rest of the gateway uses of news: other features import it from here only.

export { NewsCategory } from './dto/news-category.type.js';
export {
  listPendingNews,
  newsModeration,
  type PendingNewsRow,
  publishSubmittedNews,
} from './news.moderation.js';
export { NewsBookmark } from './news-bookmark.entity.js';
export { NewsItem } from './news-item.entity.js';
