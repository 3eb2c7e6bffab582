import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { SecurityEventType } from '../security-log/index.js';
import { ApiTokenScope } from '../users/api-token-scope.js';
import { toAuthUser } from '../users/auth-user.js';
import { generateToken, isWellFormedToken } from '../users/token-secret.js';
import { User } from '../users/user.entity.js';
import { createApiToken, TOKEN_NAME_MAX_LENGTH } from './api-tokens.service.js';

const account = (role: Role) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role);

let gateway: TestGateway;
let memberCookie: string;
let moderatorCookie: string;
let adminCookie: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberCookie = await signInAs(gateway.app, account(Role.MEMBER)?.email ?? '', DEMO_PASSWORD);
  moderatorCookie = await signInAs(
    gateway.app,
    account(Role.MODERATOR)?.email ?? '',
    DEMO_PASSWORD,
  );
  adminCookie = await signInAs(gateway.app, account(Role.ADMIN)?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name hint scopes status expiresAt } }
}`;

interface Created {
  token: string;
  apiToken: {
    id: string;
    name: string;
    hint: string;
    scopes: string[];
    status: string;
    expiresAt: string;
  };
}

async function createToken(
  cookie: string,
  input: { name?: string; scopes: string[]; expiresInDays?: number },
): Promise<Created> {
  const { body } = await graphql<{ createApiToken: Created }>(gateway.app, CREATE, {
    token: cookie,
    variables: { input: { name: 'Court calendar', ...input } },
  });
  if (!body.data?.createApiToken) throw new Error(JSON.stringify(body.errors));
  return body.data.createApiToken;
}

function withBearer(token: string, query: string, variables: Record<string, unknown> = {}) {
  return gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: '198.51.100.7',
    headers: { authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
}

describe('creating a token', () => {
  it('answers the secret once, recognisable and checksummed, and stores only its hash', async () => {
    const created = await createToken(memberCookie, { scopes: ['READ'] });
    expect(created.token).toMatch(/^bpat_[0-9A-Za-z]{46}$/);
    expect(isWellFormedToken(created.token)).toBe(true);
    expect(created.apiToken).toMatchObject({
      name: 'Court calendar',
      hint: created.token.slice(-4),
      scopes: ['READ'],
      status: 'ACTIVE',
    });
    const days = (Date.parse(created.apiToken.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const rows = await tablesOf(gateway.orm.em.fork())
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.apiToken.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses the moderate scope to a member, naming the field', async () => {
    const { body } = await graphql(gateway.app, CREATE, {
      token: memberCookie,
      variables: { input: { name: 'Queue', scopes: ['MODERATE'] } },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { scopes: expect.stringContaining('read, write') },
    });
  });

  it('refuses an empty name, no scope and an expiry past a year', async () => {
    const { body } = await graphql(gateway.app, CREATE, {
      token: memberCookie,
      variables: { input: { name: '  ', scopes: [], expiresInDays: 400 } },
    });
    expect(Object.keys(body.errors?.[0]?.extensions?.fields as object).sort()).toEqual([
      'expiresInDays',
      'name',
      'scopes',
    ]);
  });

  it('refuses a name past 80 characters in the same words through REST and GraphQL', async () => {
    const name = 'n'.repeat(TOKEN_NAME_MAX_LENGTH + 1);
    const rest = await gateway.app.inject({
      method: 'POST',
      url: '/api/tokens',
      cookies: { [SESSION_COOKIE_NAME]: memberCookie },
      payload: { name, scopes: ['read'] },
    });
    expect(rest.statusCode).toBe(400);
    const { body } = await graphql(gateway.app, CREATE, {
      token: memberCookie,
      variables: { input: { name, scopes: ['READ'] } },
    });
    const problem = 'must be at most 80 characters long';
    expect(rest.json().fields).toEqual({ name: problem });
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ name: problem });
    // The REST schema holds what the service holds: 80 characters pass.
    const longest = await gateway.app.inject({
      method: 'POST',
      url: '/api/tokens',
      cookies: { [SESSION_COOKIE_NAME]: memberCookie },
      payload: { name: name.slice(1), scopes: ['read'] },
    });
    expect(longest.statusCode).toBe(201);
  });

  it('gives staff the moderate scope', async () => {
    const created = await createToken(moderatorCookie, { scopes: ['READ', 'MODERATE'] });
    expect(created.apiToken.scopes).toEqual(['READ', 'MODERATE']);
  });

  it('records creation and revocation in the security log, without the secret', async () => {
    const created = await createToken(memberCookie, { name: 'Logged', scopes: ['READ'] });
    await graphql(gateway.app, 'mutation ($id: UUID!) { revokeApiToken(id: $id) }', {
      token: memberCookie,
      variables: { id: created.apiToken.id },
    });
    const events = await tablesOf(gateway.orm.em.fork())
      .selectFrom('security_events')
      .select(['type', 'details', 'actor_id'])
      .where('type', 'in', [
        SecurityEventType.API_TOKEN_CREATED,
        SecurityEventType.API_TOKEN_REVOKED,
      ])
      .execute();
    const mine = events.filter((event) =>
      JSON.stringify(event.details).includes(created.apiToken.id),
    );
    expect(mine.map((event) => event.type).sort()).toEqual([
      'api_token.created',
      'api_token.revoked',
    ]);
    expect(JSON.stringify(events)).not.toContain(created.token);
  });
});

describe('using a token', () => {
  it('works on /graphql and /api as its member, and records the last use', async () => {
    const { token, apiToken } = await createToken(memberCookie, { scopes: ['READ'] });
    const me = await withBearer(token, '{ me { email } }');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: { me: { email: account(Role.MEMBER)?.email } } });
    const rest = await gateway.app.inject({
      url: '/api/session',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.statusCode).toBe(200);

    const { body } = await graphql<{
      myApiTokens: { id: string; lastUsedAt: string | null; lastUsedIp: string | null }[];
    }>(gateway.app, '{ myApiTokens { id lastUsedAt lastUsedIp } }', { token: memberCookie });
    const used = body.data?.myApiTokens.find((entry) => entry.id === apiToken.id);
    expect(used?.lastUsedIp).toBe('198.51.100.7');
    expect(Date.now() - Date.parse(used?.lastUsedAt ?? '')).toBeLessThan(60_000);
  });

  it('answers 401 at once after revocation, on /graphql and /api', async () => {
    const { token, apiToken } = await createToken(memberCookie, { scopes: ['READ'] });
    expect((await withBearer(token, '{ me { id } }')).statusCode).toBe(200);
    const revoked = await gateway.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${apiToken.id}`,
      cookies: { [SESSION_COOKIE_NAME]: memberCookie },
    });
    expect(revoked.statusCode).toBe(204);
    const graphqlAnswer = await withBearer(token, '{ me { id } }');
    expect(graphqlAnswer.statusCode).toBe(401);
    const rest = await gateway.app.inject({
      url: '/api/practice-areas',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(rest.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('takes down a calendar feed it made when it is revoked or expires (F8)', async () => {
    const feedOf = async (token: string, rest: boolean): Promise<string> => {
      if (rest) {
        const made = await gateway.app.inject({
          method: 'POST',
          url: '/api/calendar/feed',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(made.statusCode).toBe(201);
        return new URL(made.json<{ url: string }>().url).pathname;
      }
      const made = await withBearer(token, 'mutation { regenerateCalendarFeed { path } }');
      return made.json<{ data: { regenerateCalendarFeed: { path: string } } }>().data
        .regenerateCalendarFeed.path;
    };
    const feedStatus = async (path: string) => (await gateway.app.inject({ url: path })).statusCode;

    // Revoked: through REST, then through GraphQL.
    for (const rest of [true, false]) {
      const { token, apiToken } = await createToken(memberCookie, { scopes: ['READ', 'WRITE'] });
      const feed = await feedOf(token, rest);
      expect(await feedStatus(feed)).toBe(200);
      const revoked = await gateway.app.inject({
        method: 'DELETE',
        url: `/api/tokens/${apiToken.id}`,
        cookies: { [SESSION_COOKIE_NAME]: memberCookie },
      });
      expect(revoked.statusCode).toBe(204);
      expect(await feedStatus(feed)).toBe(404);
    }

    // Expired.
    const { token, apiToken } = await createToken(memberCookie, { scopes: ['READ', 'WRITE'] });
    const feed = await feedOf(token, true);
    expect(await feedStatus(feed)).toBe(200);
    await tablesOf(gateway.orm.em.fork())
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', apiToken.id)
      .execute();
    expect(await feedStatus(feed)).toBe(404);

    // A feed made in a session does not depend on any token.
    const fromSession = await gateway.app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      cookies: { [SESSION_COOKIE_NAME]: memberCookie },
    });
    expect(await feedStatus(new URL(fromSession.json<{ url: string }>().url).pathname)).toBe(200);
  });

  it('answers 401 once expired, and to unknown or malformed tokens', async () => {
    const { token, apiToken } = await createToken(memberCookie, { scopes: ['READ'] });
    await tablesOf(gateway.orm.em.fork())
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', apiToken.id)
      .execute();
    for (const candidate of [token, generateToken(), 'bpat_short', `${token.slice(0, -1)}x`]) {
      const response = await withBearer(candidate, '{ practiceAreas { id } }');
      expect(response.statusCode, candidate).toBe(401);
    }
  });

  it('stops working when its member is removed', async () => {
    // A member of this test alone (the demo member owns much else this file keeps using).
    const em = gateway.orm.em.fork();
    const leaving = em.create(User, {
      fullName: 'Leaving Member',
      username: 'leaving.member',
      email: 'leaving@example.org',
      passwordHash: 'not-a-hash',
    });
    await em.flush();
    const { token } = await createApiToken(
      { em, log: gateway.app.log, ip: '127.0.0.1' },
      toAuthUser(leaving),
      { name: 'Leaving', scopes: [ApiTokenScope.READ] },
    );
    expect((await withBearer(token, '{ me { email } }')).json().data.me.email).toBe(
      'leaving@example.org',
    );
    await tablesOf(em).deleteFrom('users').where('id', '=', leaving.id).execute();
    expect((await withBearer(token, '{ me { id } }')).statusCode).toBe(401);
  });

  it('has the rights of its member: a member token with every scope opens no staff field', async () => {
    const { token } = await createToken(memberCookie, { scopes: ['READ', 'WRITE'] });
    const response = await withBearer(token, '{ pendingNews { id } }');
    expect(response.json().errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_SCOPE');
    expect(response.statusCode).toBe(403);
  });

  it('loses moderate rights when its staff member is demoted', async () => {
    const { token } = await createToken(moderatorCookie, { scopes: ['MODERATE'] });
    expect((await withBearer(token, '{ pendingNews { id } }')).json().data).toBeTruthy();
    const em = gateway.orm.em.fork();
    await tablesOf(em)
      .updateTable('users')
      .set({ role: Role.MEMBER })
      .where('email', '=', 'moderator@example.org')
      .execute();
    try {
      const response = await withBearer(token, '{ pendingNews { id } }');
      expect(response.json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await tablesOf(em)
        .updateTable('users')
        .set({ role: Role.MODERATOR })
        .where('email', '=', 'moderator@example.org')
        .execute();
    }
  });

  it('cannot create tokens, nor touch two-step sign-in or sessions', async () => {
    const { token } = await createToken(memberCookie, { scopes: ['READ', 'WRITE'] });
    const create = await withBearer(token, CREATE, {
      input: { name: 'Child', scopes: ['READ'] },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_SCOPE');
    for (const request of [
      { method: 'POST' as const, url: '/api/tokens', payload: { name: 'x', scopes: ['read'] } },
      { method: 'POST' as const, url: '/api/mfa/enrolment' },
      { method: 'GET' as const, url: '/api/sessions' },
      { method: 'DELETE' as const, url: '/api/session' },
    ]) {
      const response = await gateway.app.inject({
        ...request,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json(), request.url).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    }
  });

  const aliased = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

  it.each([
    ['aliases', aliased(31, 'practiceAreas { slug }')],
    ['depth', `{ discussions ${'{ author '.repeat(12)}{ id }${' }'.repeat(12)} }`],
    [
      'cost',
      aliased(
        25,
        'documents(limit: 100) { id title fileName description mediaType practiceArea { slug name } uploadedBy { fullName } }',
      ),
    ],
  ])('is held to the GraphQL operation limit on %s like any request', async (limit, query) => {
    const { token } = await createToken(memberCookie, { scopes: ['READ'] });
    const response = await withBearer(token, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit });
  });
});

describe('CSRF', () => {
  const getQuery = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
    gateway.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ me { id } }')}`,
      headers,
      cookies,
    });

  it('needs no preflight header with a Bearer token', async () => {
    const { token } = await createToken(memberCookie, { scopes: ['READ'] });
    const response = await getQuery({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.me.id).toBeTruthy();
  });

  it('still refuses a simple cookie request without one', async () => {
    const refused = await getQuery({}, { [SESSION_COOKIE_NAME]: memberCookie });
    expect(refused.statusCode).toBe(400);
    const allowed = await getQuery(
      { 'apollo-require-preflight': 'true' },
      { [SESSION_COOKIE_NAME]: memberCookie },
    );
    expect(allowed.statusCode).toBe(200);
  });
});

describe('staff', () => {
  const LIST = `query ($member: String) { memberApiTokens(member: $member) { id owner { email } } }`;

  it('moderators list a named member’s tokens and revoke them; admins list everyone’s', async () => {
    const { token, apiToken } = await createToken(memberCookie, {
      name: 'For staff',
      scopes: ['READ'],
    });
    const unnamed = await graphql(gateway.app, LIST, { token: moderatorCookie });
    expect(unnamed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const named = await graphql<{ memberApiTokens: { id: string }[] }>(gateway.app, LIST, {
      token: moderatorCookie,
      variables: { member: 'member@example' },
    });
    expect(named.body.data?.memberApiTokens.map((entry) => entry.id)).toContain(apiToken.id);
    const all = await graphql<{ memberApiTokens: { owner: { email: string } }[] }>(
      gateway.app,
      LIST,
      { token: adminCookie },
    );
    const owners = new Set(all.body.data?.memberApiTokens.map((entry) => entry.owner.email));
    expect([...owners].sort()).toEqual(['member@example.org', 'moderator@example.org']);

    const revoke = await gateway.app.inject({
      method: 'DELETE',
      url: `/api/admin/tokens/${apiToken.id}`,
      cookies: { [SESSION_COOKIE_NAME]: moderatorCookie },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await withBearer(token, '{ me { id } }')).statusCode).toBe(401);
  });

  it('a member cannot revoke another member’s token (it answers like a missing one)', async () => {
    const { apiToken } = await createToken(moderatorCookie, { scopes: ['READ'] });
    const { body } = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { revokeApiToken(id: $id) }',
      {
        token: memberCookie,
        variables: { id: apiToken.id },
      },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
