// npm run bench: the stack against a raw baseline, side by side in one run. Not part of npm test.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDirectory } from './bench/directory.ts';
import { protectionHeadersOf } from './bench/fair-protections.ts';
import { measure, report } from './bench/harness.ts';
import { benchInsight } from './bench/insight.ts';
import { benchMessages } from './bench/messages.ts';
import { benchModeration } from './bench/moderation.ts';
import { benchPages } from './bench/pages.ts';
import { gatewayEnv, prepareBenchStack } from './bench/stack.ts';
import { benchStages } from './bench/stages.ts';
import { signInOverHttp } from './lib/demo-sign-in.ts';
import { freePort } from './lib/net.ts';
import { type ManagedChild, startServer } from './lib/processes.ts';
import { step } from './steps.ts';

if (!process.argv.includes('--no-build')) {
  const built = await step('build server packages', 'npm run build -w schema -w gateway -w worker');
  if (!built.ok) process.exit(1);
}
// BENCH_DATABASE: another database (and Redis prefix) for a run beside someone else's.
const benchDatabase = process.env.BENCH_DATABASE ?? 'portal_bench';
const stack = await prepareBenchStack(benchDatabase, benchDatabase.replace(/^portal_/, ''));
const { services, env } = stack;
const gatewayPort = await freePort();
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const rawPort = await freePort();
const rawUrl = `http://127.0.0.1:${rawPort}`;
const fairPort = await freePort();
const fairUrl = `http://127.0.0.1:${fairPort}`;
const servers: ManagedChild[] = [];
const staticDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
// BENCH_ONLY: the parts to run, comma-separated (default all): small (practice areas and
// discussions), pages (time to first byte), messages, moderation, stages (where a small request's time goes), directory,
// insight (the staff's charts at 10,000 lawyers and 1,000,000 messages).
const PARTS = [
  'small',
  'pages',
  'messages',
  'moderation',
  'stages',
  'directory',
  'insight',
] as const;
const only = new Set(process.env.BENCH_ONLY?.split(',') ?? PARTS);
const unknownPart = [...only].find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart) throw new Error(`BENCH_ONLY: no part ${unknownPart} (${PARTS.join(', ')})`);

try {
  servers.push(
    await startServer('gateway', process.execPath, ['gateway/dist/main.js'], {
      env: gatewayEnv(stack, gatewayPort),
      readyUrl: `${gatewayUrl}/readyz`,
      timeoutMs: 30_000,
      discardStdout: true,
    }),
  );
  servers.push(
    await startServer('raw', process.execPath, ['scripts/bench/raw-server.ts'], {
      env: { ...env, PORT: String(rawPort), RAW_STATIC_DIR: staticDir },
      readyUrl: `${rawUrl}/healthz`,
      timeoutMs: 30_000,
    }),
  );
  // The fair baseline sends the headers the gateway sends on an API answer.
  const gatewayHeaders = (await fetch(`${gatewayUrl}/api/practice-areas`)).headers;
  servers.push(
    await startServer('raw', process.execPath, ['scripts/bench/raw-server.ts'], {
      env: {
        ...env,
        PORT: String(fairPort),
        RAW_MODE: 'fair',
        RAW_HEADERS: JSON.stringify(protectionHeadersOf(gatewayHeaders)),
      },
      readyUrl: `${fairUrl}/healthz`,
      timeoutMs: 30_000,
      discardStdout: true,
    }),
  );

  if (only.has('small')) {
    await benchPracticeAreas(gatewayUrl, rawUrl, fairUrl);
    await benchDiscussions(gatewayUrl, rawUrl, fairUrl);
  }
  if (only.has('pages')) await benchPages({ gatewayUrl, rawUrl, staticDir });
  if (only.has('messages')) {
    await benchMessages({
      gatewayUrl,
      databaseUrl: services.databaseUrl,
      redisUrl: services.redisUrl,
      env,
    });
  }
  if (only.has('moderation')) {
    await benchModeration({ gatewayUrl, databaseUrl: services.databaseUrl, env });
  }
  if (only.has('stages')) await benchStages(stack);
  if (only.has('directory')) {
    await benchDirectory({ gatewayUrl, databaseUrl: services.databaseUrl });
  }
  if (only.has('insight')) {
    await benchInsight({ gatewayUrl, databaseUrl: services.databaseUrl });
  }
} finally {
  for (const server of servers) await server.stop();
  await services.stop();
  rmSync(staticDir, { recursive: true, force: true });
}

/** Members only: signs in as the demo member and sends its session cookie with every request. */
async function benchDiscussions(
  gatewayUrl: string,
  rawUrl: string,
  fairUrl: string,
): Promise<void> {
  const cookie = await signInOverHttp(gatewayUrl, 'member@example.org');

  const graphqlBody = JSON.stringify({
    query: `{ discussions(limit: 20) { id title content createdAt
      author { id fullName profileImage } practiceArea { name } replies views likes } }`,
  });
  const targets = {
    raw: { url: `${rawUrl}/raw/discussions?limit=20`, headers: { cookie } },
    fair: { url: `${fairUrl}/raw/discussions?limit=20`, headers: { cookie } },
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
  const fair = await measure('fair raw (protections)', targets.fair);
  const rest = await measure('REST /api/discussions', targets.rest);
  const graphql = await measure('GraphQL discussions', targets.graphql);
  report(
    'Discussions: a page of 20 with authors, areas and counts, three ways',
    baseline,
    [rest, graphql],
    undefined,
    fair,
  );
}

/** The public practice areas: the smallest answer, so the fixed cost of a request. */
async function benchPracticeAreas(gatewayUrl: string, rawUrl: string, fairUrl: string) {
  const graphqlBody = JSON.stringify({ query: '{ practiceAreas { id name slug } }' });
  const targets = {
    raw: { url: `${rawUrl}/raw/practice-areas` },
    fair: { url: `${fairUrl}/raw/practice-areas` },
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
  const fair = await measure('fair raw (protections)', targets.fair);
  const rest = await measure('REST /api/practice-areas', targets.rest);
  const graphql = await measure('GraphQL practiceAreas', targets.graphql);
  report('Practice areas: the same 5 rows three ways', baseline, [rest, graphql], undefined, fair);
}
