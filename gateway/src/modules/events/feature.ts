import type { JobQueue } from '../../queues/job-queue.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import { EventsResolver } from './events.resolver.js';
import { registerEventRoutes } from './events.routes.js';

/** Events: answers, waitlists, reminders and calendar feeds. */
export const eventsFeature: Feature<{
  queues: JobQueue;
  config: Pick<AppConfig, 'publicUrl'>;
}> = {
  name: 'events',
  resolvers: [EventsResolver],
  register(app, { queues, config }) {
    registerEventRoutes(app, { wakeups: queues, publicUrl: config.publicUrl });
    return [new EventsResolver(queues)];
  },
};
