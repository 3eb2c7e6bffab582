// npm run bench: the stack against a raw baseline, side by side in one run. Not part of npm test.
import { measure, report } from './bench/harness.ts';
import { freePort } from './lib/net.ts';
import { type ManagedChild, startServer } from './lib/processes.ts';
import { resolveServices } from './lib/services.ts';
import { step } from './steps.ts';

const services = await resolveServices({ databaseName: 'portal_bench', log: console.log });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  REDIS_PREFIX: 'bench',
  LOG_LEVEL: 'warn',
};

if (!process.argv.includes('--no-build')) {
  const built = await step(
    'build server packages',
    'npm run build -w schema -w gateway -w worker',
    env,
  );
  if (!built.ok) process.exit(1);
}
const migrated = await step(
  'migrations and reference data',
  'node gateway/dist/scripts/migrate.js',
  env,
);
if (!migrated.ok) process.exit(1);

const gatewayPort = await freePort();
const rawPort = await freePort();
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
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
} finally {
  for (const server of servers) await server.stop();
  await services.stop();
}
