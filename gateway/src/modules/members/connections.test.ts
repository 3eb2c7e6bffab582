import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_PASSWORD } from '../../exports/db.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';

// Each test uses its own pair of seeded members, so that the tests do not depend on each other.
const USERNAMES = [
  'amina.abdi',
  'sahra.hirsi',
  'hamza.barre',
  'nimco.ismail',
  'yusuf.mohamed',
  'said.dahir',
  'abdikarim.guled',
] as const;
type Username = (typeof USERNAMES)[number];
const idOf = (username: string) => seedUuid(`user:${username}`);

let gateway: TestGateway;
const tokens = new Map<string, string>();
const tokenOf = (username: Username) => tokens.get(username) ?? '';

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  for (const username of USERNAMES) {
    const email = username === 'amina.abdi' ? 'member@example.org' : `${username}@example.org`;
    tokens.set(username, await signInAs(gateway.app, email, DEMO_PASSWORD));
  }
});

afterAll(async () => {
  await gateway.close();
});

interface MemberState {
  id: string;
  username: string;
  connectionState: string;
  connectionId: string | null;
}

const MEMBER_FIELDS = 'id username connectionState connectionId';

async function request(from: Username | null, memberId: string) {
  const { body } = await graphql<{ requestConnection: MemberState }>(
    gateway.app,
    `mutation ($id: UUID!) { requestConnection(memberId: $id) { ${MEMBER_FIELDS} } }`,
    { variables: { id: memberId }, ...(from ? { token: tokenOf(from) } : {}) },
  );
  return body;
}

async function respond(by: Username | null, connectionId: string, accept: boolean) {
  const { body } = await graphql<{ respondToConnection: MemberState }>(
    gateway.app,
    `mutation ($id: UUID!, $accept: Boolean!) {
      respondToConnection(connectionId: $id, accept: $accept) { ${MEMBER_FIELDS} }
    }`,
    { variables: { id: connectionId, accept }, ...(by ? { token: tokenOf(by) } : {}) },
  );
  return body;
}

async function seenBy(viewer: Username, other: Username): Promise<MemberState | null | undefined> {
  const { body } = await graphql<{ member: MemberState | null }>(
    gateway.app,
    `query ($id: UUID!) { member(id: $id) { ${MEMBER_FIELDS} } }`,
    { token: tokenOf(viewer), variables: { id: idOf(other) } },
  );
  return body.data?.member;
}

function notificationsOf(connectionId: string) {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('notifications')
    .select(['recipient_id', 'actor_id', 'kind', 'connection_id'])
    .where('connection_id', '=', connectionId)
    .orderBy('created_at')
    .execute();
}

function rowsBetween(a: string, b: string) {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('connections')
    .select(['id', 'requester_id', 'addressee_id', 'status', 'responded_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', a), eb('addressee_id', '=', b)]),
        eb.and([eb('requester_id', '=', b), eb('addressee_id', '=', a)]),
      ]),
    )
    .execute();
}

describe('requestConnection', () => {
  it('asks once: a repeat changes nothing, and the member is notified once', async () => {
    const first = await request('sahra.hirsi', idOf('hamza.barre'));
    expect(first.data?.requestConnection).toMatchObject({
      id: idOf('hamza.barre'),
      connectionState: 'REQUESTED',
    });
    const connectionId = first.data?.requestConnection.connectionId ?? '';
    expect(connectionId).not.toBe('');

    const again = await request('sahra.hirsi', idOf('hamza.barre'));
    expect(again.data?.requestConnection).toMatchObject({
      connectionState: 'REQUESTED',
      connectionId,
    });
    expect(await rowsBetween(idOf('sahra.hirsi'), idOf('hamza.barre'))).toHaveLength(1);
    expect(await notificationsOf(connectionId)).toEqual([
      {
        recipient_id: idOf('hamza.barre'),
        actor_id: idOf('sahra.hirsi'),
        kind: 'connection_request',
        connection_id: connectionId,
      },
    ]);
    expect(await seenBy('hamza.barre', 'sahra.hirsi')).toMatchObject({
      connectionState: 'RECEIVED',
      connectionId,
    });
  });

  it('accepts their request when the other member asked first', async () => {
    const asked = await request('nimco.ismail', idOf('yusuf.mohamed'));
    const connectionId = asked.data?.requestConnection.connectionId ?? '';
    const back = await request('yusuf.mohamed', idOf('nimco.ismail'));
    expect(back.data?.requestConnection).toMatchObject({
      id: idOf('nimco.ismail'),
      connectionState: 'CONNECTED',
      connectionId,
    });
    expect(await seenBy('nimco.ismail', 'yusuf.mohamed')).toMatchObject({
      connectionState: 'CONNECTED',
    });
    expect((await notificationsOf(connectionId)).map((row) => row.kind)).toEqual([
      'connection_request',
      'connection_accepted',
    ]);
    // Once connected, asking again changes nothing.
    const again = await request('nimco.ismail', idOf('yusuf.mohamed'));
    expect(again.data?.requestConnection.connectionState).toBe('CONNECTED');
    expect(await notificationsOf(connectionId)).toHaveLength(2);
  });

  it('refuses yourself with BAD_USER_INPUT naming memberId, and an unknown member', async () => {
    const self = await request('sahra.hirsi', idOf('sahra.hirsi'));
    expect(self.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { memberId: expect.any(String) },
    });
    const unknown = await request('sahra.hirsi', '00000000-0000-4000-8000-000000000000');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await request('sahra.hirsi', 'not-a-uuid');
    expect(malformed.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { memberId: 'must be a UUID' },
    });
  });

  it('two members asking each other at once end with one accepted connection', async () => {
    const [a, b] = await Promise.all([
      request('said.dahir', idOf('abdikarim.guled')),
      request('abdikarim.guled', idOf('said.dahir')),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const rows = await rowsBetween(idOf('said.dahir'), idOf('abdikarim.guled'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('accepted');
    expect(
      [a.data?.requestConnection.connectionState, b.data?.requestConnection.connectionState].sort(),
    ).toEqual(['CONNECTED', 'REQUESTED']);
  });

  it('is for members only', async () => {
    const body = await request(null, idOf('hamza.barre'));
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('respondToConnection', () => {
  it('the addressee accepts; the requester is notified and both are connected', async () => {
    const asked = await request('hamza.barre', idOf('nimco.ismail'));
    const connectionId = asked.data?.requestConnection.connectionId ?? '';
    const accepted = await respond('nimco.ismail', connectionId, true);
    expect(accepted.data?.respondToConnection).toEqual({
      id: idOf('hamza.barre'),
      username: 'hamza.barre',
      connectionState: 'CONNECTED',
      connectionId,
    });
    expect(await seenBy('hamza.barre', 'nimco.ismail')).toMatchObject({
      connectionState: 'CONNECTED',
    });
    const [row] = await rowsBetween(idOf('hamza.barre'), idOf('nimco.ismail'));
    expect(row?.responded_at).not.toBeNull();
    expect((await notificationsOf(connectionId)).at(-1)).toEqual({
      recipient_id: idOf('hamza.barre'),
      actor_id: idOf('nimco.ismail'),
      kind: 'connection_accepted',
      connection_id: connectionId,
    });

    // The same answer again changes nothing; the opposite one is refused.
    const repeat = await respond('nimco.ismail', connectionId, true);
    expect(repeat.data?.respondToConnection.connectionState).toBe('CONNECTED');
    expect(await notificationsOf(connectionId)).toHaveLength(2);
    const change = await respond('nimco.ismail', connectionId, false);
    expect(change.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('a decline notifies nobody, and the pair may ask again, in either direction', async () => {
    const asked = await request('yusuf.mohamed', idOf('said.dahir'));
    const connectionId = asked.data?.requestConnection.connectionId ?? '';
    const declined = await respond('said.dahir', connectionId, false);
    expect(declined.data?.respondToConnection).toMatchObject({
      id: idOf('yusuf.mohamed'),
      connectionState: 'DECLINED',
    });
    expect(await seenBy('yusuf.mohamed', 'said.dahir')).toMatchObject({
      connectionState: 'DECLINED',
      connectionId,
    });
    // A decline is told to nobody: the request's own notification is all there is.
    expect((await notificationsOf(connectionId)).map((row) => row.kind)).toEqual([
      'connection_request',
    ]);

    // The one who declined asks now: a new pending request from them, on the same row.
    const reverse = await request('said.dahir', idOf('yusuf.mohamed'));
    expect(reverse.data?.requestConnection).toMatchObject({
      connectionState: 'REQUESTED',
      connectionId,
    });
    expect(await seenBy('yusuf.mohamed', 'said.dahir')).toMatchObject({
      connectionState: 'RECEIVED',
    });
    expect((await notificationsOf(connectionId)).at(-1)).toMatchObject({
      recipient_id: idOf('yusuf.mohamed'),
      actor_id: idOf('said.dahir'),
      kind: 'connection_request',
    });
    const rows = await rowsBetween(idOf('yusuf.mohamed'), idOf('said.dahir'));
    expect(rows).toEqual([
      expect.objectContaining({
        requester_id: idOf('said.dahir'),
        status: 'pending',
        responded_at: null,
      }),
    ]);
  });

  it('only the addressee may answer: FORBIDDEN for the requester, NOT_FOUND for others', async () => {
    const asked = await request('sahra.hirsi', idOf('nimco.ismail'));
    const connectionId = asked.data?.requestConnection.connectionId ?? '';
    const byRequester = await respond('sahra.hirsi', connectionId, true);
    expect(byRequester.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byStranger = await respond('hamza.barre', connectionId, true);
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const missing = await respond('nimco.ismail', '00000000-0000-4000-8000-000000000000', true);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await respond('nimco.ismail', 'nope', true);
    expect(malformed.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { connectionId: 'must be a UUID' },
    });
    expect(await seenBy('nimco.ismail', 'sahra.hirsi')).toMatchObject({
      connectionState: 'RECEIVED',
    });
  });

  it('answers the seeded request to the demo member', async () => {
    const connectionId = seedUuid('connection:khadija.elmi:amina.abdi');
    const accepted = await respond('amina.abdi', connectionId, true);
    expect(accepted.data?.respondToConnection).toMatchObject({
      username: 'khadija.elmi',
      connectionState: 'CONNECTED',
    });
  });

  it('is for members only', async () => {
    const body = await respond(null, seedUuid('connection:ayaan.jama:amina.abdi'), true);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

async function withdraw(by: Username | null, connectionId: string) {
  const { body } = await graphql<{ withdrawConnectionRequest: MemberState }>(
    gateway.app,
    `mutation ($id: UUID!) { withdrawConnectionRequest(connectionId: $id) { ${MEMBER_FIELDS} } }`,
    { variables: { id: connectionId }, ...(by ? { token: tokenOf(by) } : {}) },
  );
  return body;
}

describe('withdrawConnectionRequest', () => {
  it('the requester takes the request back: it is gone, with its notification, and nobody is told', async () => {
    const asked = await request('abdikarim.guled', idOf('hamza.barre'));
    const connectionId = asked.data?.requestConnection.connectionId ?? '';
    expect(await notificationsOf(connectionId)).toHaveLength(1);
    const withdrawn = await withdraw('abdikarim.guled', connectionId);
    expect(withdrawn.data?.withdrawConnectionRequest).toEqual({
      id: idOf('hamza.barre'),
      username: 'hamza.barre',
      connectionState: 'NONE',
      connectionId: null,
    });
    expect(await rowsBetween(idOf('abdikarim.guled'), idOf('hamza.barre'))).toEqual([]);
    const told = await tablesOf(gateway.orm.em.fork())
      .selectFrom('notifications')
      .select('kind')
      .where('actor_id', 'in', [idOf('abdikarim.guled'), idOf('hamza.barre')])
      .where('recipient_id', 'in', [idOf('abdikarim.guled'), idOf('hamza.barre')])
      .execute();
    expect(told).toEqual([]);
    expect(await seenBy('hamza.barre', 'abdikarim.guled')).toMatchObject({
      connectionState: 'NONE',
    });
    // Gone: a second withdrawal finds nothing.
    expect((await withdraw('abdikarim.guled', connectionId)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('only the requester may withdraw, and only while it waits', async () => {
    const asked = await request('nimco.ismail', idOf('said.dahir'));
    const connectionId = asked.data?.requestConnection.connectionId ?? '';
    expect((await withdraw('said.dahir', connectionId)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await withdraw('sahra.hirsi', connectionId)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await withdraw(null, connectionId)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await respond('said.dahir', connectionId, true);
    expect((await withdraw('nimco.ismail', connectionId)).errors?.[0]?.extensions?.code).toBe(
      'CONFLICT',
    );
    expect(await seenBy('nimco.ismail', 'said.dahir')).toMatchObject({
      connectionState: 'CONNECTED',
    });
  });
});
