import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Client, createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app/app.js';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { DEMO_CONVERSATIONS } from '../../seed/demo-messages.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { countStatements } from '../../test/count-statements.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
const admin = DEMO_ACCOUNTS.find((account) => account.role === Role.ADMIN);
const memberId = seedUuid(`user:${member?.username}`);
const moderatorId = seedUuid(`user:${moderator?.username}`);
const adminId = seedUuid(`user:${admin?.username}`);
const hodanId = seedUuid('user:hodan.farah');
const mohamedId = seedUuid('user:mohamed.nur');

/** Gateway A (the usual test gateway) and B: a second process on the same database and Redis. */
let gateway: TestGateway;
let gatewayB: FastifyInstance;
let redisB: Redis;
let urlA: string;
let urlB: string;
let memberToken: string;
let moderatorToken: string;
let adminToken: string;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  redisB = new Redis(gateway.config.redisUrl, { maxRetriesPerRequest: 1 });
  gatewayB = await buildApp({ orm: gateway.orm, redis: redisB, config: gateway.config });
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  await gatewayB.listen({ host: '127.0.0.1', port: 0 });
  urlA = `ws://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}/graphql`;
  urlB = `ws://127.0.0.1:${(gatewayB.server.address() as AddressInfo).port}/graphql`;
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
  adminToken = await signInAs(gateway.app, admin?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gatewayB?.close();
  await redisB?.quit();
  await gateway?.close();
});

const MESSAGE_FIELDS = `id senderId recipientId subject content read readAt createdAt
  sender { id fullName initials profileImage }`;

interface ListedMessage {
  id: string;
  senderId: string;
  recipientId: string;
  subject: string | null;
  content: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
  sender: { id: string; fullName: string; initials: string; profileImage: string | null };
}

interface ListedConversation {
  participant: { id: string; fullName: string };
  lastMessage: ListedMessage;
  unread: boolean;
  unreadCount: number;
}

async function conversations(token: string) {
  const { body } = await graphql<{ conversations: ListedConversation[] }>(
    gateway.app,
    `{ conversations { participant { id fullName } unread unreadCount lastMessage { ${MESSAGE_FIELDS} } } }`,
    { token },
  );
  return body;
}

async function thread(token: string, withMemberId: string, extra = '') {
  const { body } = await graphql<{
    conversation: {
      participant: { id: string; fullName: string };
      messages: ListedMessage[];
      hasMore: boolean;
    };
  }>(
    gateway.app,
    `query ($with: UUID!, $before: UUID, $limit: Int) {
      conversation(withMemberId: $with, before: $before, limit: $limit) {
        participant { id fullName } hasMore messages { ${MESSAGE_FIELDS} }
      }
    }`,
    { token, variables: { with: withMemberId, ...(extra ? JSON.parse(extra) : {}) } },
  );
  return body;
}

async function unreadBadge(token: string): Promise<number | undefined> {
  const { body } = await graphql<{ shellCounts: { unreadMessages: number } }>(
    gateway.app,
    '{ shellCounts { unreadMessages } }',
    { token },
  );
  return body.data?.shellCounts.unreadMessages;
}

const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE_FIELDS} } }`;

async function send(token: string, input: Record<string, unknown>) {
  const { body } = await graphql<{ sendMessage: ListedMessage }>(gateway.app, SEND, {
    token,
    variables: { input },
  });
  return body;
}

describe('conversations and the badge (seeded)', () => {
  it('lists the demo member conversations newest first, unread when the latest is to me', async () => {
    const body = await conversations(memberToken);
    const list = body.data?.conversations ?? [];
    expect(list.map((conversation) => conversation.participant.id)).toEqual([
      hodanId,
      mohamedId,
      moderatorId,
    ]);
    expect(list[0]).toMatchObject({ unread: true, unreadCount: 2 });
    expect(list[0]?.lastMessage).toMatchObject({
      content: DEMO_CONVERSATIONS[0]?.lines.at(-1)?.content,
      senderId: hodanId,
      recipientId: memberId,
      read: false,
      readAt: null,
      sender: { fullName: 'Hodan Abdi Farah' },
    });
    // The latest is the member's own message: never unread for her.
    expect(list[1]).toMatchObject({ unread: false, unreadCount: 0 });
    expect(list[1]?.lastMessage.senderId).toBe(memberId);
    expect(list[2]).toMatchObject({ unread: false, unreadCount: 0 });
    expect(await unreadBadge(memberToken)).toBe(2);
  });

  it('shows each member only their own conversations', async () => {
    const list = (await conversations(moderatorToken)).data?.conversations ?? [];
    expect(list.map((conversation) => conversation.participant.id)).toEqual([memberId]);
    expect((await conversations(adminToken)).data?.conversations).toEqual([]);
    expect(await unreadBadge(adminToken)).toBe(0);
  });

  it('is for members only', async () => {
    const { body } = await graphql(gateway.app, '{ conversations { unread } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const threadBody = await thread('', hodanId);
    expect(threadBody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('conversation', () => {
  it('answers the messages with a member oldest first, with the participant', async () => {
    const body = await thread(memberToken, hodanId);
    const conversation = body.data?.conversation;
    expect(conversation?.participant).toEqual({ id: hodanId, fullName: 'Hodan Abdi Farah' });
    expect(conversation?.hasMore).toBe(false);
    expect(conversation?.messages.map((message) => message.content)).toEqual(
      DEMO_CONVERSATIONS[0]?.lines.map((line) => line.content),
    );
    expect(conversation?.messages[0]?.subject).toBe('Custody hearing next week');
    expect(conversation?.messages[1]?.subject).toBeNull();
  });

  it('pages backwards with limit and before', async () => {
    const page = (await thread(memberToken, hodanId, '{"limit": 2}')).data?.conversation;
    expect(page?.hasMore).toBe(true);
    expect(page?.messages.map((message) => message.content)).toEqual(
      DEMO_CONVERSATIONS[0]?.lines.slice(2).map((line) => line.content),
    );
    const older = (
      await thread(
        memberToken,
        hodanId,
        JSON.stringify({ limit: 2, before: page?.messages[0]?.id }),
      )
    ).data?.conversation;
    expect(older?.hasMore).toBe(false);
    expect(older?.messages.map((message) => message.content)).toEqual(
      DEMO_CONVERSATIONS[0]?.lines.slice(0, 2).map((line) => line.content),
    );
  });

  it('is empty with a member one never wrote to, and never shows another pair', async () => {
    // The moderator asks for "his conversation with Hodan": the member's one stays hidden.
    const body = await thread(moderatorToken, hodanId);
    expect(body.data?.conversation).toEqual({
      participant: { id: hodanId, fullName: 'Hodan Abdi Farah' },
      hasMore: false,
      messages: [],
    });
    // A cursor from another pair's conversation finds nothing either.
    const hodanMessage = (await thread(memberToken, hodanId)).data?.conversation.messages[0];
    const cursor = await thread(
      moderatorToken,
      hodanId,
      JSON.stringify({ before: hodanMessage?.id }),
    );
    expect(cursor.data?.conversation.messages).toEqual([]);
  });

  it('refuses myself, a bad id and a bad limit, and answers NOT_FOUND for nobody', async () => {
    const self = await thread(memberToken, memberId);
    expect(self.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { withMemberId: 'must be another member than yourself' },
    });
    // Malformed ids are refused by the UUID scalar, each naming its argument.
    const bad = await thread(memberToken, 'nope', '{"before": "x"}');
    expect(Object.assign({}, ...(bad.errors ?? []).map((e) => e.extensions?.fields))).toEqual({
      withMemberId: 'must be a UUID',
      before: 'must be a UUID',
    });
    const badLimit = await thread(memberToken, hodanId, '{"limit": 0}');
    expect(badLimit.errors?.[0]?.extensions?.fields).toEqual({
      limit: 'must be an integer from 1 to 200',
    });
    const nobody = await thread(memberToken, '00000000-0000-4000-8000-000000000000');
    expect(nobody.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/messages', () => {
  const get = (query: string, token?: string) =>
    gateway.app.inject({
      url: `/api/messages${query}`,
      cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
    });

  it("answers the member's own messages, sent and received, newest first, in spec §3's shape", async () => {
    const response = await get(`?userId=${memberId}`, memberToken);
    expect(response.statusCode).toBe(200);
    const messages = response.json<Record<string, unknown>[]>();
    const seeded = DEMO_CONVERSATIONS.flatMap((conversation) => conversation.lines);
    expect(messages.length).toBeGreaterThanOrEqual(seeded.length);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual(
      ['id', 'senderId', 'recipientId', 'sender', 'subject', 'content', 'read', 'createdAt'].sort(),
    );
    expect(messages[0]?.sender).toEqual({ fullName: expect.any(String), profileImage: null });
    const times = messages.map((message) => Date.parse(String(message.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      messages.every(
        (message) => message.senderId === memberId || message.recipientId === memberId,
      ),
    ).toBe(true);
    expect(messages.some((message) => message.read === false)).toBe(true);
  });

  it("answers 403 for another member's id", async () => {
    const response = await get(`?userId=${moderatorId}`, memberToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 400 naming userId when it is missing or not an id', async () => {
    for (const query of ['', '?userId=placeholder']) {
      const response = await get(query, memberToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('userId');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get(`?userId=${memberId}`)).statusCode).toBe(401);
  });
});

describe('sendMessage and markConversationRead', () => {
  it('names each field that is wrong', async () => {
    const body = await send(memberToken, {
      recipientId: memberId,
      content: '   ',
      subject: 's'.repeat(201),
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        content: 'must be 1 to 10000 characters long',
        subject: 'must be at most 200 characters long',
        recipientId: 'must be another member than yourself',
      },
    });
    const tooLong = await send(memberToken, { recipientId: adminId, content: 'x'.repeat(10_001) });
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual({
      content: 'must be 1 to 10000 characters long',
    });
    const nobody = await send(memberToken, {
      recipientId: '00000000-0000-4000-8000-000000000000',
      content: 'Hello',
    });
    expect(nobody.errors?.[0]?.extensions?.fields).toEqual({ recipientId: 'is not a member' });
    const anonymous = await send('', { recipientId: adminId, content: 'Hello' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores the message trimmed; it opens a conversation on both sides', async () => {
    const body = await send(adminToken, {
      recipientId: memberId,
      subject: '  Membership fee  ',
      content: '  Your membership fee for 2027 is due in January.  ',
    });
    expect(body.data?.sendMessage).toMatchObject({
      senderId: adminId,
      recipientId: memberId,
      subject: 'Membership fee',
      content: 'Your membership fee for 2027 is due in January.',
      read: false,
      sender: { id: adminId, fullName: admin?.fullName },
    });
    const [first] = (await conversations(memberToken)).data?.conversations ?? [];
    expect(first).toMatchObject({ participant: { id: adminId }, unread: true, unreadCount: 1 });
    const [adminFirst] = (await conversations(adminToken)).data?.conversations ?? [];
    expect(adminFirst).toMatchObject({ participant: { id: memberId }, unread: false });
    expect(await unreadBadge(memberToken)).toBe(3);
  });

  it('opening a conversation marks its messages read and answers the new badges', async () => {
    const { body } = await graphql<{ markConversationRead: { unreadMessages: number } }>(
      gateway.app,
      'mutation ($with: UUID!) { markConversationRead(withMemberId: $with) { unreadMessages } }',
      { token: memberToken, variables: { with: adminId } },
    );
    expect(body.data?.markConversationRead.unreadMessages).toBe(2);
    const adminThread = (await thread(memberToken, adminId)).data?.conversation.messages ?? [];
    expect(adminThread.every((message) => message.read && message.readAt !== null)).toBe(true);
    // Marking only touches messages addressed to the reader.
    const bad = await graphql(
      gateway.app,
      'mutation { markConversationRead(withMemberId: "nope") { unreadMessages } }',
      { token: memberToken },
    );
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ withMemberId: 'must be a UUID' });
  });
});

describe('few SQL statements', () => {
  it('conversations, a conversation and GET /api/messages cost at most 3 statements each, session included', async () => {
    expect(
      await countStatements(async () => {
        expect((await conversations(memberToken)).data?.conversations.length).toBeGreaterThan(2);
      }),
    ).toBeLessThanOrEqual(3);
    expect(
      await countStatements(async () => {
        expect((await thread(memberToken, hodanId)).data?.conversation.messages).toHaveLength(4);
      }),
    ).toBeLessThanOrEqual(3);
    expect(
      await countStatements(async () => {
        const response = await gateway.app.inject({
          url: `/api/messages?userId=${memberId}`,
          cookies: { [SESSION_COOKIE_NAME]: memberToken },
        });
        expect(response.statusCode).toBe(200);
      }),
    ).toBeLessThanOrEqual(3);
  });
});

/** A graphql-ws client carrying the session cookie on the upgrade, as a browser does. */
function wsClient(url: string, token: string, options: { retry?: boolean } = {}): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` } });
    }
  }
  return createClient({
    url,
    webSocketImpl: CookieWebSocket,
    lazy: false,
    retryAttempts: options.retry ? 5 : 0,
  });
}

/** The next `count` results of a subscription, as a promise; `ready` resolves once Redis listens. */
function collect<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  count: number,
) {
  const results: T[] = [];
  let unsubscribe = () => {};
  const done = new Promise<T[]>((resolve, reject) => {
    unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) reject(new Error(JSON.stringify(value.errors)));
          results.push(value.data as T);
          if (results.length === count) resolve(results);
        },
        error: reject,
        complete: () => resolve(results),
      },
    );
  });
  return { done, unsubscribe: () => unsubscribe() };
}

/** Waits until some gateway listens on the Redis channel of this live topic. */
async function listening(topic: string): Promise<void> {
  const channel = `${gateway.config.redisPrefix}:live:${topic}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [, count] = (await gateway.redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(count) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nobody listens on ${channel}`);
}

/** The HTTP status an upgrade to `url` is answered with (101 when it is accepted). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', () => resolve(0));
  });
}

const MESSAGE_EVENTS = `subscription { messageEvents {
  kind withMemberId readerId readAt messageIds unreadMessages
  message { id senderId recipientId content read sender { fullName } }
} }`;

interface LiveEvent {
  messageEvents: {
    kind: 'MESSAGE' | 'READ';
    withMemberId: string;
    readerId: string | null;
    messageIds: string[];
    unreadMessages: number;
    message: { id: string; senderId: string; content: string; sender: { fullName: string } } | null;
  };
}

describe('live over WebSocket', () => {
  it('refuses the upgrade without a session, with an unknown one, and from another site', async () => {
    expect(await upgradeStatus(urlA, {})).toBe(401);
    expect(await upgradeStatus(urlA, { cookie: `${SESSION_COOKIE_NAME}=forged` })).toBe(401);
    expect(
      await upgradeStatus(urlA, {
        cookie: `${SESSION_COOKIE_NAME}=${memberToken}`,
        origin: 'https://evil.example',
      }),
    ).toBe(403);
    const host = new URL(urlA).host;
    expect(
      await upgradeStatus(urlA, {
        cookie: `${SESSION_COOKIE_NAME}=${memberToken}`,
        origin: `http://${host}`,
      }),
    ).toBe(101);
    expect(
      await upgradeStatus(`${urlA}/ws`, { cookie: `${SESSION_COOKIE_NAME}=${memberToken}` }),
    ).toBe(101);
  });

  it('a message sent through gateway A reaches both members on gateway B, then the read receipt', async () => {
    const memberOnB = wsClient(urlB, memberToken);
    const moderatorOnB = wsClient(urlB, moderatorToken);
    try {
      const toMember = collect<LiveEvent>(memberOnB, MESSAGE_EVENTS, {}, 2);
      const toModerator = collect<LiveEvent>(moderatorOnB, MESSAGE_EVENTS, {}, 2);
      await listening(`MESSAGE_EVENTS:${memberId}`);
      await listening(`MESSAGE_EVENTS:${moderatorId}`);
      const before = (await unreadBadge(memberToken)) ?? -1;

      const sent = await send(moderatorToken, { recipientId: memberId, content: 'Live hello' });
      const messageId = sent.data?.sendMessage.id;
      expect(messageId).toBeDefined();
      // The member reads the conversation (on gateway A): a receipt to the moderator.
      await graphql(
        gateway.app,
        'mutation ($with: UUID!) { markConversationRead(withMemberId: $with) { unreadMessages } }',
        { token: memberToken, variables: { with: moderatorId } },
      );

      const [memberNew, memberRead] = await toMember.done;
      expect(memberNew?.messageEvents).toMatchObject({
        kind: 'MESSAGE',
        withMemberId: moderatorId,
        unreadMessages: before + 1,
        message: {
          id: messageId,
          content: 'Live hello',
          sender: { fullName: moderator?.fullName },
        },
      });
      expect(memberRead?.messageEvents).toMatchObject({
        kind: 'READ',
        withMemberId: moderatorId,
        readerId: memberId,
        messageIds: [messageId],
        unreadMessages: before,
      });
      const [moderatorNew, receipt] = await toModerator.done;
      expect(moderatorNew?.messageEvents).toMatchObject({
        kind: 'MESSAGE',
        withMemberId: memberId,
        message: { id: messageId },
      });
      expect(receipt?.messageEvents).toMatchObject({
        kind: 'READ',
        withMemberId: memberId,
        readerId: memberId,
        messageIds: [messageId],
      });
      toMember.unsubscribe();
      toModerator.unsubscribe();
    } finally {
      await memberOnB.dispose();
      await moderatorOnB.dispose();
    }
  });

  it('presence: online while a socket is open on any gateway, then last seen', async () => {
    const presence = async () => {
      const { body } = await graphql<{
        presence: { online: boolean; lastSeenAt: string | null };
      }>(gateway.app, 'query ($id: UUID!) { presence(memberId: $id) { online lastSeenAt } }', {
        token: memberToken,
        variables: { id: adminId },
      });
      return body.data?.presence;
    };
    expect(await presence()).toEqual({ online: false, lastSeenAt: null });

    const watcher = wsClient(urlA, memberToken);
    const changes = collect<{
      presenceChanged: { memberId: string; online: boolean; lastSeenAt: string | null };
    }>(
      watcher,
      'subscription ($id: UUID!) { presenceChanged(memberId: $id) { memberId online lastSeenAt } }',
      { id: adminId },
      2,
    );
    await listening(`PRESENCE:${adminId}`);
    // The admin opens the portal on gateway B.
    const adminOnB = wsClient(urlB, adminToken);
    const adminEvents = collect(adminOnB, MESSAGE_EVENTS, {}, 1);
    await listening(`MESSAGE_EVENTS:${adminId}`);
    expect(await presence()).toEqual({ online: true, lastSeenAt: null });
    adminEvents.unsubscribe();
    await adminOnB.dispose();

    const [online, offline] = await changes.done;
    expect(online?.presenceChanged).toEqual({ memberId: adminId, online: true, lastSeenAt: null });
    expect(offline?.presenceChanged).toMatchObject({ memberId: adminId, online: false });
    const lastSeen = offline?.presenceChanged.lastSeenAt ?? '';
    expect(Date.now() - Date.parse(lastSeen)).toBeLessThan(10_000);
    expect(await presence()).toEqual({ online: false, lastSeenAt: lastSeen });
    const row = await tablesOf(gateway.orm.em.fork())
      .selectFrom('users')
      .select('last_seen_at')
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_seen_at ?? 0).toISOString()).toBe(lastSeen);
    changes.unsubscribe();
    await watcher.dispose();
  });

  it('presence of an unknown member is NOT_FOUND, a bad id BAD_USER_INPUT', async () => {
    const query = 'query ($id: UUID!) { presence(memberId: $id) { online } }';
    const nobody = await graphql(gateway.app, query, {
      token: memberToken,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(nobody.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await graphql(gateway.app, query, { token: memberToken, variables: { id: 'x' } });
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ memberId: 'must be a UUID' });
  });
});
