import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';

// The demo member (amina.abdi) is connected with mohamed.nur and abdikarim.guled, has asked
// hodan.farah (pending) and was asked by ayaan.jama and khadija.elmi (demo-connections.ts).
const USERNAMES = [
  'amina.abdi',
  'mohamed.nur',
  'hodan.farah',
  'ayaan.jama',
  'sahra.hirsi',
] as const;
type Username = (typeof USERNAMES)[number];
const idOf = (username: string) => seedUuid(`user:${username}`);
const emailOf = (username: Username) =>
  username === 'amina.abdi' ? 'member@example.org' : `${username}@example.org`;

let gateway: TestGateway;
const tokens = new Map<string, string>();
const tokenOf = (username: Username) => tokens.get(username) ?? '';

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  for (const username of USERNAMES) {
    tokens.set(username, await signInAs(gateway.app, emailOf(username), DEMO_PASSWORD));
  }
});

afterAll(async () => {
  await gateway.close();
});

interface Profile {
  id: string;
  member: { username: string; connectionState: string };
  title: string | null;
  practiceAreas: string[];
  languages: string[];
  city: string | null;
  email: string | null;
  phone: string | null;
  emailVisibility: string | null;
  phoneVisibility: string | null;
  lawyerSlug: string | null;
  recentDiscussions: { id: string; title: string }[];
  connections: { username: string }[];
  connectionCount: number;
}

const PROFILE_FIELDS = `id member { username connectionState } title practiceAreas languages city
  email phone emailVisibility phoneVisibility lawyerSlug recentDiscussions { id title }
  connections { username } connectionCount`;

async function profileQuery(viewer: Username | null, of: string) {
  const { body } = await graphql<{ memberProfile: Profile | null }>(
    gateway.app,
    `query ($id: UUID!) { memberProfile(id: $id) { ${PROFILE_FIELDS} } }`,
    { variables: { id: idOf(of) }, ...(viewer ? { token: tokenOf(viewer) } : {}) },
  );
  return body;
}

async function profileOf(viewer: Username, of: string): Promise<Profile> {
  const body = await profileQuery(viewer, of);
  expect(body.errors).toBeUndefined();
  if (!body.data?.memberProfile) throw new Error(`no profile of ${of}`);
  return body.data.memberProfile;
}

async function save(viewer: Username, input: Record<string, unknown>) {
  const { body } = await graphql<{ updateMemberProfile: Profile }>(
    gateway.app,
    `mutation ($input: MemberProfileInput!) { updateMemberProfile(input: $input) { ${PROFILE_FIELDS} } }`,
    {
      token: tokenOf(viewer),
      variables: { input: { practiceAreas: [], languages: [], ...input } },
    },
  );
  return body;
}

const rest = (viewer: Username | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  gateway.app.inject({
    method,
    url,
    ...(payload && { payload }),
    cookies: viewer ? { [SESSION_COOKIE_NAME]: tokenOf(viewer) } : {},
  });

describe('who sees a contact detail', () => {
  it('connections only: a connection sees the phone, another member does not', async () => {
    const saved = await save('amina.abdi', {
      title: 'Senior Advocate',
      city: 'Mogadishu',
      phone: '+252 61 555 0101',
      languages: ['Somali', 'Arabic'],
      practiceAreas: ['Custody', 'Inheritance'],
      phoneVisibility: 'CONNECTIONS',
      emailVisibility: 'MEMBERS',
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMemberProfile).toMatchObject({
      phone: '+252 61 555 0101',
      email: 'member@example.org',
      phoneVisibility: 'CONNECTIONS',
      emailVisibility: 'MEMBERS',
    });

    const byConnection = await profileOf('mohamed.nur', 'amina.abdi');
    expect(byConnection).toMatchObject({
      member: { username: 'amina.abdi', connectionState: 'CONNECTED' },
      title: 'Senior Advocate',
      city: 'Mogadishu',
      languages: ['Somali', 'Arabic'],
      practiceAreas: ['Custody', 'Inheritance'],
      phone: '+252 61 555 0101',
      email: 'member@example.org',
      // The choices are the member's own business.
      phoneVisibility: null,
      emailVisibility: null,
    });

    // Asked but not connected yet: a member like any other.
    const byOther = await profileOf('hodan.farah', 'amina.abdi');
    expect(byOther.member.connectionState).toBe('RECEIVED');
    expect(byOther).toMatchObject({ phone: null, email: 'member@example.org' });
    expect(byOther.title).toBe('Senior Advocate');

    // The REST twin applies the same rule.
    const overRest = await rest('hodan.farah', 'GET', `/api/members/${idOf('amina.abdi')}`);
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json()).toMatchObject({ phone: null, email: 'member@example.org' });
    const byConnectionOverRest = await rest(
      'mohamed.nur',
      'GET',
      `/api/members/${idOf('amina.abdi')}`,
    );
    expect(byConnectionOverRest.json()).toMatchObject({ phone: '+252 61 555 0101' });
  });

  it('nobody: hidden even from connections; the member still sees their own', async () => {
    const saved = await save('amina.abdi', {
      phone: '+252 61 555 0101',
      phoneVisibility: 'NOBODY',
      emailVisibility: 'NOBODY',
    });
    expect(saved.errors).toBeUndefined();
    expect(await profileOf('mohamed.nur', 'amina.abdi')).toMatchObject({
      phone: null,
      email: null,
    });
    expect(await profileOf('amina.abdi', 'amina.abdi')).toMatchObject({
      phone: '+252 61 555 0101',
      email: 'member@example.org',
      phoneVisibility: 'NOBODY',
      emailVisibility: 'NOBODY',
    });
  });

  it('members: every signed-in member sees it; anonymous callers see no profile at all', async () => {
    await save('amina.abdi', {
      phone: '+252 61 555 0101',
      phoneVisibility: 'MEMBERS',
      emailVisibility: 'MEMBERS',
    });
    expect(await profileOf('sahra.hirsi', 'amina.abdi')).toMatchObject({
      member: { connectionState: 'NONE' },
      phone: '+252 61 555 0101',
      email: 'member@example.org',
    });
    const anonymous = await profileQuery(null, 'amina.abdi');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.memberProfile ?? null).toBeNull();
    const overRest = await rest(null, 'GET', `/api/members/${idOf('amina.abdi')}`);
    expect(overRest.statusCode).toBe(401);
    expect(JSON.stringify(overRest.json())).not.toContain('555');
  });

  it('a member who never saved a profile keeps the e-mail to connections', async () => {
    // The last demo members have no profile row (demo-member-profiles.ts).
    const { body } = await graphql<{ members: { id: string; username: string }[] }>(
      gateway.app,
      '{ members(order: NEWEST, limit: 1) { id username } }',
      { token: tokenOf('sahra.hirsi') },
    );
    const newest = body.data?.members[0];
    if (!newest) throw new Error('no members');
    const { body: seen } = await graphql<{ memberProfile: Profile }>(
      gateway.app,
      `query ($id: UUID!) { memberProfile(id: $id) { ${PROFILE_FIELDS} } }`,
      { token: tokenOf('sahra.hirsi'), variables: { id: newest.id } },
    );
    expect(seen.data?.memberProfile).toMatchObject({
      title: null,
      practiceAreas: [],
      email: null,
      phone: null,
    });
  });
});

describe('a profile page', () => {
  it("shows the lawyer's public page, their discussions and connections on both sides", async () => {
    const amina = await profileOf('mohamed.nur', 'amina.abdi');
    expect(amina.lawyerSlug).toEqual(expect.any(String));
    expect(amina.connections.map((row) => row.username)).toContain('mohamed.nur');
    expect(amina.connectionCount).toBeGreaterThanOrEqual(2);
    const mohamed = await profileOf('amina.abdi', 'mohamed.nur');
    expect(mohamed.member.connectionState).toBe('CONNECTED');
    expect(mohamed.connections.map((row) => row.username)).toContain('amina.abdi');

    const { body } = await graphql<{ discussions: { id: string; author: { id: string } }[] }>(
      gateway.app,
      '{ discussions(limit: 50) { id author { id } } }',
      { token: tokenOf('amina.abdi') },
    );
    const authored = body.data?.discussions.find((row) => row.author.id !== idOf('amina.abdi'));
    if (!authored) throw new Error('no discussions');
    const { body: seen } = await graphql<{ memberProfile: Profile }>(
      gateway.app,
      `query ($id: UUID!) { memberProfile(id: $id) { ${PROFILE_FIELDS} } }`,
      { token: tokenOf('amina.abdi'), variables: { id: authored.author.id } },
    );
    expect(seen.data?.memberProfile.recentDiscussions.length).toBeGreaterThan(0);
    expect(seen.data?.memberProfile.recentDiscussions.length).toBeLessThanOrEqual(5);
  });

  it('answers null for an unknown member and 404 over REST, 400 naming id when malformed', async () => {
    const { body } = await graphql<{ memberProfile: Profile | null }>(
      gateway.app,
      'query ($id: UUID!) { memberProfile(id: $id) { id } }',
      { token: tokenOf('amina.abdi'), variables: { id: '00000000-0000-4000-8000-000000000000' } },
    );
    expect(body).toEqual({ data: { memberProfile: null } });
    const missing = await rest(
      'amina.abdi',
      'GET',
      '/api/members/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await rest('amina.abdi', 'GET', '/api/members/nope');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<{ fields: object }>().fields)).toEqual(['id']);
  });
});

describe('saving a profile', () => {
  it('refuses what is too long, naming the field, and keeps the saved profile', async () => {
    const before = await profileOf('ayaan.jama', 'ayaan.jama');
    const long = await save('ayaan.jama', {
      title: 'x'.repeat(121),
      phoneVisibility: 'MEMBERS',
      emailVisibility: 'MEMBERS',
    });
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { title: expect.any(String) },
    });
    const tooMany = await save('ayaan.jama', {
      languages: Array.from({ length: 13 }, (_, n) => `L${n}`),
      phoneVisibility: 'MEMBERS',
      emailVisibility: 'MEMBERS',
    });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      fields: { languages: expect.any(String) },
    });
    expect(await profileOf('ayaan.jama', 'ayaan.jama')).toEqual(before);
  });

  it('over REST: saves, and answers 400 naming a visibility it does not know', async () => {
    const saved = await rest('ayaan.jama', 'PUT', '/api/members/me/profile', {
      title: 'Family mediator',
      bio: 'A longer presentation, shown in full on the profile.',
      phoneVisibility: 'members',
      emailVisibility: 'nobody',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      title: 'Family mediator',
      phoneVisibility: 'members',
      emailVisibility: 'nobody',
      member: { bio: 'A longer presentation, shown in full on the profile.' },
    });
    const refused = await rest('ayaan.jama', 'PUT', '/api/members/me/profile', {
      phoneVisibility: 'everyone',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: object }>().fields)).toEqual(['phoneVisibility']);
    expect((await rest(null, 'PUT', '/api/members/me/profile', {})).statusCode).toBe(401);
  });
});

describe('the connections page', () => {
  it('lists my connections, the requests I received and those I sent', async () => {
    const { body } = await graphql<{
      myConnections: Record<
        'connections' | 'received' | 'sent',
        { username: string; connectionState: string }[]
      >;
    }>(
      gateway.app,
      '{ myConnections { connections { username connectionState } received { username connectionState } sent { username connectionState } } }',
      { token: tokenOf('amina.abdi') },
    );
    const overview = body.data?.myConnections;
    const names = (list: { username: string }[] = []) => list.map((row) => row.username).sort();
    expect(names(overview?.connections)).toEqual(['abdikarim.guled', 'mohamed.nur']);
    expect(names(overview?.received)).toEqual(['ayaan.jama', 'khadija.elmi']);
    expect(names(overview?.sent)).toEqual(['hodan.farah']);
    expect(overview?.received.every((row) => row.connectionState === 'RECEIVED')).toBe(true);
    expect(overview?.sent.every((row) => row.connectionState === 'REQUESTED')).toBe(true);

    const overRest = await rest('amina.abdi', 'GET', '/api/connections');
    expect(overRest.statusCode).toBe(200);
    const json = overRest.json<typeof overview>();
    expect(names(json?.sent)).toEqual(['hodan.farah']);
    expect((await rest(null, 'GET', '/api/connections')).statusCode).toBe(401);
  });

  it('over REST: ask, withdraw, and nobody acts on a request that is not theirs', async () => {
    const inject = (viewer: Username, method: 'POST' | 'DELETE', url: string, payload?: object) =>
      gateway.app.inject({
        method,
        url,
        ...(payload && { payload }),
        cookies: { [SESSION_COOKIE_NAME]: tokenOf(viewer) },
      });
    const asked = await inject('sahra.hirsi', 'POST', '/api/connections', {
      memberId: idOf('ayaan.jama'),
    });
    expect(asked.statusCode).toBe(200);
    const { connectionId, connectionState } = asked.json<{
      connectionId: string;
      connectionState: string;
    }>();
    expect(connectionState).toBe('REQUESTED');
    // A third member can neither answer nor withdraw it; the requester cannot answer it.
    expect(
      (await inject('hodan.farah', 'POST', `/api/connections/${connectionId}/accept`)).statusCode,
    ).toBe(404);
    expect(
      (await inject('hodan.farah', 'DELETE', `/api/connections/${connectionId}`)).statusCode,
    ).toBe(404);
    expect(
      (await inject('sahra.hirsi', 'POST', `/api/connections/${connectionId}/accept`)).statusCode,
    ).toBe(403);
    expect(
      (await inject('ayaan.jama', 'DELETE', `/api/connections/${connectionId}`)).statusCode,
    ).toBe(403);
    const withdrawn = await inject('sahra.hirsi', 'DELETE', `/api/connections/${connectionId}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ connectionState: 'NONE', connectionId: null });
    expect(
      (await inject('ayaan.jama', 'POST', `/api/connections/${connectionId}/decline`)).statusCode,
    ).toBe(404);
  });
});
