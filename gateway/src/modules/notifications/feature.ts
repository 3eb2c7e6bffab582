import type { Feature } from '../../shared/feature.js';
import { NotificationsResolver } from './notifications.resolver.js';

/** The member's notifications inbox. */
export const notificationsFeature: Feature = {
  name: 'notifications',
  resolvers: [NotificationsResolver],
  register: () => [new NotificationsResolver()],
};
