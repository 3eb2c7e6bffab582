// What keeps one request from taking the database from others (config.ts; issue 26, F1, F2),
// apart from the code that enforces it (http/expensive-work.ts, orm/mikro-orm.config.ts).
import { defaultOf } from './environment.js';
/**
 * EXPENSIVE_MAX_PER_CLIENT, EXPENSIVE_MAX_TOTAL: how many expensive fields and routes (search,
 * the lawyer directory) may run at once for one member or address, and for everyone together in
 * one gateway process. The total stays below the database pool's 10 connections, so that the
 * rest (/readyz, pages, sign-in) always finds one (issue 26, F1, F2).
 */
export interface ExpensiveWorkLimits {
  perClient: number;
  total: number;
}

export const DEFAULT_EXPENSIVE_WORK_LIMITS: ExpensiveWorkLimits = {
  perClient: defaultOf('EXPENSIVE_MAX_PER_CLIENT'),
  total: defaultOf('EXPENSIVE_MAX_TOTAL'),
};

/**
 * DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout for request handling, no longer
 * than a GraphQL operation may take (GRAPHQL_TIMEOUT_MS), so that no statement outlives its answer.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS: number = defaultOf('DATABASE_STATEMENT_TIMEOUT_MS');
