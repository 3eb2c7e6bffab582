// Where a small request's time goes, two ways (issue 27): a CPU profile of the gateway under
// load, its samples shared out by stage (profile-stages.ts), and the same load on gateways each
// built without one protection (gateway/src/scripts/bench-gateway.ts), whose gain in throughput
// is that protection's cost.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPTIONAL_STAGES } from '../../gateway/src/app/optional-stages.ts';
import { signInOverHttp } from '../lib/demo-sign-in.ts';
import { freePort } from '../lib/net.ts';
import { startServer } from '../lib/processes.ts';
import { measure, type Target } from './harness.ts';
import { type CpuProfile, type StageShare, stageShares } from './profile-stages.ts';
import { type BenchStack, gatewayEnv } from './stack.ts';

interface Scenario {
  name: string;
  /** `cookie`: a demo member's session on that gateway, for the members' scenarios. */
  target: (gatewayUrl: string, cookie: string) => Target;
}

const DISCUSSIONS_QUERY = `{ discussions(limit: 20) { id title content createdAt
  author { id fullName profileImage } practiceArea { name } replies views likes } }`;

/** The page of 20 discussions, signed in: profiled with BENCH_STAGES=profile-all. */
const DISCUSSIONS_SCENARIOS: Scenario[] = [
  {
    name: 'REST discussions',
    target: (url, cookie) => ({ url: `${url}/api/discussions?limit=20`, headers: { cookie } }),
  },
  {
    name: 'GraphQL discussions',
    target: (url, cookie) => ({
      url: `${url}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: DISCUSSIONS_QUERY }),
      headers: { 'content-type': 'application/json', cookie },
    }),
  },
];

export const SMALL_SCENARIOS: Scenario[] = [
  { name: 'REST practice areas', target: (url) => ({ url: `${url}/api/practice-areas` }) },
  {
    name: 'GraphQL practiceAreas',
    target: (url) => ({
      url: `${url}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: '{ practiceAreas { id name slug } }' }),
      headers: { 'content-type': 'application/json' },
    }),
  },
];

async function startBenchGateway(stack: BenchStack, without: string[], nodeFlags: string[] = []) {
  const port = await freePort();
  const gateway = await startServer(
    'gateway',
    process.execPath,
    [...nodeFlags, 'gateway/dist/scripts/bench-gateway.js'],
    {
      env: { ...gatewayEnv(stack, port), BENCH_WITHOUT: without.join(',') },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      timeoutMs: 30_000,
      quiet: true,
      discardStdout: true,
    },
  );
  return { gateway, url: `http://127.0.0.1:${port}` };
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The profile's samples between `from` and `to` (both on the monotonic clock V8 also uses). */
function windowOf(profile: CpuProfile & { startTime: number }, from: number, to: number) {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time >= from && time <= to) {
      samples.push(sample);
      timeDeltas.push(delta);
    }
  });
  return { ...profile, samples, timeDeltas };
}

async function profileScenario(stack: BenchStack, scenario: Scenario) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  try {
    const { gateway, url } = await startBenchGateway(
      stack,
      [],
      ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200'],
    );
    let from = 0;
    let to = 0;
    let requests = 0;
    try {
      const target = scenario.target(url, await signInOverHttp(url, 'member@example.org'));
      const measured = await measure(scenario.name, target, () => {
        from = nowMicros();
      });
      to = nowMicros();
      requests = measured.requests;
    } finally {
      await gateway.stop();
    }
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the gateway wrote no CPU profile');
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const window = windowOf(profile, from, to);
    if (window.samples.length === 0) throw new Error('no profile sample falls in the load');
    // BENCH_PROFILE_DIR keeps the measured part of each profile (for Chromium's DevTools).
    const keep = process.env.BENCH_PROFILE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${scenario.name.replaceAll(' ', '-')}.cpuprofile`;
      writeFileSync(join(keep, name), JSON.stringify({ ...window, endTime: to }));
    }
    return stageShares(window, requests);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pad = (text: string, width: number) => text.padEnd(width);

export async function benchStages(stack: BenchStack): Promise<void> {
  console.log('\nWhere the time of a small request goes: CPU profile of the gateway under load');
  const profiled =
    process.env.BENCH_STAGES === 'profile-all'
      ? [...SMALL_SCENARIOS, ...DISCUSSIONS_SCENARIOS]
      : SMALL_SCENARIOS;
  const profiles: StageShare[][] = [];
  for (const scenario of profiled) profiles.push(await profileScenario(stack, scenario));
  const stages = [...new Set(profiles.flatMap((shares) => shares.map((s) => s.stage)))];
  const cell = (index: number, stage: string) => {
    const share = profiles[index]?.find((s) => s.stage === stage);
    return share
      ? `${(share.share * 100).toFixed(1).padStart(5)} % ${(share.microsPerRequest ?? 0).toFixed(0).padStart(4)} µs`
      : '';
  };
  console.log(`${pad('stage', 40)}  ${profiled.map((s) => pad(s.name, 22)).join('  ')}`);
  for (const stage of stages) {
    console.log(`${pad(stage, 40)}  ${profiled.map((_, i) => pad(cell(i, stage), 22)).join('  ')}`);
  }

  if (process.env.BENCH_STAGES?.startsWith('profile')) return;
  console.log('\nWhat each protection costs: the same load on a gateway without it');
  const variants: string[][] = [
    [],
    ...OPTIONAL_STAGES.map((stage) => [stage]),
    [...OPTIONAL_STAGES],
  ];
  const header = ['without', ...SMALL_SCENARIOS.map((s) => `${s.name} req/s (µs saved)`)];
  console.log(header.map((h) => pad(h, 34)).join(''));
  const full: number[] = [];
  for (const without of variants) {
    const { gateway, url } = await startBenchGateway(stack, without);
    const cells: string[] = [];
    try {
      for (const [index, scenario] of SMALL_SCENARIOS.entries()) {
        const { requestsPerSecond } = await measure(scenario.name, scenario.target(url, ''));
        if (without.length === 0) full[index] = requestsPerSecond;
        const saved = 1e6 / (full[index] ?? requestsPerSecond) - 1e6 / requestsPerSecond;
        cells.push(`${requestsPerSecond.toFixed(0)} (${saved.toFixed(0)})`);
      }
    } finally {
      await gateway.stop();
    }
    const label =
      without.length === 0 ? '(nothing)' : without.length > 1 ? 'all of them' : without[0];
    console.log([label ?? '', ...cells].map((c) => pad(c, 34)).join(''));
  }
}
