import type { ApolloServerPlugin } from '@apollo/server';
import {
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { insufficientScope, tokenMayCall } from '../modules/users/index.js';
import type { RootFieldAccess } from './access.js';
import type { GraphQLContext } from './context.js';
import { contextFailure } from './unavailable-status.js';

/**
 * Refuses, before anything runs, an operation sent with a personal access token that selects a
 * root field its scopes do not cover (403 INSUFFICIENT_SCOPE): the one place GraphQL checks
 * scopes, from the table that access.ts derives for every query and mutation.
 */
export function tokenScopePlugin(
  rootFields: readonly RootFieldAccess[],
): ApolloServerPlugin<GraphQLContext> {
  const scopes = new Map(
    rootFields.map((entry) => [`${entry.operation}.${entry.field}`, entry.tokenScope]),
  );
  return {
    async requestDidStart({ contextValue }) {
      const token = contextValue.token;
      if (!token) return;
      return {
        async didResolveOperation({ operation, document }) {
          if (!operation) return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) {
              fragments.set(definition.name.value, definition);
            }
          }
          const root = rootTypeOf(operation);
          for (const field of rootFieldNames(operation.selectionSet, fragments)) {
            // __typename, and introspection where it is on: no member data, no scope needed.
            if (field.startsWith('__')) continue;
            const required = scopes.get(`${root}.${field}`) ?? 'session';
            if (!tokenMayCall(token.scopes, required)) {
              throw contextFailure(insufficientScope(required));
            }
          }
        },
      };
    },
  };
}

function rootTypeOf(operation: OperationDefinitionNode): string {
  if (operation.operation === 'query') return 'Query';
  if (operation.operation === 'mutation') return 'Mutation';
  return 'Subscription';
}

/** The root fields an operation selects, through fragments and inline fragments. */
function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      names.push(...rootFieldNames(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      names.push(...rootFieldNames(fragment.selectionSet, fragments, seen));
    }
  }
  return names;
}
