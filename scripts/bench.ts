// npm run bench: the stack against a raw baseline, side by side in one run. Not part of npm test.

import pg from 'pg';
import { benchDirectory } from './bench/directory.ts';
import { measure, report } from './bench/harness.ts';
import { benchMessages } from './bench/messages.ts';
import { benchModeration } from './bench/moderation.ts';
import { scriptMfaSecretKey, signInOverHttp } from './lib/demo-sign-in.ts';
import { freePort } from './lib/net.ts';
import { type ManagedChild, startServer } from './lib/processes.ts';
import { resolveServices } from './lib/services.ts';
import { step } from './steps.ts';

const services = await resolveServices({ databaseName: 'portal_bench', log: console.log });
const gatewayPort = await freePort();
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  MFA_SECRET_KEY: scriptMfaSecretKey(),
  PUBLIC_URL: gatewayUrl,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  REDIS_PREFIX: 'bench',
  LOG_LEVEL: 'warn',
  // The discussions scenario signs in as a demo member and reads the demo discussions.
  SEED_DEMO_DATA: 'true',
  // autocannon sends everything from one address: the API rate limit still counts each request
  // (its cost is part of what is measured) but never refuses one.
  API_RATE_MAX_PER_ADDRESS: '10000000',
  API_RATE_MAX_PER_TOKEN: '10000000',
};

if (!process.argv.includes('--no-build')) {
  const built = await step(
    'build server packages',
    'npm run build -w schema -w gateway -w worker',
    env,
  );
  if (!built.ok) process.exit(1);
}
// The bench's database is its own: emptied at every run, so that each run measures the same
// freshly seeded demo data.
const reset = new pg.Client({ connectionString: services.databaseUrl });
await reset.connect();
await reset.query('drop schema public cascade; create schema public');
await reset.end();

const migrated = await step(
  'migrations and reference data',
  'node gateway/dist/scripts/migrate.js',
  env,
);
if (!migrated.ok) process.exit(1);

const rawPort = await freePort();
const rawUrl = `http://127.0.0.1:${rawPort}`;
const servers: ManagedChild[] = [];

try {
  servers.push(
    await startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
      env: { ...env, PORT: String(gatewayPort), HOST: '127.0.0.1' },
      readyUrl: `${gatewayUrl}/readyz`,
      timeoutMs: 30_000,
    }),
  );
  servers.push(
    await startServer('raw', process.execPath, ['scripts/bench/raw-server.ts'], {
      env: { ...env, PORT: String(rawPort) },
      readyUrl: `${rawUrl}/healthz`,
      timeoutMs: 30_000,
    }),
  );

  // BENCH_ONLY=directory runs that scenario alone (it takes minutes, the others more).
  if (process.env.BENCH_ONLY !== 'directory') await benchTheRest(gatewayUrl, rawUrl);
  await benchDirectory({ gatewayUrl, databaseUrl: services.databaseUrl });
} finally {
  for (const server of servers) await server.stop();
  await services.stop();
}

/** Members only: signs in as the demo member and sends its session cookie with every request. */
async function benchDiscussions(gatewayUrl: string, rawUrl: string): Promise<void> {
  const cookie = await signInOverHttp(gatewayUrl, 'member@example.org');

  const graphqlBody = JSON.stringify({
    query: `{ discussions(limit: 20) { id title content createdAt
      author { id fullName profileImage } practiceArea { name } replies views likes } }`,
  });
  const targets = {
    raw: { url: `${rawUrl}/raw/discussions?limit=20`, headers: { cookie } },
    rest: { url: `${gatewayUrl}/api/discussions?limit=20`, headers: { cookie } },
    graphql: {
      url: `${gatewayUrl}/graphql`,
      method: 'POST' as const,
      body: graphqlBody,
      headers: { 'content-type': 'application/json', cookie },
    },
  };

  const answer = async (target: {
    url: string;
    method?: 'POST';
    body?: string;
    headers: Record<string, string>;
  }) => {
    const response = await fetch(target.url, target);
    if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
    return response.json();
  };
  const rawRows = await answer(targets.raw);
  const restRows = await answer(targets.rest);
  const graphqlRows = ((await answer(targets.graphql)) as { data: { discussions: unknown[] } }).data
    .discussions;
  const same = JSON.stringify(rawRows);
  if (
    (rawRows as unknown[]).length !== 20 ||
    same !== JSON.stringify(restRows) ||
    same !== JSON.stringify(graphqlRows)
  ) {
    throw new Error(
      'The raw, REST and GraphQL discussions differ; fix that before comparing speed.',
    );
  }

  const baseline = await measure('raw fastify + pg', targets.raw);
  const rest = await measure('REST /api/discussions', targets.rest);
  const graphql = await measure('GraphQL discussions', targets.graphql);
  report('Discussions: a page of 20 with authors, areas and counts, three ways', baseline, [
    rest,
    graphql,
  ]);
}

/** The scenarios before the directory's: practice areas, discussions, messages, moderation. */
async function benchTheRest(gatewayUrl: string, rawUrl: string): Promise<void> {
  const graphqlBody = JSON.stringify({ query: '{ practiceAreas { id name slug } }' });
  const targets = {
    raw: { url: `${rawUrl}/raw/practice-areas` },
    rest: { url: `${gatewayUrl}/api/practice-areas` },
    graphql: {
      url: `${gatewayUrl}/graphql`,
      method: 'POST' as const,
      body: graphqlBody,
      headers: { 'content-type': 'application/json' },
    },
  };

  // The three must answer the same rows, or the comparison means nothing.
  type Row = { id: string; name: string; slug: string };
  const pick = (rows: Row[]) =>
    JSON.stringify(rows.map(({ id, name, slug }) => ({ id, name, slug })));
  const rawRows = (await (await fetch(targets.raw.url)).json()) as Row[];
  const restRows = (await (await fetch(targets.rest.url)).json()) as Row[];
  const graphqlRows = (
    (await (
      await fetch(targets.graphql.url, {
        method: 'POST',
        body: graphqlBody,
        headers: targets.graphql.headers,
      })
    ).json()) as { data: { practiceAreas: Row[] } }
  ).data.practiceAreas;
  if (pick(rawRows) !== pick(restRows) || pick(rawRows) !== pick(graphqlRows)) {
    throw new Error('The raw, REST and GraphQL answers differ; fix that before comparing speed.');
  }

  const baseline = await measure('raw fastify + pg', targets.raw);
  const rest = await measure('REST /api/practice-areas', targets.rest);
  const graphql = await measure('GraphQL practiceAreas', targets.graphql);
  report('Practice areas: the same 5 rows three ways', baseline, [rest, graphql]);

  await benchDiscussions(gatewayUrl, rawUrl);
  await benchMessages({
    gatewayUrl,
    databaseUrl: services.databaseUrl,
    redisUrl: services.redisUrl,
    env,
  });
  await benchModeration({ gatewayUrl, databaseUrl: services.databaseUrl, env });
}
