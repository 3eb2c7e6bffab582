import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ErrorCode } from '../errors/error-code.js';

// Each probe is bounded so that a hung dependency makes /readyz answer 503, never hang with it.
const CHECK_TIMEOUT_MS = 1_000;

type CheckResult = 'ok' | 'failed';

/** /healthz: the process answers. /readyz: PostgreSQL and Redis answer too. */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { orm: MikroORM; redis: Redis },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const [postgres, redis] = await Promise.all([
      probe(() => deps.orm.em.getConnection().execute('select 1')),
      probe(() => deps.redis.ping()),
    ]);
    const checks = { postgres, redis };
    const failed = Object.entries(checks)
      .filter(([, result]) => result === 'failed')
      .map(([name]) => name);
    if (failed.length === 0) return { status: 'ok', checks };
    request.log.warn({ checks }, 'not ready');
    return reply.code(503).send({
      status: 'unavailable',
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: `Not ready: ${failed.join(' and ')} did not answer.`,
      checks,
    });
  });
}

async function probe(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
