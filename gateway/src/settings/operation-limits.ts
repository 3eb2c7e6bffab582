// The GraphQL operation limits' settings (config.ts), apart from the rules and plugin that
// enforce them so that the configuration pulls in no GraphQL code.
import { defaultOf } from './environment.js';
/** GRAPHQL_MAX_* and GRAPHQL_TIMEOUT_MS: what one GraphQL operation may ask for. */
export interface OperationLimits {
  /** Lexical tokens of the document (checked while parsing, so a huge document is cut short). */
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  /** Fields weighted by the size of the lists they are in (see `fieldCost`). */
  maxCost: number;
  /** The size assumed for a list field without a `limit`/`first` argument. */
  defaultListSize: number;
  /** After this, no further field is resolved and the operation answers OPERATION_TIMEOUT. */
  timeoutMs: number;
}

export const DEFAULT_OPERATION_LIMITS: OperationLimits = {
  maxTokens: defaultOf('GRAPHQL_MAX_TOKENS'),
  maxDepth: defaultOf('GRAPHQL_MAX_DEPTH'),
  maxAliases: defaultOf('GRAPHQL_MAX_ALIASES'),
  maxDirectives: defaultOf('GRAPHQL_MAX_DIRECTIVES'),
  maxCost: defaultOf('GRAPHQL_MAX_COST'),
  defaultListSize: defaultOf('GRAPHQL_DEFAULT_LIST_SIZE'),
  timeoutMs: defaultOf('GRAPHQL_TIMEOUT_MS'),
};
