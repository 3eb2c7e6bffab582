// The security log end to end: sign-ins, throttled attempts and sign-outs land in
// security_events (with the client address, without the typed password or address) and in the
// log; admins read them through GraphQL and REST, filtered and by keyset pages; nobody else does;
// a table that refuses the insert never breaks a sign-in.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { DEFAULT_SIGN_IN_THROTTLE } from '../../settings/sign-in-throttle.js';
import {
  graphql,
  sessionCookieOf,
  signInAs,
  startTestGateway,
  type TestGateway,
} from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

const account = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};
const member = account(Role.MEMBER);
const WRONG_PASSWORD = 'Not-The-Password-42';

let gateway: TestGateway;
const lines: Record<string, unknown>[] = [];
let admin: string;
let moderator: string;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  gateway = await startTestGateway({
    seed: true,
    logger: pino({ level: 'info' }, stream),
    // app.inject connects from 127.0.0.1: the trusted proxy names each client.
    config: {
      trustProxy: true,
      signInThrottle: {
        ...DEFAULT_SIGN_IN_THROTTLE,
        accountAddress: { maxFailures: 2, windowSeconds: 900 },
      },
    },
  });
  admin = await signInAs(gateway.app, account(Role.ADMIN).email, DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, account(Role.MODERATOR).email, DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
});

function signIn(email: string, password: string, ip: string) {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { 'x-forwarded-for': ip, 'user-agent': `Browser/${'x'.repeat(400)}` },
    payload: { email, password },
  });
}

function listEvents(query: Record<string, string>, token: string | null = admin) {
  return gateway.app.inject({
    method: 'GET',
    url: '/api/admin/security-events',
    query,
    cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
  });
}

interface RestEvent {
  id: string;
  type: string;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
  actor: { email: string } | null;
  subject: { email: string } | null;
  details: Record<string, unknown>;
}

async function eventsFrom(ip: string): Promise<RestEvent[]> {
  const response = await listEvents({ ip });
  expect(response.statusCode).toBe(200);
  return response.json<{ events: RestEvent[] }>().events;
}

/** The stored rows of one address, as PostgreSQL holds them. */
function rawRows(ip: string) {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('security_events')
    .selectAll()
    .where('ip', '=', ip)
    .execute();
}

describe('sign-in events', () => {
  it('records a failed, a throttled and a successful sign-in, and a sign-out, newest first', async () => {
    const ip = '198.51.100.10';
    expect((await signIn(member.email, WRONG_PASSWORD, ip)).statusCode).toBe(401);
    expect((await signIn(member.email, WRONG_PASSWORD, ip)).statusCode).toBe(401);
    expect((await signIn(member.email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    const unknown = await signIn('nobody@example.org', WRONG_PASSWORD, '198.51.100.11');
    expect(unknown.statusCode).toBe(401);
    const success = await signIn(member.email, DEMO_PASSWORD, '198.51.100.12');
    expect(success.statusCode).toBe(200);
    const signOut = await gateway.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { 'x-forwarded-for': '198.51.100.12' },
      cookies: { [SESSION_COOKIE_NAME]: sessionCookieOf(success) ?? '' },
    });
    expect(signOut.statusCode).toBe(204);

    const attacked = await eventsFrom('198.51.100.10');
    expect(attacked.map((event) => [event.type, event.outcome])).toEqual([
      ['auth.signin.throttled', 'blocked'],
      ['auth.signin.failed', 'failure'],
      ['auth.signin.failed', 'failure'],
    ]);
    expect(attacked[1]).toMatchObject({
      ip: '198.51.100.10',
      actor: null,
      subject: { email: member.email },
      details: { accountExists: true },
    });
    expect(attacked[0]?.details).toMatchObject({ kind: 'account-address' });
    expect(attacked[1]?.userAgent).toHaveLength(256);

    const [unknownEvent] = await eventsFrom('198.51.100.11');
    expect(unknownEvent).toMatchObject({
      type: 'auth.signin.failed',
      subject: null,
      details: { accountExists: false },
    });

    const ended = await eventsFrom('198.51.100.12');
    expect(ended.map((event) => event.type)).toEqual(['auth.signout', 'auth.signin.succeeded']);
    expect(ended[1]).toMatchObject({
      actor: { email: member.email },
      subject: { email: member.email },
    });
  });

  it('records the GraphQL sign-in and sign-out too', async () => {
    const ip = '198.51.100.40';
    const signedIn = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-forwarded-for': ip },
      payload: {
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { viewer { id } } }',
        variables: { input: { email: member.email, password: DEMO_PASSWORD } },
      },
    });
    expect(signedIn.json().errors).toBeUndefined();
    const signedOut = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-forwarded-for': ip },
      payload: { query: 'mutation { signOut }' },
      cookies: { [SESSION_COOKIE_NAME]: sessionCookieOf(signedIn) ?? '' },
    });
    expect(signedOut.json()).toEqual({ data: { signOut: true } });
    const events = await eventsFrom(ip);
    expect(events.map((event) => [event.type, event.actor?.email])).toEqual([
      ['auth.signout', member.email],
      ['auth.signin.succeeded', member.email],
    ]);
  });

  it('stores and logs neither the password nor the typed e-mail address', async () => {
    const ip = '198.51.100.20';
    await signIn('Typed.Address@Example.org', WRONG_PASSWORD, ip);
    await signIn(member.email, WRONG_PASSWORD, ip);
    const rows = await rawRows(ip);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(WRONG_PASSWORD);
    expect(stored).not.toContain('@');

    const logged = JSON.stringify(lines.filter((line) => line.ip === ip));
    expect(logged).toContain('auth.signin.failed');
    expect(logged).not.toContain(WRONG_PASSWORD);
    expect(logged).not.toContain('@');
  });

  it('keeps signing in when the table refuses the insert, and logs the error', async () => {
    const connection = gateway.orm.em.getConnection();
    await connection.execute('alter table security_events rename to security_events_away');
    try {
      const response = await signIn(member.email, DEMO_PASSWORD, '198.51.100.30');
      expect(response.statusCode).toBe(200);
      expect(sessionCookieOf(response)).toBeTruthy();
    } finally {
      await connection.execute('alter table security_events_away rename to security_events');
    }
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'security event not stored', event: 'auth.signin.succeeded' }),
    );
    // The log line still tells what happened.
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'auth.signin.succeeded', ip: '198.51.100.30' }),
    );
  });
});

describe('who may read the log', () => {
  const QUERY = `query Events($first: Int) {
    securityEvents(first: $first) { hasMore events { id type outcome ip occurredAt details } }
  }`;

  it('answers admins; refuses moderators (403), members (403) and anonymous visitors (401)', async () => {
    const memberToken = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
    expect((await listEvents({})).statusCode).toBe(200);
    expect((await listEvents({}, moderator)).statusCode).toBe(403);
    expect((await listEvents({}, memberToken)).statusCode).toBe(403);
    expect((await listEvents({}, null)).statusCode).toBe(401);

    const asAdmin = await graphql<{ securityEvents: { events: unknown[] } }>(gateway.app, QUERY, {
      token: admin,
    });
    expect(asAdmin.body.errors).toBeUndefined();
    expect(asAdmin.body.data?.securityEvents.events.length).toBeGreaterThan(0);
    const asModerator = await graphql(gateway.app, QUERY, { token: moderator });
    expect(asModerator.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(gateway.app, QUERY);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('filters and pages', () => {
  const ip = '203.0.113.77';
  beforeAll(async () => {
    // Five failures on distinct accounts from one address: the pair rule never trips.
    for (const index of [1, 2, 3, 4, 5]) {
      await signIn(`someone${index}@example.org`, WRONG_PASSWORD, ip);
    }
    await signIn(member.email, DEMO_PASSWORD, ip);
  });

  it('pages newest first with first/after until hasMore is false, without repeats', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page++) {
      const response = await listEvents({ ip, first: '2', ...(after ? { after } : {}) });
      const body = response.json<{ events: RestEvent[]; hasMore: boolean }>();
      seen.push(...body.events.map((event) => event.id));
      after = body.events.at(-1)?.id;
      if (!body.hasMore) break;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const all = await eventsFrom(ip);
    expect(all.map((event) => event.id)).toEqual(seen);
    expect(all[0]?.type).toBe('auth.signin.succeeded');
  });

  it('filters by type, outcome, member, address prefix and time range', async () => {
    const count = async (query: Record<string, string>) =>
      (await listEvents({ ip, ...query })).json<{ events: RestEvent[] }>().events.length;
    expect(await count({ type: 'auth.signin.failed' })).toBe(5);
    expect(await count({ outcome: 'success' })).toBe(1);
    expect(await count({ member: member.email.slice(0, 6).toUpperCase() })).toBe(1);
    expect(await count({ ip: '203.0.113.' })).toBe(6);
    expect(await count({ from: new Date(Date.now() + 60_000).toISOString() })).toBe(0);
    expect(await count({ to: new Date(Date.now() + 60_000).toISOString() })).toBe(6);

    const filtered = await graphql<{ securityEvents: { events: { type: string }[] } }>(
      gateway.app,
      `query($filter: SecurityEventFilter) {
        securityEvents(filter: $filter) { events { type } }
      }`,
      { token: admin, variables: { filter: { ip, type: 'AUTH_SIGNIN_SUCCEEDED' } } },
    );
    expect(filtered.body.data?.securityEvents.events).toEqual([{ type: 'AUTH_SIGNIN_SUCCEEDED' }]);
  });

  it('answers 400 naming the field for a bad page size, type, cursor or range', async () => {
    for (const [query, field] of [
      [{ first: '0' }, 'first'],
      [{ first: '101' }, 'first'],
      [{ type: 'auth.nothing' }, 'type'],
      [{ after: 'not-an-id' }, 'after'],
      [{ from: 'yesterday' }, 'from'],
    ] as const) {
      const response = await listEvents(query);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
    const range = await listEvents({
      from: '2026-01-02T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().code).toBe('BAD_USER_INPUT');

    const graph = await graphql(gateway.app, 'query { securityEvents(first: 500) { hasMore } }', {
      token: admin,
    });
    expect(graph.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
