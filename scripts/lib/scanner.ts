// The virus scanner for npm start and npm run dev, in this order:
//   1. CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT, when set (used as they are);
//   2. Debian's clamav-daemon on its socket, /run/clamav/clamd.ctl, answering PING;
//   3. a clamd on 127.0.0.1:3310 answering PING (e.g. `docker compose up -d clamav`).
// None: uploads are not scanned, and the banner says so loudly (welcome.ts).
// PORTAL_CLAMD_PROBE_SOCKET and PORTAL_CLAMD_PROBE_PORT move the probes of steps 2 and 3.
// Runs after the build: the gateway's own clamd client pings, so "answers" means what it will.

/** What the built gateway exports for this (`@portal/gateway/modules/documents/worker`). */
interface ScannerClient {
  loadScannerConfig(env: NodeJS.ProcessEnv): ScannerConfig | null;
  pingScanner(config: ScannerConfig): Promise<boolean>;
  describeScanner(config: ScannerConfig): string;
}

type ScannerConfig = { timeoutMs: number } & Record<string, unknown>;

export const DEBIAN_CLAMD_SOCKET = '/run/clamav/clamd.ctl';
const PROBE_TIMEOUT_MS = 2_000;

async function loadClient(): Promise<ScannerClient> {
  // A variable specifier: the script is not type-checked against the gateway's decorated sources.
  const documents = '@portal/gateway/modules/documents/worker';
  return (await import(documents)) as ScannerClient;
}

/**
 * The CLAMAV_* settings to add to the environment of the gateway and the worker: those of a
 * clamd found on this machine, or none (already configured, or nothing answers).
 */
export async function findScanner(
  env: NodeJS.ProcessEnv,
  log: (message: string) => void,
): Promise<NodeJS.ProcessEnv> {
  const client = await loadClient();
  const configured = client.loadScannerConfig(env);
  if (configured) {
    const answers = await client.pingScanner({ ...configured, timeoutMs: PROBE_TIMEOUT_MS });
    log(
      `Virus scanner: clamd at ${client.describeScanner(configured)} (CLAMAV_* as given)${answers ? '' : ': it does not answer PING, so uploads stay "scanning" until it does'}`,
    );
    return {};
  }
  const socket = env.PORTAL_CLAMD_PROBE_SOCKET || DEBIAN_CLAMD_SOCKET;
  const port = env.PORTAL_CLAMD_PROBE_PORT || '3310';
  const candidates: NodeJS.ProcessEnv[] = [
    { CLAMAV_SOCKET: socket },
    { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: port },
  ];
  for (const candidate of candidates) {
    const config = client.loadScannerConfig(candidate);
    if (config && (await client.pingScanner({ ...config, timeoutMs: PROBE_TIMEOUT_MS }))) {
      log(`Virus scanner: clamd at ${client.describeScanner(config)} (found on this machine)`);
      return candidate;
    }
  }
  log(
    `⚠ No virus scanner: no clamd answers on ${socket} or 127.0.0.1:${port}; uploads will NOT be scanned (install clamav-daemon, or run \`docker compose up -d clamav\`)`,
  );
  return {};
}
