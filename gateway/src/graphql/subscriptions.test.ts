import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/index.js';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.js';
import { Role } from '../modules/users/role.js';
import { signInAs, startTestGateway, type TestGateway } from '../test/test-gateway.js';
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

it('closes an open socket soon after its session ends (signed out)', async () => {
  const token = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  const socket = new WebSocket(url, 'graphql-transport-ws', {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
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
