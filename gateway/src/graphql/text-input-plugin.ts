import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, Kind, type ValueNode, visit } from 'graphql';
import { badUserInput, type FieldErrors } from '../errors/domain-error.js';
import { refusalBeforeExecution } from '../errors/graphql-refusal.js';
import { collectUnsafeText, unsafeTextProblem } from '../http/unsafe-text.js';
import { clientFieldName } from './input-value-fields.js';
import { PerDocumentCache } from './per-document-cache.js';

/**
 * The GraphQL side of the text checks (http/unsafe-text.ts), for every operation at once: no
 * variable and no string literal in an argument may hold NUL or an unpaired surrogate. Refused
 * before any resolver runs, as a 400 with BAD_USER_INPUT naming the field (see clientFieldName).
 * (Lone surrogates written in the query text itself are already a GraphQL syntax error.)
 */
export function textInputPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const problems = unsafeTextInOperation(document, request.variables);
          if (Object.keys(problems).length === 0) return;
          const refusal = badUserInput(
            Object.fromEntries(
              Object.entries(problems).map(([path, problem]) => [clientFieldName(path), problem]),
            ),
          );
          throw refusalBeforeExecution(refusal);
        },
      };
    },
  };
}

/** A document's literals are the same at every request of it: read once (per-document-cache). */
const literalProblems = new PerDocumentCache<FieldErrors>(1);

/** Unsafe strings among the variables (named by their path) and the document's literals. */
export function unsafeTextInOperation(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): FieldErrors {
  const problems: FieldErrors = {
    ...literalProblems.get(document, '', () => unsafeLiterals(document)),
  };
  collectUnsafeText(problems, variables ?? {}, '');
  return problems;
}

function unsafeLiterals(document: DocumentNode): FieldErrors {
  const problems: FieldErrors = {};
  visit(document, {
    Argument(node) {
      collectLiteralText(problems, node.value, node.name.value);
    },
    VariableDefinition(node) {
      if (node.defaultValue)
        collectLiteralText(problems, node.defaultValue, node.variable.name.value);
    },
  });
  return problems;
}

function collectLiteralText(problems: FieldErrors, value: ValueNode, path: string): void {
  if (value.kind === Kind.STRING) {
    const problem = unsafeTextProblem(value.value);
    if (problem) problems[path] = problem;
  } else if (value.kind === Kind.LIST) {
    value.values.forEach((item, index) => {
      collectLiteralText(problems, item, `${path}.${index}`);
    });
  } else if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      collectLiteralText(problems, field.value, `${path}.${field.name.value}`);
    }
  }
}
