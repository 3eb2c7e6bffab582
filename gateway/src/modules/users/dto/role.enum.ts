import { registerEnumType } from 'type-graphql';
import { Role } from '../role.js';

// Registered here, not in role.ts, so that the entities (which the worker loads) stay free of GraphQL.
registerEnumType(Role, { name: 'Role', description: 'What a signed-in person may do.' });

export { Role as GraphQLRole };
