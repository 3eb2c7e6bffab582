import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../exports/db.js';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.js';
import { Session } from '../modules/users/session.entity.js';
import { hashSessionToken } from '../modules/users/session-store.js';
import { User } from '../modules/users/user.entity.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
import { Role } from '../values/role.js';
import { liveTimings, SESSION_ENDED_CLOSE_CODE } from './subscriptions.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
let gateway: TestGateway;
let url: string;
const recheckMs = liveTimings.recheckMs;

beforeAll(async () => {
  liveTimings.recheckMs = 200;
  gateway = await startTestGateway({ seed: true });
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  liveTimings.recheckMs = recheckMs;
  await gateway?.close();
});

async function openSocket(token: string): Promise<WebSocket> {
  const socket = new WebSocket(url, 'graphql-transport-ws', {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

it('closes an open socket soon after its session ends (signed out)', async () => {
  const token = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  const socket = await openSocket(token);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.send(JSON.stringify({ type: 'connection_init' }));

  // Still open across a few re-checks while the session lives.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(socket.readyState).toBe(WebSocket.OPEN);

  const signOut = await gateway.app.inject({
    method: 'DELETE',
    url: '/api/session',
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
  expect(signOut.statusCode).toBeLessThan(300);
  expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
});

it('closes an open socket once its session has been idle past the timeout', async () => {
  const token = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  const socket = await openSocket(token);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const idleMs = gateway.config.sessionTimeouts.idleMinutes * 60 * 1000;
  await gateway.orm.em
    .fork()
    .nativeUpdate(
      Session,
      { id: hashSessionToken(token) },
      { lastSeenAt: new Date(Date.now() - idleMs - 60_000) },
    );
  expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
});

it('refuses the upgrade (403) to staff who must still enrol in two-step sign-in', async () => {
  const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
  await gateway.orm.em
    .fork()
    .nativeUpdate(
      User,
      { email: moderator?.email ?? '' },
      { mfaEnabledAt: null, totpSecret: null },
    );
  const token = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
  const socket = new WebSocket(url, 'graphql-transport-ws', {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` },
  });
  // The refused handshake also errors the client socket: expected here.
  socket.on('error', () => undefined);
  const status = await new Promise<number | undefined>((resolve) => {
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
    socket.once('open', () => resolve(undefined));
  });
  expect(status).toBe(403);
});
