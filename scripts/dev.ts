// npm run dev: the web app from Vite's dev server with hot reload, the gateway and the worker
// from a build of the server workspaces, over the same services and database as npm start.
// Vite proxies /graphql and /api to the gateway (web/vite.config.ts reads GATEWAY_PORT).
import { join } from 'node:path';
import {
  type ManagedChild,
  repoRoot,
  runCommand,
  startChild,
  stopOnSignalDuringSetup,
  superviseUntilStopped,
  waitForHttp,
} from './lib/processes.ts';
import { resolveServices } from './lib/services.ts';
import { printWelcome } from './lib/welcome.ts';

const began = performance.now();
const services = await resolveServices({
  databaseName: 'portal',
  log: (message) => console.log(`● ${message}`),
});
const children: ManagedChild[] = [];
const stopEverything = async (): Promise<void> => {
  await Promise.all(children.map((child) => child.stop()));
  await services.stop();
};
const removeSetupHandler = stopOnSignalDuringSetup(stopEverything);

const gatewayPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  PORT: gatewayPort,
  GATEWAY_PORT: gatewayPort,
};

try {
  await runCommand(
    'build (schema, gateway, worker)',
    'npm',
    ['run', 'build', '-w', 'schema', '-w', 'gateway', '-w', 'worker'],
    env,
  );
  await runCommand(
    'migrations and demo data',
    process.execPath,
    ['gateway/dist/scripts/migrate.js'],
    env,
  );
  const gateway = startChild('gateway', process.execPath, ['gateway/dist/main.js'], { env });
  const worker = startChild('worker', process.execPath, ['worker/dist/main.js'], { env });
  // Vite's own binary under this Node, so that its PID is the server's (STACK pitfall 15).
  const vite = startChild(
    'web',
    process.execPath,
    [join(repoRoot, 'node_modules/.bin/vite'), '--port', webPort, '--strictPort'],
    { env, cwd: join(repoRoot, 'web') },
  );
  children.push(gateway, worker, vite);
  await waitForHttp(`http://127.0.0.1:${gatewayPort}/readyz`, gateway);
  await waitForHttp(`http://localhost:${webPort}/`, vite);
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  await stopEverything();
  process.exit(1);
}

removeSetupHandler();
superviseUntilStopped(children, services.stop);
await printWelcome(
  `Development servers are running (ready in ${((performance.now() - began) / 1000).toFixed(1)} s)`,
  [
    ['Web app (HMR)', `http://localhost:${webPort}`],
    ['Gateway', `http://localhost:${gatewayPort}`],
    ['GraphQL IDE', `http://localhost:${webPort}/graphiql`],
  ],
);
