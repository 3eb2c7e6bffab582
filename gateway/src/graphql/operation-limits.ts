import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  GraphQLError,
  type GraphQLSchema,
  getNullableType,
  isListType,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimatorArgs, getComplexity } from 'graphql-query-complexity';
import { type OperationLimits } from '../settings/operation-limits.js';
import { listSizeOf } from './list-size.js';
import { checkDeadlineInEveryField, startDeadline } from './operation-deadline.js';
import { PerDocumentCache } from './per-document-cache.js';

export { DEFAULT_OPERATION_LIMITS, type OperationLimits } from '../settings/operation-limits.js';

/** A document over a static limit (extensions.limit says which) or an operation out of time. */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';
export const OPERATION_TIMEOUT = 'OPERATION_TIMEOUT';

export type LimitName =
  | 'tokens'
  | 'depth'
  | 'aliases'
  | 'directives'
  | 'cost'
  | 'time'
  | 'introspection';

/** Refusal of an operation by one of the limits; the error formatter passes its code through. */
export class OperationLimitError extends GraphQLError {
  constructor(
    message: string,
    readonly code: string,
    readonly limit: LimitName,
  ) {
    super(message, { extensions: { code, limit, http: { status: 400 } } });
  }
}

// graphql-js's own message when `maxTokens` stops the parser (graphql 16.7+).
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more tha[nt] (\d+) tokens/;

/**
 * The limit error behind an error Apollo wrapped: validation and parse errors arrive as Apollo's
 * GRAPHQL_VALIDATION_FAILED / GRAPHQL_PARSE_FAILED with ours (or graphql-js's) as the original.
 */
export function operationLimitErrorOf(error: unknown): OperationLimitError | undefined {
  if (error instanceof OperationLimitError) return error;
  // Duck-typed: Apollo and graphql-armor may load another copy of graphql (CommonJS).
  if (!(error instanceof Error)) return undefined;
  const original = (error as { originalError?: unknown }).originalError;
  if (original instanceof OperationLimitError) return original;
  const message = original instanceof Error ? original.message : error.message;
  const tokens = message.match(TOKEN_LIMIT_MESSAGE);
  if (tokens) {
    return new OperationLimitError(
      `The query has more than ${tokens[1]} tokens; send a smaller one.`,
      QUERY_TOO_COMPLEX,
      'tokens',
    );
  }
  return undefined;
}

/** Apollo's `parseOptions`: the parser gives up past the token limit, before building the tree. */
export function limitedParseOptions(limits: OperationLimits): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

/**
 * Depth, alias and directive limits (graphql-armor's rules) as validation rules. Each reports
 * an OperationLimitError rather than throwing (a throw out of `validate` would be a 500).
 */
export function operationLimitRules(limits: OperationLimits): ValidationRule[] {
  const refuse =
    (limit: LimitName): GraphQLArmorRejectCallback =>
    (context, error) => {
      context?.reportError(
        new OperationLimitError(
          error.message.replace(/^Syntax Error: /, 'The query is too complex: '),
          QUERY_TOO_COMPLEX,
          limit,
        ),
      );
    };
  const common = { exposeLimits: true, propagateOnRejection: false };
  return [
    maxDepthRule({ ...common, n: limits.maxDepth, onReject: [refuse('depth')] }),
    maxAliasesRule({ ...common, n: limits.maxAliases, onReject: [refuse('aliases')] }),
    maxDirectivesRule({ ...common, n: limits.maxDirectives, onReject: [refuse('directives')] }),
  ] as unknown as ValidationRule[];
}

/**
 * A field costs 1 plus its selections; a list field costs its size times that, so that
 * `members(limit: 100) { … }` weighs what it may return. Its size is the `limit` or `first`
 * argument, no more than the most it can answer (@ListSize), else that most, else
 * `defaultListSize`.
 */
export function fieldCost(defaultListSize: number) {
  return ({ field, args, childComplexity }: ComplexityEstimatorArgs): number => {
    const own = 1 + childComplexity;
    if (!isListType(getNullableType(field.type))) return own;
    const max = listSizeOf(field.extensions);
    const asked = [args.limit, args.first].find((value) => typeof value === 'number');
    const size = typeof asked === 'number' && asked > 0 ? asked : (max ?? defaultListSize);
    const items = max === undefined ? size : Math.min(size, max);
    // A list of scalars is one value; a list of objects repeats its selections per item.
    return childComplexity === 0 ? own : items * own;
  };
}

/** The cost of an operation with its variables (the `limit`s the client actually sends). */
export function operationCost(
  schema: GraphQLSchema,
  document: Parameters<typeof getComplexity>[0]['query'],
  options: { variables?: Record<string, unknown>; operationName?: string | null },
  limits: Pick<OperationLimits, 'defaultListSize'>,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: options.variables ?? {},
    ...(options.operationName ? { operationName: options.operationName } : {}),
    estimators: [fieldCost(limits.defaultListSize)],
  });
}

/**
 * What an operation's cost can depend on besides its document: the numbers (`limit`, `first`)
 * and booleans (`@include`, `@skip`) among its variables. Strings and input objects cannot change
 * it (fieldCost reads only a field's own numeric arguments).
 */
function costVariant(operationName: string | null | undefined, variables = {}): string {
  const scalars = Object.entries(variables as Record<string, unknown>).filter(
    ([, value]) => typeof value === 'number' || typeof value === 'boolean' || value === null,
  );
  return `${operationName ?? ''}\u0000${JSON.stringify(scalars)}`;
}

/**
 * The cost limit (once the operation and its variables are known, before any resolver runs) and
 * the time limit: past the deadline no further field starts, so a slow operation stops fanning
 * out and answers OPERATION_TIMEOUT.
 */
export function operationLimitsPlugin<TContext extends object>(
  limits: OperationLimits,
): ApolloServerPlugin<TContext> {
  // Worked out once per document and variant: it was a tenth of a small query's time.
  const costs = new PerDocumentCache<number>();
  const timedOut = () =>
    new OperationLimitError(
      `The operation took longer than ${limits.timeoutMs} ms and was stopped.`,
      OPERATION_TIMEOUT,
      'time',
    );
  return {
    async serverWillStart({ schema }) {
      checkDeadlineInEveryField(schema);
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          let cost: number;
          try {
            cost = costs.get(document, costVariant(operationName, request.variables), () =>
              operationCost(
                schema,
                document,
                { variables: request.variables, operationName },
                limits,
              ),
            );
          } catch {
            // Variables that do not fit their types: execution refuses them as BAD_USER_INPUT.
            return;
          }
          if (cost > limits.maxCost) {
            throw new OperationLimitError(
              `The query is too complex: its cost is ${cost}, the limit is ${limits.maxCost}. Ask for fewer items or fields.`,
              QUERY_TOO_COMPLEX,
              'cost',
            );
          }
        },
        async executionDidStart({ contextValue }) {
          startDeadline(contextValue, limits.timeoutMs, timedOut);
        },
        async willSendResponse({ response, errors }) {
          if (errors?.some((error) => operationLimitErrorOf(error)?.limit === 'time')) {
            response.http.status = 400;
          }
        },
      };
    },
  };
}
