// The start-up npm start and npm run dev share: services, a build, the migrations (and the demo
// data on an empty database), the gateway and the worker, and whatever else the caller runs
// beside them; then readiness, supervision until Ctrl+C, and the welcome banner.

import { startDevMail } from './dev-mail.ts';
import {
  type ManagedChild,
  runCommand,
  startChild,
  stopOnSignalDuringSetup,
  superviseUntilStopped,
  waitForHttp,
} from './processes.ts';
import { findScanner } from './scanner.ts';
import { resolveServices } from './services.ts';
import { printWelcome } from './welcome.ts';

/** The gateway's port, PORT or 3000. */
export const gatewayPort = process.env.PORT ?? '3000';

/** A process started beside the gateway and the worker, ready once `readyUrl` answers. */
export interface ExtraChild {
  child: ManagedChild;
  readyUrl: string;
}

export interface StackOptions {
  build: { label: string; npmArgs: readonly string[] };
  /** Added to the environment of every command and child. */
  env?: NodeJS.ProcessEnv;
  /** Starts more processes once the gateway and the worker have been started. */
  startExtraChildren?: (env: NodeJS.ProcessEnv) => readonly ExtraChild[];
  /** The banner's first line, before "(ready in … s)". */
  readyTitle: string;
  links: readonly (readonly [label: string, url: string])[];
}

/**
 * Brings the stack up and keeps it running until SIGINT/SIGTERM; a failure during start-up
 * stops what was started and exits 1.
 */
export async function startStack(options: StackOptions): Promise<void> {
  const began = performance.now();
  const log = (message: string): void => console.log(`● ${message}`);
  const services = await resolveServices({ databaseName: 'portal', log });
  const children: ManagedChild[] = [];
  const stopEverything = async (): Promise<void> => {
    await Promise.all(children.map((child) => child.stop()));
    await services.stop();
  };
  const removeSetupHandler = stopOnSignalDuringSetup(stopEverything);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    PORT: gatewayPort,
    ...options.env,
  };

  const links = [...options.links];
  try {
    await runCommand(options.build.label, 'npm', options.build.npmArgs, env);
    // No SMTP server given: the e-mails go to a catcher on loopback, shown at its own page.
    if (!env.SMTP_URL) {
      const devMail = await startDevMail();
      env.SMTP_URL = devMail.smtpUrl;
      links.push(['Caught e-mails', devMail.pageUrl]);
      const stopServices = services.stop;
      services.stop = async () => {
        await devMail.stop();
        await stopServices();
      };
    }
    // After the build: the probe is the gateway's own clamd client.
    Object.assign(env, await findScanner(env, log));
    await runCommand(
      'migrations and demo data',
      process.execPath,
      ['gateway/dist/scripts/migrate.js'],
      env,
    );
    const gateway = startChild('gateway', process.execPath, ['gateway/dist/main.js'], { env });
    const worker = startChild('worker', process.execPath, ['worker/dist/main.js'], { env });
    const extras = options.startExtraChildren?.(env) ?? [];
    children.push(gateway, worker, ...extras.map((extra) => extra.child));
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/readyz`, gateway);
    for (const extra of extras) await waitForHttp(extra.readyUrl, extra.child);
  } catch (error) {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    await stopEverything();
    process.exit(1);
  }

  removeSetupHandler();
  superviseUntilStopped(children, services.stop);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  await printWelcome(`${options.readyTitle} (ready in ${seconds} s)`, links, env);
}
