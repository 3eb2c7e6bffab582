// The API rate limits' settings, apart from the plugin (http/api-rate-limits.ts) so that the
// configuration, which the worker loads too, pulls in no HTTP code.
import { defaultOf } from './environment.js';

/** Requests per window on /graphql and /api: API_RATE_* (config.ts), documented in the README. */
export interface ApiRateLimits {
  windowSeconds: number;
  /** Every request from one client address (browsers, programs, anonymous visitors). */
  perAddress: number;
  /** Every request with one personal access token, from wherever it comes. */
  perToken: number;
}

export const DEFAULT_API_RATE_LIMITS: ApiRateLimits = {
  windowSeconds: defaultOf('API_RATE_WINDOW_SECONDS'),
  perAddress: defaultOf('API_RATE_MAX_PER_ADDRESS'),
  perToken: defaultOf('API_RATE_MAX_PER_TOKEN'),
};
