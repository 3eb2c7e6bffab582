import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { WebhookEventType } from '../../values/webhook-values.js';
import { isPublicAddress } from './address-guard.js';
import { backoffMs } from './webhook-delivery.js';
import { recordWebhookEvents } from './webhook-outbox.js';
import { webhookSettingsFromEnv } from './webhook-settings.js';

// The gateway's side of webhooks: who may manage endpoints, what a bad endpoint is refused for
// (400 naming the field), and the events recorded with their change (the outbox rows the
// worker delivers; worker/src/webhooks.test.ts delivers them).

let gateway: TestGateway;
let adminToken: string;
let memberToken: string;
const account = (role: Role) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role);

const CREATE = `mutation ($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events active } }
}`;

const create = (input: Record<string, unknown>, token = adminToken) =>
  graphql<{ createWebhookEndpoint: { secret: string; endpoint: { id: string } } }>(
    gateway.app,
    CREATE,
    { token, variables: { input } },
  );

const pendingFor = async (endpointId: string) =>
  (
    await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ type: string; data: Record<string, unknown> }[]>(
        `select e.type, e.data from webhook_deliveries d join webhook_events e on e.id = d.event_id
          where d.endpoint_id = ? and d.status = 'pending' order by e.occurred_at`,
        [endpointId],
      )
  ).map((row) => ({ type: row.type, data: row.data }));

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
  gateway = await startTestGateway({ seed: true });
  adminToken = await signInAs(gateway.app, account(Role.ADMIN)?.email ?? '', DEMO_PASSWORD);
  memberToken = await signInAs(gateway.app, account(Role.MEMBER)?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
});

beforeEach(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
});

describe('endpoints', () => {
  it('are for admins only', async () => {
    const { body } = await create(
      { url: 'http://127.0.0.1:9/hooks', events: ['NEWS_PUBLISHED'] },
      memberToken,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await graphql(gateway.app, '{ webhookEndpoints { id } }', { token: memberToken });
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['url', { url: 'ftp://example.org/hooks', events: ['NEWS_PUBLISHED'] }],
    ['url', { url: 'not a url', events: ['NEWS_PUBLISHED'] }],
    ['url', { url: 'http://user:secret@127.0.0.1/hooks', events: ['NEWS_PUBLISHED'] }],
    ['events', { url: 'http://127.0.0.1:9/hooks', events: [] }],
    ['events', { url: 'http://127.0.0.1:9/hooks', events: ['TEST'] }],
    ['secret', { url: 'http://127.0.0.1:9/hooks', events: ['NEWS_PUBLISHED'], secret: 'short' }],
  ])('refuses a bad %s, naming it', async (field, input) => {
    const { body } = await create(input);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.errors?.[0]?.extensions?.fields as object)).toEqual([field]);
  });

  it('generates a prefixed secret, or keeps the one given; neither is readable afterwards', async () => {
    const generated = await create({ url: 'http://127.0.0.1:9/a', events: ['MEMBER_JOINED'] });
    expect(generated.body.data?.createWebhookEndpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    const chosen = await create({
      url: 'http://127.0.0.1:9/b',
      events: ['MEMBER_JOINED'],
      secret: 'my-own-long-secret-value',
    });
    expect(chosen.body.data?.createWebhookEndpoint.secret).toBe('my-own-long-secret-value');
    const stored = await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ secret_sealed: string }[]>('select secret_sealed from webhook_endpoints');
    expect(JSON.stringify(stored)).not.toContain('my-own-long-secret-value');
  });
});

describe('events recorded with their change', () => {
  it('a consultation request and an accepted invitation each record one pending delivery', async () => {
    const endpoint = await create({
      url: 'http://127.0.0.1:9/outbox',
      events: ['CONSULTATION_REQUESTED', 'MEMBER_JOINED'],
    });
    const endpointId = endpoint.body.data?.createWebhookEndpoint.endpoint.id ?? '';
    const lawyerId = seedUuid('lawyer-profile:amina.abdi');
    const consultation = await gateway.app.inject({
      method: 'POST',
      url: '/api/consultations',
      remoteAddress: '198.51.100.77',
      payload: {
        lawyerId,
        clientName: 'Nasra Ahmed',
        clientEmail: 'nasra.webhooks@example.net',
        consultationType: 'legal-advice',
        description: 'A question about a lease, for the webhook test.',
      },
    });
    expect(consultation.statusCode, consultation.body).toBe(201);

    const email = `webhook.${Date.now()}@example.net`;
    const invited = await graphql<{ inviteMember: { link: string } }>(
      gateway.app,
      'mutation ($email: String!) { inviteMember(email: $email) { link } }',
      { token: adminToken, variables: { email } },
    );
    const link = invited.body.data?.inviteMember.link ?? '';
    const accepted = await graphql<{ acceptInvitation: { id: string } }>(
      gateway.app,
      'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }',
      {
        variables: {
          input: {
            token: link.slice(link.lastIndexOf('/') + 1),
            fullName: 'Hodan Ismail Farah',
            username: `hodan_${Date.now()}`,
            password: 'a long enough password',
          },
        },
      },
    );
    const memberId = accepted.body.data?.acceptInvitation.id;
    expect(memberId, JSON.stringify(accepted.body.errors)).toBeDefined();

    const pending = await pendingFor(endpointId);
    expect(pending).toHaveLength(2);
    expect(pending[0]).toMatchObject({
      type: 'consultation.requested',
      data: { lawyerId, consultationType: 'legal-advice' },
    });
    expect(pending[1]).toEqual({ type: 'member.joined', data: { memberId } });
  });

  it('a turned-off endpoint gets nothing: its events are not recorded, a test event is refused', async () => {
    const before = await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from webhook_events');
    const update = await graphql(
      gateway.app,
      `mutation { a: updateWebhookEndpoint(id: "${await onlyEndpointId()}", input: { active: false }) { active } }`,
      { token: adminToken },
    );
    expect(update.body.errors).toBeUndefined();
    await graphql(gateway.app, 'mutation ($id: UUID!) { sendTestWebhook(endpointId: $id) }', {
      token: adminToken,
      variables: { id: await onlyEndpointId() },
    });
    const after = await gateway.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from webhook_events');
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

async function onlyEndpointId(): Promise<string> {
  const rows = await gateway.orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>("select id from webhook_endpoints where url like '%/outbox'");
  return rows[0]?.id ?? '';
}

describe('a batch of events (a batch of moderation decisions)', () => {
  it('records each event for the endpoints subscribed to its type, and only those', async () => {
    const endpoint = async (path: string, events: string[]) => {
      const { body } = await create({ url: `http://127.0.0.1:9/${path}`, events });
      return body.data?.createWebhookEndpoint.endpoint.id ?? '';
    };
    const news = await endpoint('batch-news', ['NEWS_PUBLISHED']);
    const both = await endpoint('batch-both', ['NEWS_PUBLISHED', 'REVIEW_APPROVED']);
    const events = [
      { type: WebhookEventType.NEWS_PUBLISHED, data: { newsId: 'n1' } },
      { type: WebhookEventType.REVIEW_APPROVED, data: { reviewId: 'r1' } },
      { type: WebhookEventType.NEWS_PUBLISHED, data: { newsId: 'n2' } },
    ];
    const deliveries = await gateway.orm.em
      .fork()
      .transactional((tx) => recordWebhookEvents(tx, events));
    // Other tests' endpoints may listen too: at least these five.
    expect(deliveries).toBeGreaterThanOrEqual(5);
    // One transaction: the same occurred_at for all, so compared in any order.
    const sorted = (list: unknown[]) => list.map((item) => JSON.stringify(item)).sort();
    expect(sorted(await pendingFor(news))).toEqual(sorted([events[0], events[2]]));
    expect(sorted(await pendingFor(both))).toEqual(sorted(events));
  });
});

describe('addresses and backoff', () => {
  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  // F6: an IPv6 address that carries an IPv4 one is judged as the IPv4 address it leads to.
  it('judges every IPv6 form that carries an IPv4 address as that address', () => {
    const forms = (v4: string, hex: string) => [
      `::${v4}`, // IPv4-compatible
      `::ffff:${v4}`, // IPv4-mapped
      `::ffff:0:${v4}`, // IPv4-translated
      `64:ff9b::${v4}`, // NAT64
      `2002:${hex}::1`, // 6to4
    ];
    const refused = [
      ['127.0.0.1', '7f00:1'],
      ['169.254.169.254', 'a9fe:a9fe'],
      ['10.0.0.1', 'a00:1'],
      ['192.168.1.1', 'c0a8:101'],
      ['100.64.0.1', '6440:1'],
      ['0.0.0.0', '0:0'],
    ] as const;
    for (const [v4, hex] of refused) {
      for (const address of [...forms(v4, hex), `[${forms(v4, hex)[0]}]`]) {
        expect(isPublicAddress(address.replace(/^\[|\]$/g, '')), address).toBe(false);
      }
    }
    for (const address of forms('93.184.216.34', '5db8:d822')) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress('64:ff9b:1::a00:1')).toBe(false);
  });

  it('refuses to register a URL whose host is such a literal (F6)', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'false';
    for (const host of [
      '[::127.0.0.1]',
      '[::169.254.169.254]',
      '[::10.0.0.1]',
      '[::ffff:7f00:1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:a00:1::1]',
    ]) {
      const { body } = await create({ url: `https://${host}/hooks`, events: ['NEWS_PUBLISHED'] });
      expect(body.errors?.[0]?.extensions?.code, host).toBe('BAD_USER_INPUT');
      expect(Object.keys(body.errors?.[0]?.extensions?.fields as object)).toEqual(['url']);
    }
  });

  it('doubles the wait after each failed attempt, up to an hour', () => {
    const settings = webhookSettingsFromEnv({});
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, settings))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(20, settings)).toBe(3_600_000);
  });
});
