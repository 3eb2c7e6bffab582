import type { PageForms } from '../../http/page-forms.js';
import type { Feature } from '../../shared/feature.js';
import { registerMemberHistoryForms } from './member-history.forms.js';
import { MemberHistoryResolver } from './member-history.resolver.js';
import { registerMemberHistoryRoutes } from './member-history.routes.js';

/** A member's history for staff (issue 33), and the role change made from it. */
export const memberHistoryFeature: Feature<{ pageForms: PageForms }> = {
  name: 'member-history',
  resolvers: [MemberHistoryResolver],
  register(app, { pageForms }) {
    registerMemberHistoryRoutes(app);
    registerMemberHistoryForms(pageForms);
    return [new MemberHistoryResolver()];
  },
};
