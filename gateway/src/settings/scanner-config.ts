// Where the virus scanner listens (config.ts), apart from the clamd client so that the
// configuration pulls in no feature code.
import { ConfigError } from '../errors/config-error.js';
import { type Env, type Environment, readEnvironment } from './read-environment.js';

/** Where clamd listens: CLAMAV_SOCKET (a unix socket) or CLAMAV_HOST + CLAMAV_PORT. */
export type ScannerConfig =
  | { kind: 'socket'; path: string; timeoutMs: number }
  | { kind: 'tcp'; host: string; port: number; timeoutMs: number };

const NAMES = ['CLAMAV_SOCKET', 'CLAMAV_HOST', 'CLAMAV_PORT', 'CLAMAV_TIMEOUT_MS'] as const;

/**
 * The scanner from the environment, or null when none is configured (uploads are then not
 * scanned, and documents are available at once).
 */
export function loadScannerConfig(env: Env = process.env): ScannerConfig | null {
  return scannerConfigOf(readEnvironment(env, NAMES), env);
}

export function scannerConfigOf(
  v: Pick<Environment, (typeof NAMES)[number]>,
  env: Env,
): ScannerConfig | null {
  const { CLAMAV_SOCKET: socket, CLAMAV_HOST: host, CLAMAV_TIMEOUT_MS: timeoutMs } = v;
  if (socket && host) throw new ConfigError('Set CLAMAV_SOCKET or CLAMAV_HOST, not both.');
  if (socket) return { kind: 'socket', path: socket, timeoutMs };
  if (!host) {
    // CLAMAV_PORT has a default: whether it was set is read from the environment itself.
    if (env.CLAMAV_PORT?.trim()) throw new ConfigError('CLAMAV_PORT needs CLAMAV_HOST.');
    return null;
  }
  return { kind: 'tcp', host, port: v.CLAMAV_PORT, timeoutMs };
}
