// Messages scenarios of `npm run bench`: (1) send → delivery latency over the WebSocket, against
// a raw insert + Redis publish; (2) the conversation list and GET /api/messages with 1M stored
// messages, against raw fastify + pg running the same statements. Called by scripts/bench.ts
// with the gateway it started.

import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { signInOverHttp } from '../lib/demo-sign-in.ts';
import { freePort } from '../lib/net.ts';
import { type ManagedChild, startServer } from '../lib/processes.ts';
import { measure, report } from './harness.ts';
import { BULK_MESSAGES_SQL } from './messages-sql.ts';

const STORED_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 300);

interface Account {
  cookie: string;
  id: string;
}

async function signIn(gatewayUrl: string, email: string): Promise<Account> {
  const cookie = await signInOverHttp(gatewayUrl, email);
  const me = (await (await fetch(`${gatewayUrl}/api/session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, id: me.user.id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summarize(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, value) => sum + value, 0);
  return {
    label,
    requestsPerSecond: samples.length / (total / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: 0,
    requests: samples.length,
  };
}

export async function benchMessages(options: {
  gatewayUrl: string;
  databaseUrl: string;
  redisUrl: string;
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const { gatewayUrl } = options;
  const member = await signIn(gatewayUrl, 'member@example.org');
  const moderator = await signIn(gatewayUrl, 'moderator@example.org');

  const rawPort = await freePort();
  const rawUrl = `http://127.0.0.1:${rawPort}`;
  const servers: ManagedChild[] = [];
  const redis = new Redis(options.redisUrl);
  try {
    servers.push(
      await startServer('raw', process.execPath, ['scripts/bench/messages-raw-server.ts'], {
        env: { ...options.env, PORT: String(rawPort) },
        readyUrl: `${rawUrl}/healthz`,
        timeoutMs: 30_000,
      }),
    );
    await benchDelivery(gatewayUrl, rawUrl, member, moderator, redis);
    await bulkInsert(options.databaseUrl);
    await benchLists(gatewayUrl, rawUrl, member);
  } finally {
    redis.disconnect();
    for (const server of servers) await server.stop();
  }
}

/** Send (HTTP mutation as the moderator) → the event on the member's socket, one at a time. */
async function benchDelivery(
  gatewayUrl: string,
  rawUrl: string,
  member: Account,
  moderator: Account,
  redis: Redis,
): Promise<void> {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: member.cookie } });
    }
  }
  const client = createClient({
    url: `${gatewayUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
  });
  const waiting = new Map<string, (at: number) => void>();
  const stop = client.subscribe<{
    messageEvents: { kind: string; message: { content: string } | null };
  }>(
    { query: 'subscription { messageEvents { kind message { content } } }' },
    {
      next: (value) => {
        const content = value.data?.messageEvents.message?.content;
        if (content) waiting.get(content)?.(performance.now());
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  const delivered = (content: string) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not delivered: ${content}`)), 5_000);
      waiting.set(content, (at) => {
        clearTimeout(timer);
        waiting.delete(content);
        resolve(at);
      });
    });
  // Until the subscription is live, nothing arrives: send until one does.
  for (let attempt = 0; ; attempt += 1) {
    const content = `warm-up ${attempt}`;
    const arrival = delivered(content).catch(() => null);
    await sendThroughGateway(gatewayUrl, moderator, member.id, content);
    if (await arrival) break;
    if (attempt > 20) throw new Error('The subscription never delivered.');
  }

  const gatewaySamples: number[] = [];
  for (let index = 0; index < DELIVERIES; index += 1) {
    const content = `bench delivery ${index}`;
    const arrival = delivered(content);
    const start = performance.now();
    await sendThroughGateway(gatewayUrl, moderator, member.id, content);
    gatewaySamples.push((await arrival) - start);
  }
  stop();
  await client.dispose();

  // Raw: insert + publish on a Redis channel this process listens to.
  const subscriber = redis.duplicate();
  const channel = 'bench:raw-delivery';
  await subscriber.subscribe(channel);
  const rawWaiting = new Map<string, (at: number) => void>();
  subscriber.on('message', (_channel, payload: string) => {
    const { content } = JSON.parse(payload) as { content: string };
    rawWaiting.get(content)?.(performance.now());
  });
  const rawSamples: number[] = [];
  for (let index = 0; index < DELIVERIES; index += 1) {
    const content = `raw delivery ${index}`;
    const arrival = new Promise<number>((resolve) => rawWaiting.set(content, resolve));
    const start = performance.now();
    const response = await fetch(`${rawUrl}/raw/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: moderator.cookie },
      body: JSON.stringify({ recipientId: member.id, content, channel }),
    });
    if (!response.ok) throw new Error(`raw send answered ${response.status}`);
    rawSamples.push((await arrival) - start);
  }
  subscriber.disconnect();

  report(
    'Messages: send → delivery ("req/s" is deliveries per second)',
    summarize('raw insert + Redis publish → subscriber', rawSamples),
    [summarize('sendMessage → messageEvents over WebSocket', gatewaySamples)],
    `${DELIVERIES} messages, one at a time`,
  );
}

async function sendThroughGateway(
  gatewayUrl: string,
  sender: Account,
  recipientId: string,
  content: string,
): Promise<void> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sender.cookie },
    body: JSON.stringify({
      query: 'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }',
      variables: { input: { recipientId, content } },
    }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`sendMessage failed: ${JSON.stringify(body)}`);
}

async function bulkInsert(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(BULK_MESSAGES_SQL, [STORED_MESSAGES]);
    // What autovacuum does soon after such a load: statistics, and the visibility map that
    // lets the pair indexes answer alone.
    await client.query('vacuum analyze messages');
    const { rows } = await client.query('select count(*)::int as count from messages');
    console.log(
      `\nStored ${rows[0].count} messages (generate_series) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

async function benchLists(gatewayUrl: string, rawUrl: string, member: Account): Promise<void> {
  const headers = { cookie: member.cookie };
  const json = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };

  // GET /api/messages: the same 50 rows both ways.
  const rest = { url: `${gatewayUrl}/api/messages?userId=${member.id}&limit=50`, headers };
  const raw = { url: `${rawUrl}/raw/messages?limit=50`, headers };
  const restRows = await json(rest.url, { headers });
  const rawRows = await json(raw.url, { headers });
  if (
    (restRows as unknown[]).length !== 50 ||
    JSON.stringify(restRows) !== JSON.stringify(rawRows)
  ) {
    throw new Error('The raw and REST messages differ; fix that before comparing speed.');
  }
  report(
    `GET /api/messages, 50 newest of the member's, ${STORED_MESSAGES.toLocaleString('en')} stored`,
    await measure('raw fastify + pg', raw),
    [await measure('REST /api/messages', rest)],
  );

  // The conversation list: the same conversations both ways.
  const graphqlBody = JSON.stringify({
    query:
      '{ conversations { participant { id fullName } lastMessage { id content } unread unreadCount } }',
  });
  const graphql = {
    url: `${gatewayUrl}/graphql`,
    method: 'POST' as const,
    body: graphqlBody,
    headers: { ...headers, 'content-type': 'application/json' },
  };
  const rawList = { url: `${rawUrl}/raw/conversations`, headers };
  const graphqlRows = ((await json(graphql.url, graphql)) as { data: { conversations: unknown[] } })
    .data.conversations;
  const rawListRows = await json(rawList.url, { headers });
  if (graphqlRows.length === 0 || JSON.stringify(graphqlRows) !== JSON.stringify(rawListRows)) {
    throw new Error(
      'The raw and GraphQL conversation lists differ; fix that before comparing speed.',
    );
  }
  report(
    `Conversations of the member (${graphqlRows.length}), ${STORED_MESSAGES.toLocaleString('en')} messages stored`,
    await measure('raw fastify + pg', rawList),
    [await measure('GraphQL conversations', graphql)],
  );
}
