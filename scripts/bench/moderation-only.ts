// Runs only the moderation scenarios of the bench (node scripts/bench/moderation-only.ts after
// `npm run build -w schema -w gateway -w worker`): its own database, the gateway and a worker.

import { freePort } from '../lib/net.ts';
import { startServer } from '../lib/processes.ts';
import { benchModeration } from './moderation.ts';
import { gatewayEnv, prepareBenchStack } from './stack.ts';

const stack = await prepareBenchStack('portal_bench_moderation', 'bench_moderation');
const port = await freePort();
const gateway = await startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
  env: gatewayEnv(stack, port),
  readyUrl: `http://127.0.0.1:${port}/readyz`,
  timeoutMs: 30_000,
  discardStdout: true,
});
try {
  await benchModeration({
    gatewayUrl: `http://127.0.0.1:${port}`,
    databaseUrl: stack.services.databaseUrl,
    env: stack.env,
  });
} finally {
  await gateway.stop();
  await stack.services.stop();
}
