import type { JobQueue } from '../../queues/job-queue.js';
import type { Feature } from '../../shared/feature.js';
import { SubmissionsResolver } from './submissions.resolver.js';
import { registerSubmissionRoutes } from './submissions.routes.js';

/** What members submit for publication (news, events, social posts). */
export const submissionsFeature: Feature<{ queues: JobQueue }> = {
  name: 'submissions',
  resolvers: [SubmissionsResolver],
  register(app, { queues }) {
    registerSubmissionRoutes(app, { queues });
    return [new SubmissionsResolver(queues)];
  },
};
