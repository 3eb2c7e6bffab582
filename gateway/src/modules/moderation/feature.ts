import type { PageForms } from '../../http/page-forms.js';
import type { JobQueue } from '../../queues/job-queue.js';
import type { Feature } from '../../shared/feature.js';
import { registerModerationForms } from './moderation.forms.js';
import { ModerationResolver } from './moderation.resolver.js';
import { registerModerationRoutes } from './moderation.routes.js';

/** Staff's decisions on what waits for moderation. */
export const moderationFeature: Feature<{ queues: JobQueue; pageForms: PageForms }> = {
  name: 'moderation',
  resolvers: [ModerationResolver],
  register(app, { queues, pageForms }) {
    registerModerationRoutes(app, { queues });
    registerModerationForms(pageForms, { queues });
    return [new ModerationResolver(queues)];
  },
};
