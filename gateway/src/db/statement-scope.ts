import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The statements one request has running in PostgreSQL, so that a request that has failed or
 * run out of time stops them (issue 26, F1: the probe's statements kept their connections for
 * seconds after the operation had answered). Statements join the scope of the code that sends
 * them through AsyncLocalStorage: every query of a request's handlers, whichever EntityManager.
 */
export class StatementScope {
  readonly #running = new Set<CancellableClient>();
  #stopped: Error | null = null;

  /** Why the scope was stopped; no new statement of it is sent once it is. */
  get stopped(): Error | null {
    return this.#stopped;
  }

  get runningCount(): number {
    return this.#running.size;
  }

  /** Cancels the statements running now (pg's CancelRequest) and refuses further ones. */
  stop(reason: Error): void {
    if (this.#stopped) return;
    this.#stopped = reason;
    for (const client of this.#running) client.cancelRunning();
  }

  track(client: CancellableClient): void {
    this.#running.add(client);
  }

  untrack(client: CancellableClient): void {
    this.#running.delete(client);
  }
}

const scopes = new AsyncLocalStorage<StatementScope>();

/** Runs `work` (and everything it starts) with its statements in `scope`. */
export function runInStatementScope<T>(scope: StatementScope, work: () => T): T {
  return scopes.run(scope, work);
}

// The parts of pg's Client this relies on that its types leave out: the query on the wire, and
// its own cancel (a connection of its own sends CancelRequest with the backend's key).
interface ClientInternals {
  activeQuery?: unknown;
  connection: NodeJS.EventEmitter;
  cancel(client: pg.Client, query: unknown): void;
}

/**
 * pg's Client (given to the pool as `Client`) whose statements join the current StatementScope
 * while they run. A stopped scope's statement is refused before it is sent.
 */
export class CancellableClient extends pg.Client {
  readonly #config: string | pg.ClientConfig | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.#config = config;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (text, config, submittable).
  override query(...args: any[]): any {
    const scope = scopes.getStore();
    if (!scope) return (super.query as (...a: unknown[]) => unknown)(...args);
    if (scope.stopped) return Promise.reject(scope.stopped);
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    scope.track(this);
    const untrack = () => scope.untrack(this);
    result.then(untrack, untrack);
    return result;
  }

  /** Asks the server to cancel this connection's statement, if one is on the wire. */
  cancelRunning(): void {
    const own = this as unknown as ClientInternals;
    if (!own.activeQuery) return;
    const canceller = new pg.Client(this.#config) as unknown as ClientInternals;
    // The cancel connection's failure (server gone) must not become an uncaught 'error' event:
    // the statement then ends with its own connection anyway.
    canceller.connection.on('error', () => {});
    canceller.cancel(this, own.activeQuery);
  }
}
