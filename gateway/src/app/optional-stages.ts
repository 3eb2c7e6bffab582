/**
 * The protections the bench can switch off one at a time, to measure what each costs
 * (app.ts `without`, scripts/bench/stages.ts). Never switched off in production. No imports:
 * the bench's scripts read this file as it is.
 */
export const OPTIONAL_STAGES = [
  'rate-limit',
  'security-headers',
  'compression',
  'input-guards',
  'graphql-limits',
  'request-log',
] as const;
export type OptionalStage = (typeof OPTIONAL_STAGES)[number];
