// Suspending a member (issue 33 item 2): an admin's act with a reason; the member's open
// session and API tokens stop at their very next request, sign-in is refused until reinstated,
// and both acts are in the audit trail (admins' scope). Nobody else may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

let gateway: TestGateway;
let admin: string;
let moderator: string;
let memberId: string;
let adminId: string;

const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  admin = await signInAs(gateway.app, accountOf(Role.ADMIN).email, DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, accountOf(Role.MODERATOR).email, DEMO_PASSWORD);
  const me = async (token: string) =>
    (await graphql<{ me: { id: string } }>(gateway.app, '{ me { id } }', { token })).body.data?.me
      .id ?? '';
  adminId = await me(admin);
  memberId = await me(await signInAs(gateway.app, accountOf(Role.MEMBER).email, DEMO_PASSWORD));
});

afterAll(async () => {
  await gateway?.close();
});

function act(action: 'suspend' | 'reinstate', id: string, reason: unknown, token = admin) {
  return gateway.app.inject({
    method: 'POST',
    url: `/api/admin/members/${id}/${action}`,
    payload: { reason },
    cookies: cookies(token),
  });
}

function signIn() {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email: accountOf(Role.MEMBER).email, password: DEMO_PASSWORD },
  });
}

async function auditOf(id: string, token = admin) {
  const response = await gateway.app.inject({
    url: '/api/admin/audit',
    query: { subject: id },
    cookies: cookies(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    entries: { action: string; reason: string; actor: { id: string }; after: unknown }[];
  }>().entries;
}

describe('suspension', () => {
  it("ends the member's session and tokens at once, refuses sign-in, and is recorded", async () => {
    const session = await signInAs(gateway.app, accountOf(Role.MEMBER).email, DEMO_PASSWORD);
    const created = await graphql<{ createApiToken: { token: string } }>(
      gateway.app,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { token: session, variables: { input: { name: 'Sync', scopes: ['READ'] } } },
    );
    const bearer = created.body.data?.createApiToken.token ?? '';
    const asMember = () => gateway.app.inject({ url: '/api/news', cookies: cookies(session) });
    const withToken = () =>
      gateway.app.inject({
        url: '/api/news',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await asMember()).statusCode).toBe(200);
    expect((await withToken()).statusCode).toBe(200);

    const suspended = await act('suspend', memberId, 'Repeated harassment of members');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().suspendedAt).toEqual(expect.any(String));

    expect((await asMember()).statusCode).toBe(401);
    expect((await withToken()).statusCode).toBe(401);
    const me = await graphql(gateway.app, '{ me { id } }', { token: session });
    expect(me.body.data?.me ?? null).toBeNull();
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');

    const state = await graphql<{ memberSuspension: { suspendedAt: string | null } }>(
      gateway.app,
      'query ($id: UUID!) { memberSuspension(id: $id) { suspendedAt } }',
      { token: admin, variables: { id: memberId } },
    );
    expect(state.body.data?.memberSuspension.suspendedAt).toEqual(expect.any(String));

    // Asked again: nothing changes and nothing more is recorded.
    expect((await act('suspend', memberId, 'Again')).statusCode).toBe(200);
    const entries = await auditOf(memberId);
    expect(entries).toMatchObject([
      {
        action: 'member.suspended',
        reason: 'Repeated harassment of members',
        actor: { id: adminId },
        after: { suspended: true, sessionsEnded: expect.any(Number), tokensRevoked: 1 },
      },
    ]);
    expect(await auditOf(memberId, moderator)).toEqual([]);
  });

  it('reinstates through GraphQL: sign-in works again, and the act is recorded', async () => {
    const { body } = await graphql<{ reinstateMember: { suspendedAt: string | null } }>(
      gateway.app,
      'mutation ($id: UUID!, $reason: String!) { reinstateMember(id: $id, reason: $reason) { suspendedAt } }',
      { token: admin, variables: { id: memberId, reason: 'Apologised to the council' } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.reinstateMember.suspendedAt).toBeNull();
    expect((await signIn()).statusCode).toBe(200);
    expect((await auditOf(memberId)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['member.reinstated', 'Apologised to the council'],
      ['member.suspended', 'Repeated harassment of members'],
    ]);
  });

  it('needs a reason, an admin, and another account', async () => {
    const short = await act('suspend', memberId, ' x ');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('reason');
    const missing = await act('suspend', memberId, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('reason');
    const gql = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { suspendMember(id: $id, reason: "no") { id } }',
      { token: admin, variables: { id: memberId } },
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await act('suspend', memberId, 'Moderators may not', moderator)).statusCode).toBe(403);
    const self = await act('suspend', adminId, 'Suspending myself');
    expect(self.statusCode).toBe(400);
    const nobody = await act('suspend', '00000000-0000-4000-8000-000000000000', 'Nobody here');
    expect(nobody.statusCode).toBe(404);
    expect((await signIn()).statusCode).toBe(200);
  });
});
