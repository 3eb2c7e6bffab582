// The moderation feature's public entry: what other features, pages and the app use of it.
export { AdminStatCards } from './components/AdminStatCards.js';
export { ConsultationList } from './components/ConsultationList.js';
export { FlagDecisionNotice, FlaggedPostList } from './components/FlaggedPostList.js';
export * as moderationStyles from './components/Moderation.css.js';
export { ModerationCard } from './components/ModerationCard.js';
export { PendingContentList } from './components/PendingContentList.js';
export { PendingNewsList } from './components/PendingNewsList.js';
export { PendingReviewList } from './components/PendingReviewList.js';
export { QueueDecisionNotice } from './components/QueueDecisionForms.js';
export { StatusBadge } from './components/StatusBadge.js';
export { catalogText, moderationStatus, useAdminDate } from './format.js';
export { useAdminConsultations, useAdminLists, useDecide } from './hooks/useModeration.js';
export type { Decision } from './types.js';
