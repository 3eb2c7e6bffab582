import { SecretBox } from '../../crypto/secret-box.js';
import { loadConfig } from '../../settings/config.js';

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

function readMs(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = Number(env[name]);
  return Number.isInteger(raw) && raw >= min && raw <= max ? raw : fallback;
}

/**
 * Read when used rather than at start (as the social publisher's settings): the gateway checks
 * addresses when an endpoint is registered, the worker before each attempt.
 */
export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return {
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE?.trim() === 'true',
    timeoutMs: readMs(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    retryBaseMs: readMs(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 100, 3_600_000),
    retryMaxMs: 3_600_000,
    retryWindowMs: readMs(
      env,
      'WEBHOOK_RETRY_WINDOW_MS',
      24 * 3_600_000,
      1_000,
      7 * 24 * 3_600_000,
    ),
  };
}

/**
 * Endpoint secrets are sealed at rest with the portal's key (MFA_SECRET_KEY, as the TOTP
 * secrets): the worker opens them to sign, nobody reads them back after creation.
 */
export function webhookSecretBox(env: NodeJS.ProcessEnv = process.env): SecretBox {
  return new SecretBox(loadConfig(env).mfaSecretKey);
}
