// Where the virus scanner listens (config.ts), apart from the clamd client so that the
// configuration pulls in no feature code.
import { ConfigError } from '../errors/config-error.js';

type Env = Record<string, string | undefined>;

// Above clamd's MaxScanTime (120 s, ops/clamav/clamd.conf): clamd answers (a verdict) first.
const DEFAULT_TIMEOUT_MS = 150_000;

/** Where clamd listens: CLAMAV_SOCKET (a unix socket) or CLAMAV_HOST + CLAMAV_PORT. */
export type ScannerConfig =
  | { kind: 'socket'; path: string; timeoutMs: number }
  | { kind: 'tcp'; host: string; port: number; timeoutMs: number };

/**
 * The scanner from the environment, or null when none is configured (uploads are then not
 * scanned, and documents are available at once: README "Document library").
 */
export function loadScannerConfig(env: Env = process.env): ScannerConfig | null {
  const socket = env.CLAMAV_SOCKET?.trim();
  const host = env.CLAMAV_HOST?.trim();
  const rawPort = env.CLAMAV_PORT?.trim();
  const rawTimeout = env.CLAMAV_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000) {
    throw new ConfigError(
      `CLAMAV_TIMEOUT_MS must be an integer between 100 and 600000, got "${rawTimeout}".`,
    );
  }
  if (socket && host) throw new ConfigError('Set CLAMAV_SOCKET or CLAMAV_HOST, not both.');
  if (socket) return { kind: 'socket', path: socket, timeoutMs };
  if (!host) {
    if (rawPort) throw new ConfigError('CLAMAV_PORT needs CLAMAV_HOST.');
    return null;
  }
  const port = rawPort ? Number(rawPort) : 3310;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ConfigError(`CLAMAV_PORT must be a port number, got "${rawPort}".`);
  }
  return { kind: 'tcp', host, port, timeoutMs };
}
