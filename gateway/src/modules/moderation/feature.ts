import type { JobQueue } from '../../queues/job-queue.js';
import type { Feature } from '../../shared/feature.js';
import { ModerationResolver } from './moderation.resolver.js';
import { registerModerationRoutes } from './moderation.routes.js';

/** Staff's decisions on what waits for moderation. */
export const moderationFeature: Feature<{ queues: JobQueue }> = {
  name: 'moderation',
  resolvers: [ModerationResolver],
  register(app, { queues }) {
    registerModerationRoutes(app, { queues });
    return [new ModerationResolver(queues)];
  },
};
