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
    for (const client of this.#running) client.cancelRunning(this);
  }

  isRunning(client: CancellableClient): boolean {
    return this.#running.has(client);
  }

  /**
   * Lets the scope's statements be sent again (the next operation of a page's request); those
   * already cancelled stay cancelled.
   */
  reopen(): void {
    this.#stopped = null;
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

// What pg's Client and Connection have that their types leave out: the backend's key, and the
// protocol's CancelRequest (sent on a connection of its own, which the server then closes).
interface BackendKey {
  processID: number | null;
  secretKey: number | null;
  host: string;
  port: number;
}

interface CancelConnection extends NodeJS.EventEmitter {
  connect(portOrPath: number | string, host?: string): void;
  cancel(processID: number, secretKey: number): void;
  stream: { destroy(): void };
}

// Opening and rolling back a transaction are neither refused nor cancelled: Kysely keeps the
// connection of a transaction whose BEGIN failed (the pool never gets it back), and the rollback
// is what gives the connection back clean. Both take no time.
const TRANSACTION_CONTROL = /^\s*(begin|start\s+transaction|rollback)\b/i;

function isTransactionControl(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && TRANSACTION_CONTROL.test(text);
}

/**
 * pg's Client (given to the pool as `Client`) whose statements join the current StatementScope
 * while they run. A stopped scope's statement is refused before it is sent.
 */
export class CancellableClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (text, config, submittable).
  override query(...args: any[]): any {
    const scope = scopes.getStore();
    if (!scope || isTransactionControl(args[0])) {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    if (scope.stopped) return Promise.reject(scope.stopped);
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    scope.track(this);
    const untrack = () => scope.untrack(this);
    result.then(untrack, untrack);
    return result;
  }

  /**
   * Asks the server to cancel this connection's statement. Sent only while a statement of a
   * stopped scope is still under way here (checked again once the cancel connection is open), so
   * that it does not reach the next request's statement on the same connection.
   */
  cancelRunning(scope: StatementScope): void {
    const key = this as unknown as BackendKey;
    const { processID, secretKey } = key;
    if (processID === null || secretKey === null) return;
    const connection = new pg.Connection() as unknown as CancelConnection;
    // A failed cancel (server gone) must not become an uncaught 'error' event: the statement
    // then ends with its own connection anyway.
    connection.on('error', () => {});
    connection.once('connect', () => {
      if (scope.isRunning(this)) connection.cancel(processID, secretKey);
      else connection.stream.destroy();
    });
    if (key.host.startsWith('/')) connection.connect(`${key.host}/.s.PGSQL.${key.port}`);
    else connection.connect(key.port, key.host);
  }
}
