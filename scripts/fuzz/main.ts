// npm run fuzz: every entry point of the gateway under 100,000+ generated inputs. Not part of
// npm test (entry-points-fuzz.*.test.ts run a few per operation there).
// Builds the server packages, starts a gateway of its own (database portal_fuzz, emptied and
// seeded at every run; Redis prefix the same) on a free loopback port, lists its /api routes and
// its GraphQL schema (gateway/dist/scripts/list-api-routes.js), then sends
// each operation's inputs as anonymous, member and admin. Prints one table and exits 1 on any
// 5xx, leak in an answer, refused request that changed rows, or a gateway not ready afterwards,
// with the shrunk counterexample and the seed to replay it.
//   FUZZ_RUNS (inputs in all, default 100000), FUZZ_SEED, FUZZ_MAX_SECONDS (default 600),
//   FUZZ_CONCURRENCY (default 8), FUZZ_ONLY (operation names containing it), FUZZ_DATABASE
//   (default portal_fuzz; another name lets a replay run beside a long run), --no-build
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSchema } from 'graphql';
import pg from 'pg';
import { hashSessionToken } from '../../gateway/src/modules/users/session-token.ts';
import {
  collectKnownKeys,
  demoIds,
  FuzzGate,
  type FuzzRequest,
  type FuzzRole,
  fuzzOperation,
  graphqlOperations,
  type OperationReport,
  type RestRoute,
  restOperations,
  rowCounter,
} from '../../gateway/src/test/entry-point-fuzz.ts';
import { knob } from '../lib/knob.ts';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  type OwnGateway,
  SESSION_COOKIE,
  signInOverHttp,
  startOwnGateway,
  UNREACHABLE_LIMITS,
} from '../lib/own-gateway.ts';
import { repoRoot } from '../lib/processes.ts';
import { step } from '../steps.ts';

const TOTAL_INPUTS = knob('FUZZ_RUNS', 100_000, 1);
const SEED = knob('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31), 0);
const MAX_MS = knob('FUZZ_MAX_SECONDS', 600, 10) * 1000;
const CONCURRENCY = knob('FUZZ_CONCURRENCY', 8, 1);
const ONLY = process.env.FUZZ_ONLY?.trim();
const DATABASE = process.env.FUZZ_DATABASE?.trim() || 'portal_fuzz';
const REQUEST_TIMEOUT_MS = 30_000;

const began = Date.now();
console.log(`▶ npm run fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
if (!process.argv.includes('--no-build')) {
  const built = await step(
    'build server packages',
    'npm run build -w schema -w gateway',
    process.env,
  );
  if (!built.ok) process.exit(1);
}

let gateway: OwnGateway | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway?.stop().finally(() => process.exit(130));
  });
}

gateway = await startOwnGateway({
  databaseName: DATABASE,
  redisPrefix: DATABASE,
  env: UNREACHABLE_LIMITS,
});
const { url } = gateway;
let exitCode = 1;
try {
  exitCode = await fuzz(gateway);
} catch (error) {
  console.error(`✘ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  console.error(await gateway.child.recentOutput());
} finally {
  await gateway.stop();
}
process.exit(exitCode);

async function fuzz(own: OwnGateway): Promise<number> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['gateway/dist/scripts/list-api-routes.js'],
    { cwd: repoRoot, env: own.env, maxBuffer: 64 * 1024 * 1024 },
  );
  const entryPoints = JSON.parse(stdout) as { routes: RestRoute[]; graphqlSchema: string };
  const { routes } = entryPoints;
  const schema = buildSchema(entryPoints.graphqlSchema);
  const operations = [...restOperations(routes), ...graphqlOperations(schema)].filter(
    (operation) => !ONLY || operation.name.includes(ONLY),
  );
  if (operations.length === 0) throw new Error(`No operation matches FUZZ_ONLY=${ONLY}`);

  const sql = new pg.Pool({ connectionString: own.databaseUrl, max: 2 });
  const cookies: Partial<Record<FuzzRole, string>> = {
    member: await signInOverHttp(url, MEMBER_EMAIL),
    admin: await signInOverHttp(url, ADMIN_EMAIL),
  };
  const identities = { member: MEMBER_EMAIL, admin: ADMIN_EMAIL } as const;
  const renewSessions = async (): Promise<void> => {
    for (const role of ['member', 'admin'] as const) {
      const check = await fetch(`${url}/api/session`, { headers: { cookie: cookies[role] ?? '' } });
      await check.arrayBuffer();
      if (check.status !== 200) cookies[role] = await issueSessionCookie(sql, identities[role]);
    }
  };
  const send = async (request: FuzzRequest, role: FuzzRole) => {
    const headers: Record<string, string> = { ...request.headers };
    const cookie = cookies[role];
    if (cookie) headers.cookie = cookie;
    try {
      const response = await fetch(`${url}${request.url}`, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      // No answer at all (a reset connection, a hang) is as bad as a 5xx.
      return { status: 599, body: `no answer: ${String((error as Error).cause ?? error)}` };
    }
  };
  const context = {
    knownIds: await demoIds(sql, Object.values(identities)),
    knownKeys: collectKnownKeys(routes, schema),
  };
  const gate = new FuzzGate(
    { send, renewSessions, countRows: await rowCounter(sql) },
    { concurrency: CONCURRENCY },
  );

  const runsPerOperation = Math.max(1, Math.ceil(TOTAL_INPUTS / (operations.length * 3)));
  console.log(
    `▶ ${operations.length} operations (${operations.filter((operation) => operation.kind === 'rest').length} REST routes, ` +
      `${operations.filter((operation) => operation.kind === 'graphql').length} GraphQL root fields), ` +
      `${runsPerOperation} inputs each × 3 roles, ${CONCURRENCY} at a time, at most ${MAX_MS / 1000} s`,
  );
  const deadline = Date.now() + MAX_MS;
  const byName = new Map<string, OperationReport>();
  const inputsSoFar = () => [...byName.values()].reduce((sum, entry) => sum + entry.inputs, 0);
  // Rounds: the first gives every operation its share; an operation cut by its time share
  // leaves inputs missing, which later rounds (seed + round) top up while time remains.
  for (let round = 0; inputsSoFar() < TOTAL_INPUTS && deadline - Date.now() > 5_000; round += 1) {
    const missing = TOTAL_INPUTS - inputsSoFar();
    const numRuns = round === 0 ? runsPerOperation : Math.ceil(missing / (operations.length * 3));
    const queue = operations.filter((operation) => !byName.get(operation.name)?.failure);
    if (queue.length === 0) break;
    const total = queue.length;
    let done = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      for (let operation = queue.shift(); operation; operation = queue.shift()) {
        // Each operation its share of the time left, so that a slow one cannot starve the rest.
        const timeLimitMs = Math.max(
          1_000,
          ((deadline - Date.now()) * CONCURRENCY) / (queue.length + CONCURRENCY),
        );
        const report = await fuzzOperation(operation, context, gate, {
          numRuns,
          seed: SEED + round,
          timeLimitMs,
        });
        byName.set(report.name, merge(byName.get(report.name), report));
        done += 1;
        if (done % 10 === 0 || report.failure) {
          console.log(
            `  round ${round + 1}: ${done}/${total} operations, ${inputsSoFar()} inputs in all, ${((Date.now() - began) / 1000).toFixed(0)} s${report.failure ? ` ✘ ${report.name}` : ''}`,
          );
        }
      }
    });
    await Promise.all(workers);
  }
  await sql.end();
  const reports = [...byName.values()];

  const ready = await fetch(`${url}/readyz`).then((response) => response.status);
  const failed = reports.filter((report) => report.failure);
  if (failed.length > 0) {
    // Whole counterexamples (the table cuts them) and what the gateway logged about them.
    const file = join(tmpdir(), `portal-fuzz-${SEED}.json`);
    await writeFile(
      file,
      JSON.stringify(
        failed.map((report) => ({
          operation: report.name,
          ...report.failure,
          counterexample: undefined,
        })),
        (_, value) => (value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value),
        2,
      ),
    );
    console.log(
      `\nWhole counterexamples: ${file}\nThe gateway's last log lines:\n${await own.child.recentOutput()}`,
    );
  }
  return printReport(reports, gate.unattributed, ready);
}

/**
 * A session written straight into the store, as a completed sign-in leaves it. Fuzzed sign-outs,
 * revocations and MFA changes end the identities' sessions hundreds of times a run, and signing
 * the admin in again over HTTP waits up to 30 s for a TOTP step the gateway has not yet accepted:
 * the run's last operations idled on it for half an hour.
 */
async function issueSessionCookie(sql: pg.Pool, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const inserted = await sql.query(
    `INSERT INTO sessions (id, user_id, expires_at, user_agent, ip)
     SELECT $1, id, now() + interval '1 hour', 'npm run fuzz', '127.0.0.1' FROM users WHERE email = $2`,
    [hashSessionToken(token), email],
  );
  if (inserted.rowCount !== 1) throw new Error(`No account ${email} to renew the session of`);
  return `${SESSION_COOKIE}=${token}`;
}

/** One operation's figures over the rounds (the first failure kept). */
function merge(before: OperationReport | undefined, after: OperationReport): OperationReport {
  if (!before) return after;
  const classes = { ...before.classes };
  for (const key of Object.keys(classes) as (keyof OperationReport['classes'])[]) {
    classes[key] += after.classes[key];
  }
  return {
    name: after.name,
    inputs: before.inputs + after.inputs,
    classes,
    failure: before.failure ?? after.failure,
  };
}

function printReport(
  reports: OperationReport[],
  unattributed: string[],
  readyStatus: number,
): number {
  reports.sort((a, b) => a.name.localeCompare(b.name));
  const width = Math.max(...reports.map((report) => report.name.length), 9);
  const line = (cells: (string | number)[]) =>
    `${String(cells[0]).padEnd(width)}  ${cells
      .slice(1)
      .map((cell) => String(cell).padStart(8))
      .join('  ')}`;
  console.log(`\n${line(['operation', 'inputs', '2xx', '4xx', '5xx', 'failed'])}`);
  for (const report of reports) {
    console.log(
      line([
        report.name,
        report.inputs,
        report.classes['2xx'] + report.classes['3xx'],
        report.classes['4xx'],
        report.classes['5xx'],
        report.failure ? 'FAILED' : '',
      ]),
    );
  }
  const sum = (pick: (report: OperationReport) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const inputs = sum((report) => report.inputs);
  const fiveHundreds = sum((report) => report.classes['5xx']);
  const failed = reports.filter((report) => report.failure);
  console.log(
    line([
      'total',
      inputs,
      sum((report) => report.classes['2xx'] + report.classes['3xx']),
      sum((report) => report.classes['4xx']),
      fiveHundreds,
      failed.length,
    ]),
  );
  for (const report of failed) {
    console.log(
      `\n✘ ${report.name} (FUZZ_SEED=${report.failure?.seed} FUZZ_ONLY='${report.name}'):`,
    );
    for (const problem of report.failure?.problems ?? []) console.log(`    ${problem}`);
    console.log(`  shrunk counterexample:\n${report.failure?.counterexample}`);
  }
  for (const note of unattributed) console.log(`\n✘ ${note}`);
  console.log(`\n/readyz afterwards: ${readyStatus}`);
  const seconds = (Date.now() - began) / 1000;
  const ok =
    failed.length === 0 && fiveHundreds === 0 && unattributed.length === 0 && readyStatus === 200;
  console.log(
    `${ok ? '✔' : '✘'} ${inputs} inputs over ${reports.length} operations in ${seconds.toFixed(0)} s (seed ${SEED}): ` +
      `${fiveHundreds} 5xx, ${failed.length} failed operation(s)`,
  );
  return ok ? 0 : 1;
}
