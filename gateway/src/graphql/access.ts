import { type GraphQLSchema, isObjectType } from 'graphql';
import { Extensions, getMetadataStorage } from 'type-graphql';
import {
  type RequiredScope,
  requiredScopeOf,
  SESSION_ONLY_EXTENSION,
} from '../modules/users/index.js';
import type { Role } from '../values/role.js';

const ACCESS_EXTENSION = 'access';

/**
 * Marks a query or mutation as open to anonymous visitors. Every other root field needs
 * `@Authorized(roles)`; the schema build refuses a root field that has neither.
 */
export function Public(): MethodDecorator {
  return Extensions({ [ACCESS_EXTENSION]: 'public' });
}

export type RootOperation = 'Query' | 'Mutation';

export interface RootFieldAccess {
  operation: RootOperation;
  field: string;
  /** 'public', the roles allowed (an empty list: any signed-in member), or null when unguarded. */
  access: 'public' | readonly Role[] | null;
  /** What a personal access token needs to call it (null with access). */
  tokenScope: RequiredScope | null;
}

/** Every query and mutation of the schema with the access it declares. */
export function listRootFieldAccess(
  schema: GraphQLSchema,
  resolverClasses: readonly unknown[],
): RootFieldAccess[] {
  const storage = getMetadataStorage();
  const handlers = { Query: storage.queries, Mutation: storage.mutations };
  const result: RootFieldAccess[] = [];
  for (const operation of ['Query', 'Mutation'] as const) {
    const type = operation === 'Query' ? schema.getQueryType() : schema.getMutationType();
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const handler = handlers[operation].find(
        (candidate) =>
          candidate.schemaName === field.name && resolverClasses.includes(candidate.target),
      );
      // `roles` is what TypeGraphQL's auth middleware enforces for this field (set by @Authorized).
      const roles = handler?.roles as readonly Role[] | undefined;
      const isPublic = field.extensions[ACCESS_EXTENSION] === 'public';
      if (isPublic && roles) {
        throw new Error(`${operation}.${field.name} is both @Public() and @Authorized().`);
      }
      const access = isPublic ? 'public' : (roles ?? null);
      const tokenScope =
        access === null
          ? null
          : requiredScopeOf({
              access,
              reads: operation === 'Query',
              sessionOnly: field.extensions[SESSION_ONLY_EXTENSION] === true,
            });
      result.push({ operation, field: field.name, access, tokenScope });
    }
  }
  return result;
}

/** Deny by default: throws, naming them, when some root fields declare no access. */
export function assertEveryRootFieldGuarded(
  schema: GraphQLSchema,
  resolverClasses: readonly unknown[],
): void {
  const unguarded = listRootFieldAccess(schema, resolverClasses)
    .filter((entry) => entry.access === null)
    .map((entry) => `${entry.operation}.${entry.field}`);
  if (unguarded.length > 0) {
    throw new Error(
      `Every query and mutation needs @Authorized(roles) or @Public(); missing on: ${unguarded.join(', ')}.`,
    );
  }
}
