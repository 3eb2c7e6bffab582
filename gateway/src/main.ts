import 'reflect-metadata';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createOrm } from './db/index.js';
import { createLogger } from './logger.js';

const config = loadConfig();
const logger = createLogger(config);

const orm = await createOrm({ databaseUrl: config.databaseUrl });
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));

const app = await buildApp({ orm, redis, config, logger });
await app.listen({ host: config.host, port: config.port });

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections, drains in-flight requests, then stops Apollo (onClose hook).
    await app.close();
    await orm.close();
    await redis.quit();
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  }
}

process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
