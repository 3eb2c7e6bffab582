// The social feature's public entry: what other features, pages and the app use of it.
export { FollowSection } from './components/FollowSection.js';
export { NetworkCard } from './components/NetworkCard.js';
export { RecentActivity } from './components/RecentActivity.js';
export * as socialStyles from './components/Social.css.js';
export { SocialFeatures } from './components/SocialFeatures.js';
export { useNetworkActions } from './hooks/useNetworkActions.js';
export { useRecentSocialActivity } from './hooks/useRecentSocialActivity.js';
export { SOCIAL_NETWORKS } from './networks.js';
