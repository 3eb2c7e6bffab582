import { SecretBox } from '../../crypto/secret-box.js';
import { loadConfig } from '../../settings/config.js';
import { readSetting } from '../../settings/read-environment.js';

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE=true: loopback, private and link-local addresses are allowed too. */
  allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS (default 10 s): one attempt, connection to the last byte read. */
  timeoutMs: number;
  /** WEBHOOK_RETRY_BASE_MS (default 30 s): the first retry's delay, doubled each time. */
  retryBaseMs: number;
  /** The longest wait between two attempts (1 hour). */
  retryMaxMs: number;
  /** WEBHOOK_RETRY_WINDOW_MS (default 24 h): after this, a delivery still failing is failed. */
  retryWindowMs: number;
}

/**
 * Read when used rather than at start (as the social publisher's settings): the gateway checks
 * addresses when an endpoint is registered, the worker before each attempt.
 */
export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return {
    allowPrivate: readSetting('WEBHOOK_ALLOW_PRIVATE', env),
    timeoutMs: readSetting('WEBHOOK_TIMEOUT_MS', env),
    retryBaseMs: readSetting('WEBHOOK_RETRY_BASE_MS', env),
    retryMaxMs: 3_600_000,
    retryWindowMs: readSetting('WEBHOOK_RETRY_WINDOW_MS', env),
  };
}

/**
 * Endpoint secrets are sealed at rest with the portal's key (MFA_SECRET_KEY, as the TOTP
 * secrets): the worker opens them to sign, nobody reads them back after creation.
 */
export function webhookSecretBox(env: NodeJS.ProcessEnv = process.env): SecretBox {
  return new SecretBox(loadConfig(env).mfaSecretKey);
}
