import type { Feature } from '../../shared/feature.js';
import type { MessagesLive } from './messages.live.js';
import { MessagesResolver } from './messages.resolver.js';
import { registerMessageRoutes } from './messages.routes.js';

/** Direct messages between members, with their live feed. */
export const messagesFeature: Feature<{ live: MessagesLive }> = {
  name: 'messages',
  resolvers: [MessagesResolver],
  register(app, { live }) {
    registerMessageRoutes(app);
    return [new MessagesResolver(live)];
  },
};
