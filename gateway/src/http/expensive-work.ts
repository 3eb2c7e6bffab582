import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInStatementScope, StatementScope } from '../db/statement-scope.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorCode } from '../errors/error-code.js';
import type { ExpensiveWorkLimits } from '../settings/database-load.js';
import { addressGroupOf } from './address-group.js';

/** A refused call may come back as soon as one of the caller's own has ended: about a second. */
const RETRY_AFTER_SECONDS = 1;

const tooManyAtOnce = (): DomainError =>
  new DomainError(
    ErrorCode.RATE_LIMITED,
    'Too many searches or directory pages at once: wait for the ones you started to finish, then try again.',
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );

const busy = (): DomainError =>
  new DomainError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'Searching is busy right now. Please try again in a moment.',
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );

/** Who a call is counted against: the signed-in member, else the address (its /64 for IPv6). */
export function workerKeyOf(request: FastifyRequest): string {
  const viewer = request.auth?.viewer;
  return viewer ? `member:${viewer.id}` : `address:${addressGroupOf(request.ip)}`;
}

/**
 * Counts the expensive calls running now, per member or address and in all, and refuses one past
 * either limit at once (never queues it: a queue would hold the request, and its connection to
 * the client, for as long as the others run). In-process: each gateway process has its own pool.
 */
export class ExpensiveWorkLimiter {
  readonly #running = new Map<string, number>();
  #total = 0;

  constructor(readonly limits: ExpensiveWorkLimits) {}

  /** Takes a place for `key` (RATE_LIMITED or SERVICE_UNAVAILABLE when none); returns its release. */
  acquire(key: string): () => void {
    const own = this.#running.get(key) ?? 0;
    if (own >= this.limits.perClient) throw tooManyAtOnce();
    if (this.#total >= this.limits.total) throw busy();
    this.#running.set(key, own + 1);
    this.#total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#running.get(key) ?? 1) - 1;
      if (left === 0) this.#running.delete(key);
      else this.#running.set(key, left);
    };
  }
}

/**
 * Runs `work` holding one of the limiter's places for the request's member or address (refused
 * with RATE_LIMITED or SERVICE_UNAVAILABLE when there is none), released when `work` settles,
 * whether or not the client is still there. Check the input first: a call refused for its input
 * should not take a place from the caller's next one.
 */
export async function runExpensive<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const release = request.server.expensiveWork.acquire(workerKeyOf(request));
  try {
    return await work();
  } finally {
    release();
  }
}

/** runExpensive when `expensive` (a list with a search), else `work` as it is. */
export function runExpensiveIf<T>(
  expensive: boolean,
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  return expensive ? runExpensive(request, work) : work();
}

/**
 * Gives every request a StatementScope (its statements, which a failed or timed-out GraphQL
 * operation stops: graphql/stop-statements.ts) and the app its ExpensiveWorkLimiter.
 */
export function installExpensiveWork(app: FastifyInstance, limits: ExpensiveWorkLimits): void {
  app.decorate('expensiveWork', new ExpensiveWorkLimiter(limits));
  app.decorateRequest('statements', null as unknown as StatementScope);
  // run(…, done): the later hooks, the handler and what they start all see the scope.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = new StatementScope();
    request.statements = scope;
    runInStatementScope(scope, done);
  });
}
