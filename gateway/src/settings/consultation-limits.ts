// The consultation form's rate limits (CONSULTATION_RATE_* in config.ts), apart from the limiter
// so that the configuration pulls in no feature code.
import { defaultOf } from './environment.js';
export interface ConsultationLimits {
  /** Requests (valid or not) one address may send per window. */
  perAddress: number;
  /** Stored requests one e-mail address may make per window. */
  perEmail: number;
  windowSeconds: number;
}

export const DEFAULT_CONSULTATION_LIMITS: ConsultationLimits = {
  perAddress: defaultOf('CONSULTATION_MAX_PER_ADDRESS'),
  perEmail: defaultOf('CONSULTATION_MAX_PER_EMAIL'),
  windowSeconds: defaultOf('CONSULTATION_WINDOW_SECONDS'),
};
