// The worker process: `node worker/dist/main.js`, configured by the shared environment contract.
import 'reflect-metadata';
import { loadConfig } from '@portal/gateway/settings/config';
import { createWorkerLogger } from './logger.js';
import { workerStopGraceMs } from './shutdown.js';
import { startWorker } from './worker-app.js';

const config = loadConfig();
const log = createWorkerLogger(config.logLevel);

const starting = startWorker({ config, log });
let stopping = false;

// SIGTERM (docker stop, npm start's shutdown) and SIGINT (Ctrl+C): finish the running job, then
// close the database and Redis and exit 0. A second signal does not cut the job short; the
// grace period (WORKER_STOP_GRACE_MS) does: the worker exits 1 rather than wait for SIGKILL,
// and a job it cut short runs again elsewhere once its lock lapses.
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    log.info({ signal }, 'already shutting down; waiting for the running job');
    return;
  }
  stopping = true;
  const graceMs = workerStopGraceMs();
  log.info({ signal, graceMs }, 'shutting down: waiting for running jobs');
  setTimeout(() => {
    log.error({ graceMs }, 'worker did not stop within its grace period; exiting');
    process.exit(1);
  }, graceMs).unref();
  try {
    const app = await starting;
    await app.close();
    log.info('worker stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'worker did not stop cleanly');
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));

try {
  const app = await starting;
  log.info(
    { queues: app.queues, prefix: config.redisPrefix, statsIntervalMs: config.statsIntervalMs },
    'worker started',
  );
  if (!app.scanning) {
    log.warn(
      'uploads are NOT scanned for viruses (set CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT): uploaded documents are available at once',
    );
  }
} catch (error) {
  log.fatal({ err: error }, error instanceof Error ? error.message : 'worker failed to start');
  process.exit(1);
}
