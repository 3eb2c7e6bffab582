// The dashboard feature's public entry: what other features, pages and the app use of it.
export { DashboardHero } from './components/DashboardHero.js';
export * as dashboardItemsStyles from './components/DashboardItems.css.js';
export {
  DiscussionItem,
  EventItemRow,
  MemberItem,
  NewsItemRow,
} from './components/DashboardItems.js';
export { DashboardList } from './components/DashboardList.js';
export { useDashboard } from './hooks/useDashboard.js';
