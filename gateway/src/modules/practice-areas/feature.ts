import type { Feature } from '../../shared/feature.js';
import { PracticeAreasResolver } from './practice-areas.resolver.js';
import { registerPracticeAreaRoutes } from './practice-areas.routes.js';

/** The practice areas that discussions, documents and lawyers are filed under. */
export const practiceAreasFeature: Feature = {
  name: 'practice-areas',
  resolvers: [PracticeAreasResolver],
  register(app) {
    registerPracticeAreaRoutes(app);
    return [new PracticeAreasResolver()];
  },
};
