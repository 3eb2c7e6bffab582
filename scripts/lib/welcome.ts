// The banner npm start and npm run dev print once everything answers.

interface DemoAccountRow {
  email: string;
  role: string;
  password: string;
}

/** The demo accounts as the built gateway seeds them (`@portal/gateway/exports/db`). */
async function loadDemoAccounts(): Promise<readonly DemoAccountRow[]> {
  // A variable specifier: the script is not type-checked against the gateway's decorated sources.
  const gatewayDb = '@portal/gateway/exports/db';
  const module = (await import(gatewayDb)) as { DEMO_ACCOUNTS: readonly DemoAccountRow[] };
  return module.DEMO_ACCOUNTS;
}

export async function printWelcome(
  title: string,
  links: readonly (readonly [label: string, url: string])[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const accounts = await loadDemoAccounts();
  const emailWidth = Math.max(6, ...accounts.map((account) => account.email.length));
  const lines = [
    '',
    `  ${title}`,
    '',
    ...links.map(([label, url]) => `  ${label.padEnd(14)} ${url}`),
    '',
    '  Demo accounts (seeded when the database was empty):',
    `    ${'Role'.padEnd(10)} ${'E-mail'.padEnd(emailWidth)}  Password`,
    ...accounts.map(
      (account) =>
        `    ${account.role.padEnd(10)} ${account.email.padEnd(emailWidth)}  ${account.password}`,
    ),
    '',
    ...virusScanLines(env),
    '  Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * Whether uploads are scanned: the gateway and the worker read the same CLAMAV_* settings (those
 * given, or of the clamd found: scanner.ts).
 */
function virusScanLines(env: NodeJS.ProcessEnv): string[] {
  const socket = env.CLAMAV_SOCKET?.trim();
  const host = env.CLAMAV_HOST?.trim();
  if (socket || host) {
    const where = socket || `${host}:${env.CLAMAV_PORT?.trim() || '3310'}`;
    return [`  Uploads are scanned by ClamAV (clamd at ${where}).`, ''];
  }
  return [
    '  ⚠ Uploads are NOT scanned for viruses: no ClamAV configured (CLAMAV_SOCKET, or',
    '    CLAMAV_HOST and CLAMAV_PORT) and no clamd found on /run/clamav/clamd.ctl or',
    '    127.0.0.1:3310. Uploaded documents are available at once. Install clamav-daemon,',
    '    or run `docker compose up -d clamav`, and start again.',
    '',
  ];
}
