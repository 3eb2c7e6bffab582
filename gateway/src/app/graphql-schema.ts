import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ContainerType, type NonEmptyArray, type PubSub } from 'type-graphql';
import { assertEveryRootFieldGuarded } from '../graphql/access.js';
import { authChecker } from '../graphql/auth-checker.js';
import { FEATURES } from './features.js';

/** Every feature's resolver classes (features.ts): the schema's shape. */
export const RESOLVER_CLASSES = FEATURES.flatMap((feature) => feature.resolvers);

const UNUSED_PUBSUB: PubSub = {
  publish() {
    throw new Error('Publish through the live hub (modules/messages/messages.live.ts).');
  },
  subscribe() {
    throw new Error('Every subscription declares its own subscribe function.');
  },
};

/**
 * The TypeGraphQL schema, with class-validator on every input and the guard check: building
 * fails if a query or mutation is neither @Authorized nor @Public.
 * `container` supplies the resolver instances (with their services); the schema's shape does not
 * depend on it, so printing the contract needs none.
 */
export async function buildGraphQLSchema(container?: ContainerType): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: nonEmpty(RESOLVER_CLASSES),
    authChecker,
    validate: { forbidUnknownValues: true },
    // Every @Subscription brings its own `subscribe` (the live hub in the socket's context), so
    // TypeGraphQL's own pub/sub is never used; it only insists on having one.
    pubSub: UNUSED_PUBSUB,
    ...(container && { container }),
  });
  assertEveryRootFieldGuarded(schema, RESOLVER_CLASSES);
  describeRootTypes(schema);
  return schema;
}

function nonEmpty<T>(items: readonly T[]): NonEmptyArray<T> {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('No resolver classes: features.ts lists no feature.');
  return [first, ...rest];
}

/** TypeGraphQL builds the root types without a description; the contract documents them too. */
function describeRootTypes(schema: GraphQLSchema): void {
  const descriptions = [
    [schema.getQueryType(), 'What can be read: each field says who may read it.'],
    [schema.getMutationType(), 'What can be done: each field says who may do it.'],
    [schema.getSubscriptionType(), 'Live updates over the WebSocket at /graphql.'],
  ] as const;
  for (const [type, description] of descriptions) if (type) type.description = description;
}

/** The committed contract text: sorted, so that it only changes when the schema does. */
export function printContractSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** Hands TypeGraphQL the resolver instances built with their dependencies. */
export function resolverContainer(instances: readonly object[]): ContainerType {
  const byClass = new Map<unknown, object>(
    instances.map((instance) => [instance.constructor, instance]),
  );
  return {
    get(resolverClass: { name: string }) {
      const instance = byClass.get(resolverClass);
      if (!instance) throw new Error(`No instance given for resolver ${resolverClass.name}.`);
      return instance;
    },
  };
}
