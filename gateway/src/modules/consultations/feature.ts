import type { Redis } from 'ioredis';
import type { PageForms } from '../../http/page-forms.js';
import type { JobQueue } from '../../queues/job-queue.js';
import type { AppConfig } from '../../settings/config.js';
import type { Feature } from '../../shared/feature.js';
import { ConsultationRateLimiter } from './consultation-rate-limiter.js';
import { registerConsultationAnswerForm, registerConsultationForm } from './consultations.forms.js';
import { ConsultationsResolver } from './consultations.resolver.js';
import { registerConsultationRoutes } from './consultations.routes.js';

/** Visitors' consultation requests to lawyers, and their reviews. */
export const consultationsFeature: Feature<{
  redis: Redis;
  config: Pick<AppConfig, 'redisPrefix' | 'consultationLimits'>;
  queues: JobQueue;
  pageForms: PageForms;
}> = {
  name: 'consultations',
  resolvers: [ConsultationsResolver],
  register(app, { redis, config, queues, pageForms }) {
    const deps = {
      limiter: new ConsultationRateLimiter(redis, config.redisPrefix, config.consultationLimits),
      wake: queues,
    };
    registerConsultationRoutes(app, deps);
    registerConsultationForm(pageForms, deps);
    registerConsultationAnswerForm(pageForms, deps);
    return [new ConsultationsResolver(queues)];
  },
};
