import { createLogger } from '../logging/logger.js';
import { describeScanner } from '../modules/documents/index.js';
import { createOrm, REQUEST_STATEMENT_LIMITS } from '../orm/index.js';
import { connectRequestRedis, untilRedisReady } from '../redis/redis-connection.js';
import { loadConfig } from '../settings/config.js';
import { buildApp } from './app.js';
import type { OptionalStage } from './optional-stages.js';

/**
 * The gateway as a listening process: configuration, database, Redis, the app, and an orderly
 * stop on SIGTERM/SIGINT. `without`: the bench's variants only (scripts/bench-gateway.ts).
 */
export async function serve(without?: ReadonlySet<OptionalStage>): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);

  const orm = await createOrm({
    databaseUrl: config.databaseUrl,
    statementLimits: { ...REQUEST_STATEMENT_LIMITS, statementTimeoutMs: config.statementTimeoutMs },
  });
  const redis = connectRequestRedis(config.redisUrl, logger);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  // Requests sent before the first connection would fail; a Redis that is down at start only
  // delays the start a little (its routes answer 503 until it is back).
  if (!(await untilRedisReady(redis, 5_000)))
    logger.warn('redis is not reachable yet; starting anyway');

  const app = await buildApp({ orm, redis, config, logger, without });
  await app.listen({ host: config.host, port: config.port });
  if (config.scanner) {
    logger.info({ clamd: describeScanner(config.scanner) }, 'uploads are scanned by ClamAV');
  } else {
    logger.warn(
      'uploads are NOT scanned for viruses (set CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT): uploaded documents are available at once',
    );
  }

  let stopping = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A connection whose request ends after the close began stays open for keep-alive (72 s in
    // Fastify) and holds the close up: end each one as soon as it is idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      // Stops accepting connections, drains in-flight requests, then stops Apollo (onClose hook).
      await app.close();
      await orm.close();
      await redis.quit();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearInterval(closeIdle);
    }
    // The drain is done; a library's timer or socket must not keep the process alive.
    process.exit();
  }

  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}
