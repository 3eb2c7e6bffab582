// npm start: the whole portal on this machine. Finds or starts PostgreSQL and Redis, builds
// every workspace, applies the migrations (and the demo data on an empty database), runs the
// gateway and the worker, and prints the URLs and the demo accounts once the gateway is ready.
import {
  type ManagedChild,
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

const port = process.env.PORT ?? '3000';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  PORT: port,
};

try {
  await runCommand('build (schema, gateway, worker, web)', 'npm', ['run', 'build'], env);
  await runCommand(
    'migrations and demo data',
    process.execPath,
    ['gateway/dist/scripts/migrate.js'],
    env,
  );
  const gateway = startChild('gateway', process.execPath, ['gateway/dist/main.js'], { env });
  children.push(gateway, startChild('worker', process.execPath, ['worker/dist/main.js'], { env }));
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, gateway);
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  await stopEverything();
  process.exit(1);
}

removeSetupHandler();
superviseUntilStopped(children, services.stop);
await printWelcome(
  `The portal is running (ready in ${((performance.now() - began) / 1000).toFixed(1)} s)`,
  [
    ['Web app', `http://localhost:${port}`],
    ['GraphQL IDE', `http://localhost:${port}/graphiql`],
  ],
);
