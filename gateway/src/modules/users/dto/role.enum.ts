import { registerEnumType } from 'type-graphql';
import { Role } from '../../../values/role.js';

// Registered here, not in role.ts, so that the entities (which the worker loads) stay free of GraphQL.
registerEnumType(Role, {
  valuesConfig: {
    MEMBER: { description: 'A member of the association.' },
    MODERATOR: { description: 'A member who moderates submissions and reviews.' },
    ADMIN: { description: 'A member who administers the portal (also moderates).' },
  },
  name: 'Role',
  description: 'What a signed-in person may do.',
});

export { Role as GraphQLRole };
