import type { PageForms } from '../../http/page-forms.js';
import type { Feature } from '../../shared/feature.js';
import { MemberRoleResolver } from './member-role.resolver.js';
import { registerRoleRoutes } from './member-role.routes.js';
import { MemberSuspensionResolver } from './member-suspension.resolver.js';
import { registerSuspensionRoutes } from './member-suspension.routes.js';
import { registerMemberForms } from './members.forms.js';
import { MembersResolver } from './members.resolver.js';
import { registerMemberRoutes, registerProfileRoutes } from './members.routes.js';

/** The member directory, members' profiles and connections between members. */
export const membersFeature: Feature<{ pageForms: PageForms }> = {
  name: 'members',
  resolvers: [MembersResolver, MemberSuspensionResolver, MemberRoleResolver],
  register(app, { pageForms }) {
    registerMemberRoutes(app);
    registerProfileRoutes(app);
    registerSuspensionRoutes(app);
    registerRoleRoutes(app);
    registerMemberForms(pageForms);
    return [new MembersResolver(), new MemberSuspensionResolver(), new MemberRoleResolver()];
  },
};
