// Changing a member's role (issue 33 item 2): an admin's act with a reason, in effect at the
// member's very next request without ending anything, recorded with the role before and after;
// the last administrator cannot step down. Nobody else may do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { LAST_ADMIN_PROBLEM } from './member-role.service.js';

const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

let gateway: TestGateway;
let admin: string;
let moderator: string;
let member: string;
let adminId: string;
let moderatorId: string;
let memberId: string;

const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });
const me = async (token: string) =>
  (
    await graphql<{ me: { id: string; role: string } | null }>(gateway.app, '{ me { id role } }', {
      token,
    })
  ).body.data?.me ?? null;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  admin = await signInAs(gateway.app, accountOf(Role.ADMIN).email, DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, accountOf(Role.MODERATOR).email, DEMO_PASSWORD);
  member = await signInAs(gateway.app, accountOf(Role.MEMBER).email, DEMO_PASSWORD);
  adminId = (await me(admin))?.id ?? '';
  moderatorId = (await me(moderator))?.id ?? '';
  memberId = (await me(member))?.id ?? '';
});

afterAll(async () => {
  await gateway?.close();
});

function changeRole(id: string, role: unknown, reason: unknown, token = admin) {
  return gateway.app.inject({
    method: 'POST',
    url: `/api/admin/members/${id}/role`,
    payload: { role, reason },
    cookies: cookies(token),
  });
}

async function roleEntries(id: string) {
  const response = await gateway.app.inject({
    url: '/api/admin/audit',
    query: { subject: id, action: 'member.role_changed' },
    cookies: cookies(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    entries: { reason: string; actor: { id: string }; before: unknown; after: unknown }[];
  }>().entries;
}

describe('role change', () => {
  it("takes effect at the member's next request, ends nothing, and is recorded", async () => {
    const staffRead = () =>
      gateway.app.inject({ url: '/api/admin/audit', cookies: cookies(moderator) });
    expect((await staffRead()).statusCode).toBe(200);

    const demoted = await changeRole(moderatorId, 'member', 'Term on the moderation board ended');
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toEqual({ id: moderatorId, role: 'member' });
    // The same session, still signed in, now acts as a member.
    const refused = await staffRead();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await me(moderator)).toMatchObject({ id: moderatorId, role: 'MEMBER' });

    const { body } = await graphql<{ changeMemberRole: { role: string } }>(
      gateway.app,
      'mutation ($id: UUID!, $reason: String!) { changeMemberRole(id: $id, role: MODERATOR, reason: $reason) { id role } }',
      { token: admin, variables: { id: moderatorId, reason: 'Elected again' } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.changeMemberRole.role).toBe('MODERATOR');
    expect((await staffRead()).statusCode).toBe(200);

    expect(await roleEntries(moderatorId)).toMatchObject([
      {
        reason: 'Elected again',
        actor: { id: adminId },
        before: { role: 'member' },
        after: { role: 'moderator' },
      },
      {
        reason: 'Term on the moderation board ended',
        before: { role: 'moderator' },
        after: { role: 'member' },
      },
    ]);
    // Asked for the role they have: nothing changes, nothing more is recorded.
    expect((await changeRole(moderatorId, 'moderator', 'No change')).statusCode).toBe(200);
    expect(await roleEntries(moderatorId)).toHaveLength(2);
  });

  it('promotes a member to staff at their next request (then led to two-step sign-in)', async () => {
    const read = () => gateway.app.inject({ url: '/api/admin/audit', cookies: cookies(member) });
    expect((await read()).json().code).toBe('FORBIDDEN');
    expect((await changeRole(memberId, 'admin', 'Joined the secretariat')).statusCode).toBe(200);
    // Staff without two-step sign-in may only enrol: the new role is what refuses them now.
    expect((await read()).json().code).toBe('MFA_REQUIRED');
    expect((await changeRole(memberId, 'member', 'Left the secretariat')).statusCode).toBe(200);
    expect((await read()).json().code).toBe('FORBIDDEN');
  });

  it('keeps the last administrator', async () => {
    const tables = tablesOf(gateway.orm.em.fork());
    const admins = await tables
      .selectFrom('users')
      .select('id')
      .where('role', '=', Role.ADMIN)
      .execute();
    expect(admins.map((row) => row.id)).toEqual([adminId]);
    const self = await changeRole(adminId, 'moderator', 'Stepping down');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { role: LAST_ADMIN_PROBLEM },
    });
    const gql = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { changeMemberRole(id: $id, role: MEMBER, reason: "Stepping down") { id } }',
      { token: admin, variables: { id: adminId } },
    );
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { role: LAST_ADMIN_PROBLEM },
    });
    expect(await me(admin)).toMatchObject({ role: 'ADMIN' });

    // With a second administrator, the first may step down.
    expect((await changeRole(memberId, 'admin', 'Second administrator')).statusCode).toBe(200);
    expect((await changeRole(adminId, 'admin', 'Unchanged')).statusCode).toBe(200);
    const down = await changeRole(memberId, 'member', 'Back to a member');
    expect(down.statusCode, down.body).toBe(200);
  });

  it('needs an admin, a known role, a reason and a member', async () => {
    expect(
      (await changeRole(memberId, 'moderator', 'Moderators may not', moderator)).statusCode,
    ).toBe(403);
    expect((await changeRole(memberId, 'moderator', 'Members may not', member)).statusCode).toBe(
      403,
    );
    const anonymous = await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/role`,
      payload: { role: 'admin', reason: 'Nobody signed in' },
    });
    expect(anonymous.statusCode).toBe(401);
    const lawyer = await changeRole(memberId, 'lawyer', 'Not a role');
    expect(lawyer.statusCode).toBe(400);
    expect(lawyer.body).toContain('role');
    const short = await changeRole(memberId, 'moderator', 'x');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('reason');
    const gqlShort = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { changeMemberRole(id: $id, role: MODERATOR, reason: " x ") { id } }',
      { token: admin, variables: { id: memberId } },
    );
    expect(gqlShort.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const moderatorGql = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { changeMemberRole(id: $id, role: ADMIN, reason: "Not allowed") { id } }',
      { token: moderator, variables: { id: memberId } },
    );
    expect(moderatorGql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const nobody = await changeRole(
      '00000000-0000-4000-8000-000000000000',
      'member',
      'Nobody here',
    );
    expect(nobody.statusCode).toBe(404);
    expect(await me(member)).toMatchObject({ role: 'MEMBER' });
  });
});
