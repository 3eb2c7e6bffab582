// The GraphQL operation limits' settings (config.ts), apart from the rules and plugin that
// enforce them so that the configuration pulls in no GraphQL code.
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
  maxTokens: 2_000,
  maxDepth: 10,
  maxAliases: 30,
  maxDirectives: 30,
  maxCost: 20_000,
  defaultListSize: 50,
  timeoutMs: 10_000,
};
