import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ContainerType, type PubSub } from 'type-graphql';
import { ApiTokensResolver } from '../modules/api-tokens/api-tokens.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { MfaResolver } from '../modules/auth/mfa/mfa.resolver.js';
import { SessionsResolver } from '../modules/auth/sessions.resolver.js';
import { ConsultationsResolver } from '../modules/consultations/consultations.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { DiscussionsResolver } from '../modules/discussions/discussions.resolver.js';
import { DocumentsResolver } from '../modules/documents/documents.resolver.js';
import { EventsResolver } from '../modules/events/events.resolver.js';
import { InvitationsResolver } from '../modules/invitations/invitations.resolver.js';
import { LawyersResolver } from '../modules/lawyers/lawyers.resolver.js';
import { MembersResolver } from '../modules/members/members.resolver.js';
import { MembershipResolver } from '../modules/membership/membership.resolver.js';
import { MessagesResolver } from '../modules/messages/messages.resolver.js';
import { ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { NewsResolver } from '../modules/news/news.resolver.js';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver.js';
import { PracticeAreasResolver } from '../modules/practice-areas/practice-areas.resolver.js';
import { SearchResolver } from '../modules/search/search.resolver.js';
import { SecurityEventsResolver } from '../modules/security-log/security-events.resolver.js';
import { ShellResolver } from '../modules/shell/shell.resolver.js';
import { StatsResolver } from '../modules/stats/stats.resolver.js';
import { SubmissionsResolver } from '../modules/submissions/submissions.resolver.js';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver.js';
import { assertEveryRootFieldGuarded } from './access.js';
import { authChecker } from './auth-checker.js';

export const RESOLVER_CLASSES = [
  AuthResolver,
  MfaResolver,
  SessionsResolver,
  ApiTokensResolver,
  ContactResolver,
  ConsultationsResolver,
  DiscussionsResolver,
  DocumentsResolver,
  EventsResolver,
  InvitationsResolver,
  LawyersResolver,
  MembersResolver,
  MembershipResolver,
  MessagesResolver,
  ModerationResolver,
  NewsResolver,
  NotificationsResolver,
  PracticeAreasResolver,
  SearchResolver,
  SecurityEventsResolver,
  ShellResolver,
  StatsResolver,
  SubmissionsResolver,
  WebhooksResolver,
] as const;

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
    resolvers: RESOLVER_CLASSES,
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
