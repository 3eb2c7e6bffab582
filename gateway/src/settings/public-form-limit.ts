// The public forms' rate limit (config.ts), apart from the limiter so that the configuration
// pulls in no feature code.
import { defaultOf } from './environment.js';
export interface PublicFormLimit {
  /** Submissions allowed per client address in one window. */
  max: number;
  windowSeconds: number;
}

/** Five sends an hour per address and form: enough for a person, too few for a flood. */
export const DEFAULT_PUBLIC_FORM_LIMIT: PublicFormLimit = {
  max: defaultOf('PUBLIC_FORM_MAX'),
  windowSeconds: defaultOf('PUBLIC_FORM_WINDOW_SECONDS'),
};
