import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import type { ASTVisitor, ValidationContext, ValidationRule } from 'graphql';
import type { AppConfig } from '../settings/config.js';
import {
  limitedParseOptions,
  OperationLimitError,
  operationLimitRules,
  operationLimitsPlugin,
} from './operation-limits.js';

export const INTROSPECTION_DISABLED = 'INTROSPECTION_DISABLED';

export type GraphQLHardening = Pick<
  AppConfig,
  'graphqlLimits' | 'graphqlIntrospection' | 'graphqlSuggestions'
>;

/**
 * What Apollo needs to refuse abusive operations (graphql/operation-limits.ts) and, in
 * production, to keep the schema to itself: no introspection, no "Did you mean …" hints.
 */
export function hardenedApolloOptions<TContext extends object>(
  settings: GraphQLHardening,
): Pick<
  ApolloServerOptions<TContext>,
  'introspection' | 'hideSchemaDetailsFromClientErrors' | 'parseOptions' | 'validationRules'
> & { plugins: ApolloServerPlugin<TContext>[] } {
  const limits = settings.graphqlLimits;
  return {
    // Refused by our own rule below, with a code of ours rather than Apollo's generic one.
    introspection: true,
    hideSchemaDetailsFromClientErrors: !settings.graphqlSuggestions,
    parseOptions: limitedParseOptions(limits),
    validationRules: [
      ...operationLimitRules(limits),
      ...(settings.graphqlIntrospection ? [] : [noIntrospectionRule]),
    ],
    plugins: [operationLimitsPlugin<TContext>(limits)],
  };
}

/** `__schema` and `__type` refused; `__typename` stays (Apollo Client asks for it). */
const noIntrospectionRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new OperationLimitError(
          'Introspection is disabled on this server.',
          INTROSPECTION_DISABLED,
          'introspection',
        ),
      );
    }
  },
});
