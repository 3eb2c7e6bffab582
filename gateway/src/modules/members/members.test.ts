import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { SEED_MEMBERS } from '../../seed/members.data.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { initialsOf } from '../users/initials.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
const PEOPLE = [...DEMO_ACCOUNTS, ...SEED_MEMBERS];
const idOf = (username: string) => seedUuid(`user:${username}`);

let gateway: TestGateway;
let memberToken: string;
let hodanToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  hodanToken = await signInAs(gateway.app, 'hodan.farah@example.org', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

interface ListedMember {
  id: string;
  fullName: string;
  username: string;
  specialization: string | null;
  bio: string | null;
  profileImage: string | null;
  initials: string;
  joinedAt: string;
  connectionState: string;
  connectionId: string | null;
}

const FIELDS = `id fullName username specialization bio profileImage initials joinedAt
  connectionState connectionId`;

async function queryMembers(args: string, token: string | null = memberToken) {
  const { body } = await graphql<{ members: ListedMember[] }>(
    gateway.app,
    `{ members${args} { ${FIELDS} } }`,
    token ? { token } : {},
  );
  return body;
}

async function members(args = '', token = memberToken): Promise<ListedMember[]> {
  const body = await queryMembers(args, token);
  expect(body.errors).toBeUndefined();
  return body.data?.members ?? [];
}

describe('members query', () => {
  it('lists every member by full name with the profile fields and initials', async () => {
    const listed = await members();
    expect(listed).toHaveLength(PEOPLE.length);
    // By the database's collation; the first letters are in order under any of them.
    const firstLetters = listed.map((row) => row.fullName.slice(0, 1).toUpperCase());
    expect(firstLetters).toEqual([...firstLetters].sort());
    const amina = listed.find((row) => row.username === member?.username);
    expect(amina).toMatchObject({
      id: idOf(member?.username ?? ''),
      fullName: member?.fullName,
      specialization: member?.specialization,
      bio: member?.bio,
      profileImage: null,
      initials: initialsOf(member?.fullName ?? ''),
    });
    expect(Number.isNaN(Date.parse(amina?.joinedAt ?? ''))).toBe(false);
    expect(listed.some((row) => row.specialization === null)).toBe(true);
  });

  it('orders by joining date, newest first, with NEWEST', async () => {
    const listed = await members('(order: NEWEST)');
    const times = listed.map((row) => Date.parse(row.joinedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed[0]?.username).toBe(SEED_MEMBERS.at(-1)?.username);
  });

  it('pages with limit and offset', async () => {
    const all = await members();
    const page = await members('(limit: 5, offset: 10)');
    expect(page.map((row) => row.id)).toEqual(all.slice(10, 15).map((row) => row.id));
    expect(await members(`(offset: ${PEOPLE.length})`)).toEqual([]);
  });

  it('searches full name, username and specialization, ignoring case and spaces', async () => {
    const byName = await members('(search: "  AMINA ")');
    expect(byName.map((row) => row.username)).toContain(member?.username);
    expect(byName.every((row) => row.fullName.toLowerCase().includes('amina'))).toBe(true);

    const byUsername = await members('(search: "hodan.")');
    expect(byUsername.map((row) => row.username)).toEqual(['hodan.farah']);

    const byArea = await members('(search: "family law")');
    const expected = PEOPLE.filter((person) =>
      [person.fullName, person.username, person.specialization ?? ''].some((field) =>
        field.toLowerCase().includes('family law'),
      ),
    );
    expect(byArea.map((row) => row.username).sort()).toEqual(
      expected.map((person) => person.username).sort(),
    );
    expect(byArea.length).toBeGreaterThan(1);
  });

  it('takes the pattern characters of a search literally', async () => {
    expect(await members('(search: "%")')).toEqual([]);
    expect(await members('(search: "_")')).toEqual([]);
    // A match spanning two fields (end of a name, start of the username) is not a match.
    const amina = PEOPLE.find((person) => person.username === member?.username);
    expect(await members(`(search: "Abdi ${amina?.username.slice(0, 3)}")`)).toEqual([]);
  });

  it('refuses a limit or offset out of range and an overlong search, naming them', async () => {
    for (const [args, field] of [
      ['(limit: 0)', 'limit'],
      ['(limit: 101)', 'limit'],
      ['(offset: -1)', 'offset'],
      [`(search: "${'x'.repeat(201)}")`, 'search'],
    ] as const) {
      const body = await queryMembers(args);
      expect(body.errors?.[0]?.extensions, args).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: expect.any(String) },
      });
    }
  });

  it("tells the viewer's connection to each member", async () => {
    const stateOf = (rows: ListedMember[], username: string) =>
      rows.find((row) => row.username === username);
    const mine = await members();
    expect(stateOf(mine, 'hodan.farah')?.connectionState).toBe('REQUESTED');
    expect(stateOf(mine, 'mohamed.nur')?.connectionState).toBe('CONNECTED');
    expect(stateOf(mine, 'said.dahir')?.connectionState).toBe('DECLINED');
    expect(stateOf(mine, 'ayaan.jama')?.connectionState).toBe('RECEIVED');
    expect(stateOf(mine, 'khadija.elmi')?.connectionState).toBe('RECEIVED');
    expect(stateOf(mine, 'abdikarim.guled')?.connectionState).toBe('CONNECTED');
    expect(stateOf(mine, moderator?.username ?? '')).toMatchObject({
      connectionState: 'NONE',
      connectionId: null,
    });
    expect(stateOf(mine, member?.username ?? '')).toMatchObject({
      connectionState: 'NONE',
      connectionId: null,
    });
    expect(stateOf(mine, 'hodan.farah')?.connectionId).toBe(
      seedUuid('connection:amina.abdi:hodan.farah'),
    );

    // The same request seen from the other side.
    const hodans = await members('', hodanToken);
    expect(stateOf(hodans, member?.username ?? '')).toMatchObject({
      connectionState: 'RECEIVED',
      connectionId: seedUuid('connection:amina.abdi:hodan.farah'),
    });
    expect(stateOf(hodans, 'ayaan.jama')?.connectionState).toBe('CONNECTED');
  });

  it('is for members only', async () => {
    const body = await queryMembers('', null);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('memberCount query', () => {
  it('counts every member, or those matching the search', async () => {
    const count = async (args: string, token: string | null = memberToken) =>
      (
        await graphql<{ memberCount: number }>(
          gateway.app,
          `{ memberCount${args} }`,
          token ? { token } : {},
        )
      ).body;
    expect((await count('')).data?.memberCount).toBe(PEOPLE.length);
    expect((await count('(search: "family law")')).data?.memberCount).toBe(
      (await members('(search: "family law")')).length,
    );
    expect((await count('', null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('member query', () => {
  const queryMember = (id: string, token: string | null = memberToken) =>
    graphql<{ member: ListedMember | null }>(
      gateway.app,
      `query ($id: UUID!) { member(id: $id) { ${FIELDS} } }`,
      { variables: { id }, ...(token ? { token } : {}) },
    );

  it('answers one member as the viewer sees them', async () => {
    const { body } = await queryMember(idOf('ayaan.jama'));
    expect(body.data?.member).toMatchObject({
      username: 'ayaan.jama',
      connectionState: 'RECEIVED',
      connectionId: seedUuid('connection:ayaan.jama:amina.abdi'),
    });
  });

  it('answers null for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
    const { body } = await queryMember('00000000-0000-4000-8000-000000000000');
    expect(body).toEqual({ data: { member: null } });
    const malformed = await queryMember('not-a-uuid');
    expect(malformed.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { id: 'must be a UUID' },
    });
  });

  it('is for members only', async () => {
    const { body } = await queryMember(idOf('ayaan.jama'), null);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/users', () => {
  const get = (query: string, token: string | null = memberToken) =>
    gateway.app.inject({
      url: `/api/users${query}`,
      cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
    });

  it('answers spec §3 user shape, newest first', async () => {
    const response = await get('?limit=3');
    expect(response.statusCode).toBe(200);
    const newest = (await members('(order: NEWEST, limit: 3)')).map((row) => ({
      id: row.id,
      fullName: row.fullName,
      username: row.username,
      specialization: row.specialization,
      bio: row.bio,
      profileImage: row.profileImage,
    }));
    expect(response.json()).toEqual(newest);
  });

  it('answers up to 100 without a limit', async () => {
    const response = await get('');
    expect(response.json()).toHaveLength(Math.min(100, PEOPLE.length));
  });

  it('answers 400 naming limit', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=many']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ code: string; message: string; fields: object }>();
      expect(body.code).toBe('BAD_USER_INPUT');
      expect(body.message).toContain('limit');
      expect(Object.keys(body.fields)).toEqual(['limit']);
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await get('', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('cost of a page', () => {
  it('a page of members with connection states is at most 2 statements, session included', async () => {
    const graphqlStatements = await countStatements(async () => {
      const listed = await members('(limit: 100)');
      expect(listed.length).toBe(PEOPLE.length);
    });
    expect(graphqlStatements).toBeGreaterThan(0);
    expect(graphqlStatements).toBeLessThanOrEqual(2);

    const restStatements = await countStatements(async () => {
      const response = await gateway.app.inject({
        url: '/api/users?limit=100',
        cookies: { [SESSION_COOKIE_NAME]: memberToken },
      });
      expect(response.json()).toHaveLength(PEOPLE.length);
    });
    expect(restStatements).toBeGreaterThan(0);
    expect(restStatements).toBeLessThanOrEqual(2);
  });
});
