import type { Feature } from '../../shared/feature.js';
import { MembersResolver } from './members.resolver.js';
import { registerMemberRoutes } from './members.routes.js';

/** The member directory and connections between members. */
export const membersFeature: Feature = {
  name: 'members',
  resolvers: [MembersResolver],
  register(app) {
    registerMemberRoutes(app);
    return [new MembersResolver()];
  },
};
