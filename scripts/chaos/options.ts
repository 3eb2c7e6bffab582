// The chaos suite's command line (`--only`, `--list`, `--no-build`) and CHAOS_* knobs.

export interface ChaosOptions {
  only: readonly string[] | undefined;
  list: boolean;
  build: boolean;
  /** Operations started per second (decisions, submissions, scheduled posts, uploads). */
  rate: number;
  /** Requests in flight at most; a tick finding that many waits its turn (counted skipped). */
  maxInFlight: number;
  /** Whole budget of one experiment: load, fault, recovery and the wait for the pipeline. */
  experimentMs: number;
  /** How long PostgreSQL stays stopped. */
  postgresDownMs: number;
  /** How long Redis stays dead after kill -9. */
  redisDownMs: number;
  /** A post published later than this after it fell due (or the fault ended) is counted stuck. */
  lateMs: number;
  /** SUBMISSIONS_SWEEP_MS and STATS_INTERVAL_MS of the stack under test. */
  sweepMs: number;
  statsMs: number;
  /** WORKER_LOCK_MS of the workers: how soon a killed worker's jobs run elsewhere. */
  workerLockMs: number;
  /** Bytes of one uploaded file and the speed it is sent at (a slow upload is one in flight). */
  uploadBytes: number;
  uploadBytesPerSecond: number;
  requestTimeoutMs: number;
  /** appendfsync of the Redis with AOF. */
  redisAppendfsync: 'always' | 'everysec';
  /** Keep the temporary folders (databases, storage, logs) for a look afterwards. */
  keep: boolean;
}

function numberKnob(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  }
  return value;
}

export function parseOptions(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): ChaosOptions {
  let only: string[] | undefined;
  let list = false;
  let build = true;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--only') {
      const value = argv[index + 1];
      if (!value) throw new Error('--only needs a fault name (see --list)');
      only = [...(only ?? []), ...value.split(',').map((name) => name.trim())];
      index += 1;
    } else if (arg?.startsWith('--only=')) {
      only = [...(only ?? []), ...arg.slice('--only='.length).split(',')];
    } else if (arg === '--list') {
      list = true;
    } else if (arg === '--no-build') {
      build = false;
    } else {
      throw new Error(`Unknown argument "${arg}" (known: --only <fault>, --list, --no-build)`);
    }
  }
  const fsync = env.CHAOS_REDIS_APPENDFSYNC ?? 'everysec';
  if (fsync !== 'always' && fsync !== 'everysec') {
    throw new Error(`CHAOS_REDIS_APPENDFSYNC must be always or everysec, got "${fsync}"`);
  }
  return {
    only,
    list,
    build,
    rate: numberKnob(env, 'CHAOS_RATE', 8, 1),
    maxInFlight: numberKnob(env, 'CHAOS_MAX_IN_FLIGHT', 48, 1),
    experimentMs: Math.min(numberKnob(env, 'CHAOS_EXPERIMENT_MS', 120_000, 30_000), 120_000),
    postgresDownMs: numberKnob(env, 'CHAOS_PG_DOWN_MS', 30_000, 1_000),
    redisDownMs: numberKnob(env, 'CHAOS_REDIS_DOWN_MS', 5_000, 500),
    lateMs: numberKnob(env, 'CHAOS_LATE_MS', 20_000, 1_000),
    sweepMs: numberKnob(env, 'CHAOS_SWEEP_MS', 5_000, 1_000),
    statsMs: numberKnob(env, 'CHAOS_STATS_MS', 5_000, 1_000),
    workerLockMs: numberKnob(env, 'CHAOS_WORKER_LOCK_MS', 5_000, 500),
    uploadBytes: numberKnob(env, 'CHAOS_UPLOAD_BYTES', 2 * 1024 * 1024, 1024),
    uploadBytesPerSecond: numberKnob(env, 'CHAOS_UPLOAD_BYTES_PER_S', 2 * 1024 * 1024, 64 * 1024),
    requestTimeoutMs: numberKnob(env, 'CHAOS_REQUEST_TIMEOUT_MS', 20_000, 1_000),
    redisAppendfsync: fsync,
    keep: env.CHAOS_KEEP === '1' || env.CHAOS_KEEP === 'true',
  };
}
