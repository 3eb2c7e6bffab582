// A member reloads the page: one socket closes and the next opens while "last seen" is still
// being written. Whoever watches their presence must be left with "online", the presence that
// holds, not with the "offline" of the socket that closed first.
import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../exports/db.js';
import { startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { type LiveTopics, MessagesLive } from './messages.live.js';

let gateway: TestGateway;
let sql: pg.Client;
let memberId: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  sql = new pg.Client({ connectionString: gateway.config.databaseUrl });
  await sql.connect();
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'member')?.email;
  const { rows } = await sql.query<{ id: string }>('select id from users where email = $1', [
    email,
  ]);
  memberId = rows[0]?.id ?? '';
});

afterAll(async () => {
  await sql?.end();
  await gateway?.close();
});

it('a socket opened while the last one closes leaves the member online', async () => {
  const pubSub = createPubSub<LiveTopics>();
  const live = new MessagesLive(
    pubSub,
    gateway.redis,
    gateway.config.redisPrefix,
    pino({ level: 'silent' }),
  );
  const seen: boolean[] = [];
  const changes = pubSub.subscribe('PRESENCE', memberId)[Symbol.asyncIterator]();
  const watching = (async () => {
    for (;;) {
      const next = await changes.next();
      if (next.done) return;
      seen.push(next.value.online);
    }
  })();
  // The subscription listens from its first read: let it start.
  await new Promise((resolve) => setImmediate(resolve));

  await live.socketOpened(memberId, 'first-page');
  // Last seen is written while another transaction holds the member's row: the closing socket
  // waits there, as a busy database makes it wait.
  const holder = new pg.Client({ connectionString: gateway.config.databaseUrl });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select 1 from users where id = $1 for update', [memberId]);
  const closing = live.socketClosed(gateway.orm.em.fork(), memberId, 'first-page');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await live.socketOpened(memberId, 'reloaded-page');
  await holder.query('commit');
  await holder.end();
  await closing;
  await new Promise((resolve) => setImmediate(resolve));
  await changes.return?.();
  await watching;

  expect(seen[0]).toBe(true);
  expect(seen.at(-1)).toBe(true);
  expect((await live.presence(gateway.orm.em.fork(), memberId)).online).toBe(true);
});
