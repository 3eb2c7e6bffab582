// npm run chaos: the pipeline under crashes and outages. Not part of npm test.
// Starts its own PostgreSQL cluster, and per experiment its own Redis, two gateways and two
// workers (built from dist) on free loopback ports; drives decisions, submissions, scheduled
// posts and uploads at a steady bounded rate; injects one fault; then checks from the database
// what was lost, doubled or stuck. Prints one table and exits 1 on any loss, double or stuck item.
//   npm run chaos -- --list | --only worker-kill,postgres-stop | --no-build

import { runCommand } from '../lib/processes.ts';
import { type CheckResult, check } from './checks.ts';
import { Client } from './client.ts';
import { EXPERIMENTS, type Experiment } from './experiments.ts';
import { Load, type Sessions } from './load.ts';
import { type ChaosOptions, parseOptions } from './options.ts';
import { type ExperimentReport, printReport } from './report.ts';
import {
  CHAOS_MEMBERS,
  type Cluster,
  DEMO_PASSWORD,
  MODERATOR_EMAIL,
  ORPHAN_MIN_AGE_MS,
  ORPHAN_SWEEP_MS,
  prepareCluster,
  Stack,
} from './stack.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`  ${line}`);

/** Load kept up after the fault ends, before the wait for the pipeline to catch up. */
const LOAD_AFTER_FAULT_MS = 8_000;
const WARM_UP_MS = 5_000;
const PREFILL = 24;

let options: ChaosOptions;
try {
  options = parseOptions();
} catch (error) {
  console.error(String((error as Error).message));
  process.exit(2);
}

if (options.list) {
  for (const experiment of EXPERIMENTS)
    console.log(`${experiment.name.padEnd(20)} ${experiment.description}`);
  process.exit(0);
}

const unknown = (options.only ?? []).filter((name) => !EXPERIMENTS.some((e) => e.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown fault ${unknown.join(', ')}; known: ${EXPERIMENTS.map((e) => e.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = EXPERIMENTS.filter((e) => !options.only || options.only.includes(e.name));

let cluster: Cluster | undefined;
let current: Stack | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n■ ${signal}: stopping the suite's processes`);
    void (async () => {
      await current?.stop().catch(() => undefined);
      await cluster?.destroy(options.keep).catch(() => undefined);
      process.exit(130);
    })();
  });
}

const began = Date.now();
if (options.build) {
  await runCommand(
    'build schema, gateway, worker',
    'npm',
    ['run', 'build', '-w', 'schema', '-w', 'gateway', '-w', 'worker'],
    process.env,
  );
}
console.log("▶ the suite's PostgreSQL cluster and template database");
cluster = await prepareCluster(log);

const reports: ExperimentReport[] = [];
try {
  for (const experiment of selected) {
    console.log(`▶ ${experiment.name}: ${experiment.description}`);
    reports.push(await runExperiment(experiment, cluster));
  }
} finally {
  await cluster.destroy(options.keep);
}
const failed = printReport(reports, (Date.now() - began) / 1000);
if (options.keep) console.log(`Kept: ${cluster.dir}`);
process.exit(failed ? 1 : 0);

async function runExperiment(experiment: Experiment, cluster: Cluster): Promise<ExperimentReport> {
  const started = Date.now();
  // The budget counts from the first request (starting the processes is not the experiment).
  let deadline = started + options.experimentMs;
  let stack: Stack | undefined;
  let cleanUp: (() => Promise<void>) | undefined;
  try {
    stack = await Stack.start(cluster, experiment.name, experiment.redis, options, experiment.env);
    current = stack;
    const client = new Client(stack, options.requestTimeoutMs);
    const sessions: Sessions = {
      members: [],
      moderator: await client.signIn(MODERATOR_EMAIL, DEMO_PASSWORD),
    };
    for (const email of CHAOS_MEMBERS) {
      sessions.members.push({ email, cookie: await client.signIn(email, DEMO_PASSWORD) });
    }
    const load = new Load(client, sessions, options, experiment.name);
    deadline = Date.now() + options.experimentMs;
    await load.prefill(PREFILL);
    load.start();
    await sleep(WARM_UP_MS);
    const faultStarted = Date.now();
    const outcome = await experiment.inject({ stack, cluster, load, options, log });
    cleanUp = outcome.cleanUp;
    const faultEndedAt = Date.now();
    log(`fault over after ${((faultEndedAt - faultStarted) / 1000).toFixed(1)} s`);
    if (outcome.notInjected) log(`✘ fault not injected: ${outcome.notInjected}`);
    await sleep(Math.max(0, Math.min(LOAD_AFTER_FAULT_MS, deadline - Date.now() - 20_000)));
    await load.stop();
    const loadEndedAt = Date.now();

    // Wait for the pipeline to catch up: until nothing is lost or stuck, or the budget is spent.
    const context = {
      ledger: load.ledger,
      databaseUrl: stack.databaseUrl,
      redisUrl: stack.redis.url,
      storageDir: stack.storageDir,
      faultEndedAt,
      lateMs: options.lateMs,
      orphanGraceMs: ORPHAN_MIN_AGE_MS + ORPHAN_SWEEP_MS + 2_000,
      processFailures: stack.failures,
      caughtMail: outcome.caughtMail,
    };
    let result: CheckResult;
    for (;;) {
      result = await check(context);
      const clean = result.totals.lost + result.totals.stuck === 0;
      const early = Date.now() < (outcome.earliestCheckAt ?? 0);
      if ((clean && !early) || Date.now() + 2_000 > deadline) break;
      await sleep(2_000);
    }
    log(
      `settled ${((Date.now() - loadEndedAt) / 1000).toFixed(1)} s after the load stopped; ` +
        `lost ${result.totals.lost}, doubled ${result.totals.doubled}, stuck ${result.totals.stuck}, errors ${result.totals.error}`,
    );
    return {
      name: experiment.name,
      result,
      notInjected: outcome.notInjected,
      seconds: (Date.now() - started) / 1000,
      events: stack.events.map((event) => ({ ...event, at: event.at - started })),
      skippedTicks: load.ledger.skippedTicks,
    };
  } catch (error) {
    console.error(
      `  ✘ ${experiment.name} could not run: ${String((error as Error).stack ?? error)}`,
    );
    return {
      name: experiment.name,
      failure: String((error as Error).message ?? error),
      seconds: (Date.now() - started) / 1000,
      events: [],
      skippedTicks: 0,
    };
  } finally {
    await stack?.stop().catch(() => undefined);
    await cleanUp?.().catch(() => undefined);
    current = undefined;
    if (!cluster.postgres.running) await cluster.postgres.start();
  }
}
