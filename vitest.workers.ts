// How test files run, the same in every project (they share one pool, so they must agree).
//
// TEST_WORKERS: files side by side. Integration tests mostly wait on PostgreSQL,
// Redis and the processes they start, so three slots keep two cores busy where vitest's default
// (cores - 1) ran one file at a time. VITEST_MAX_WORKERS (or --maxWorkers) overrides it.
//
// Each project also sets `isolate: false`: a worker slot loads the gateway's, the worker's or the
// web app's modules once and runs file after file with them, instead of a fresh worker that
// loads them again for every file (measured: the gateway's tests 60 s -> 20 s of CPU, the web's
// 66 s -> 25 s). Every file still opens its own database, Redis prefix, app and DOM in its hooks,
// so no test relies on a module's state left by another file.
export const TEST_WORKERS = 3;
