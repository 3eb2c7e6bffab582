import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { ReviewStatus } from '../../values/review-status.js';
import { Role } from '../../values/role.js';
import { DEFAULT_CONSULTATION_LIMITS, sha256 } from './consultation-rate-limiter.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);

let gateway: TestGateway;
let memberToken: string;
let moderatorToken: string;

// The demo member (amina.abdi) has an available profile; khadija.elmi's takes no requests.
const AMINA = seedUuid('lawyer-profile:amina.abdi');
const UNAVAILABLE = seedUuid('lawyer-profile:khadija.elmi');

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

let addressCounter = 0;
/** A fresh client address per test, so that the per-address limit is the test's own. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    lawyerId: AMINA,
    clientName: 'Nasra Ahmed',
    clientEmail: `nasra.${Math.random().toString(36).slice(2)}@example.net`,
    clientPhone: '+252 61 000 0000',
    consultationType: 'legal-advice',
    description: `My landlord kept my deposit (${Math.random()}).`,
    preferredDate: null,
    ...overrides,
  };
}

async function send(body: unknown, address = freshAddress()) {
  return gateway.app.inject({
    method: 'POST',
    url: '/api/consultations',
    payload: body as Record<string, unknown>,
    remoteAddress: address,
  });
}

const count = async () =>
  Number(
    (
      await tablesOf(gateway.orm.em.fork())
        .selectFrom('consultation_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const TRACK = `query($token: String!) { trackedConsultation(token: $token) {
  id lawyerName clientName consultationType status canReview review { rating status } } }`;

describe('POST /api/consultations', () => {
  it('stores a valid request and answers a private tracking link (only its hash stored)', async () => {
    const before = await count();
    const response = await send(validBody({ preferredDate: '2026-12-20T10:30' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ trackingUrl: string; trackingToken: string }>();
    expect(body.trackingUrl).toBe(`/consultations/track/${body.trackingToken}`);
    expect(body.trackingToken.length).toBeGreaterThanOrEqual(40);
    expect(await count()).toBe(before + 1);
    const stored = await tablesOf(gateway.orm.em.fork())
      .selectFrom('consultation_requests')
      .selectAll()
      .where('tracking_token_hash', '=', sha256(body.trackingToken))
      .executeTakeFirstOrThrow();
    expect(stored.tracking_token_hash).not.toContain(body.trackingToken);
    expect(stored.tracking_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.status).toBe('pending');
    expect(stored.preferred_date).not.toBeNull();

    const tracked = await graphql<{ trackedConsultation: Record<string, unknown> }>(
      gateway.app,
      TRACK,
      { variables: { token: body.trackingToken } },
    );
    expect(tracked.body.data?.trackedConsultation).toMatchObject({
      lawyerName: member?.fullName,
      clientName: 'Nasra Ahmed',
      consultationType: 'legal-advice',
      status: 'PENDING',
      canReview: false,
      review: null,
    });
  });

  it.each([
    ['clientName', { clientName: '  ' }],
    ['clientEmail', { clientEmail: '' }],
    ['clientEmail', { clientEmail: 'not-an-address' }],
    ['consultationType', { consultationType: 'divorce' }],
    ['consultationType', { consultationType: undefined }],
    ['description', { description: '' }],
    ['preferredDate', { preferredDate: 'next tuesday' }],
    ['preferredDate', { preferredDate: 42 }],
    ['lawyerId', { lawyerId: 'nobody' }],
    ['lawyerId', { lawyerId: seedUuid('lawyer-profile:nobody') }],
    ['lawyerId', { lawyerId: UNAVAILABLE }],
  ])('answers 400 naming %s and stores nothing', async (field, overrides) => {
    const before = await count();
    const response = await send(validBody(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.message).toContain(field);
    expect(await count()).toBe(before);
  });

  it('accepts an empty preferred date as null', async () => {
    expect((await send(validBody({ preferredDate: '' }))).statusCode).toBe(201);
  });

  it('answers a filled honeypot as if accepted, and stores nothing', async () => {
    const before = await count();
    const response = await send(validBody({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    const { trackingToken } = response.json<{ trackingToken: string }>();
    expect(await count()).toBe(before);
    const tracked = await graphql(gateway.app, TRACK, { variables: { token: trackingToken } });
    expect(tracked.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses the same request twice (409 with a clear message)', async () => {
    const body = validBody();
    expect((await send(body)).statusCode).toBe(201);
    const before = await count();
    const again = await send(body);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already sent this request/);
    expect(await count()).toBe(before);
  });

  it('limits requests per address with 429 and Retry-After', async () => {
    const address = freshAddress();
    for (let n = 0; n < DEFAULT_CONSULTATION_LIMITS.perAddress; n += 1) {
      expect((await send(validBody({ clientName: '' }), address)).statusCode).toBe(400);
    }
    const limited = await send(validBody(), address);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_CONSULTATION_LIMITS.windowSeconds);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
  });

  it('limits stored requests per e-mail with 429 and Retry-After', async () => {
    const clientEmail = `same.${Date.now()}@example.net`;
    for (let n = 0; n < DEFAULT_CONSULTATION_LIMITS.perEmail; n += 1) {
      expect((await send(validBody({ clientEmail }))).statusCode).toBe(201);
    }
    const before = await count();
    const limited = await send(validBody({ clientEmail: clientEmail.toUpperCase() }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});

describe('the lawyer answers, the requester reviews', () => {
  const REQUESTS = `{ myConsultationRequests { id clientName status description } }`;
  const RESPOND = `mutation($id: UUID!, $accept: Boolean!, $message: String! = "Thank you for writing.",
    $proposedContact: String = "Phone, Monday 10:00") {
    respondToConsultation(id: $id, accept: $accept, message: $message, proposedContact: $proposedContact) { status } }`;
  const REVIEW = `mutation($token: String!, $rating: Int!, $text: String!) {
    reviewConsultation(token: $token, rating: $rating, text: $text) { status canReview review { rating status } } }`;

  async function newRequest() {
    const description = `Help with a contract ${Math.random()}`;
    const response = await send(validBody({ description }));
    const { trackingToken } = response.json<{ trackingToken: string }>();
    const { body } = await graphql<{
      myConsultationRequests: { id: string; description: string }[];
    }>(gateway.app, REQUESTS, { token: memberToken });
    const id = body.data?.myConsultationRequests.find((row) => row.description === description)?.id;
    expect(id).toBeDefined();
    return { token: trackingToken, id: id ?? '' };
  }

  it('lists requests to the lawyer only; others may not answer them', async () => {
    const { id } = await newRequest();
    const other = await graphql<{ myConsultationRequests: { id: string }[] }>(
      gateway.app,
      REQUESTS,
      { token: moderatorToken },
    );
    expect(other.body.data?.myConsultationRequests.map((row) => row.id)).not.toContain(id);
    const denied = await graphql(gateway.app, RESPOND, {
      token: moderatorToken,
      variables: { id, accept: true },
    });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(gateway.app, RESPOND, { variables: { id, accept: true } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes a review only after acceptance, once, as pending; it counts once approved', async () => {
    const { id, token } = await newRequest();
    const early = await graphql(gateway.app, REVIEW, {
      variables: { token, rating: 5, text: 'Great' },
    });
    expect(early.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const accepted = await graphql<{ respondToConsultation: { status: string } }>(
      gateway.app,
      RESPOND,
      { token: memberToken, variables: { id, accept: true } },
    );
    expect(accepted.body.data?.respondToConsultation.status).toBe('APPROVED');
    const twice = await graphql(gateway.app, RESPOND, {
      token: memberToken,
      variables: { id, accept: false },
    });
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const badRating = await graphql(gateway.app, REVIEW, {
      variables: { token, rating: 6, text: 'Great' },
    });
    expect(badRating.body.errors?.[0]?.extensions?.fields).toHaveProperty('rating');

    const reviewed = await graphql<{ reviewConsultation: Record<string, unknown> }>(
      gateway.app,
      REVIEW,
      { variables: { token, rating: 1, text: 'Clear and quick.' } },
    );
    expect(reviewed.body.data?.reviewConsultation).toMatchObject({
      status: 'APPROVED',
      canReview: false,
      review: { rating: 1, status: 'PENDING' },
    });
    const again = await graphql(gateway.app, REVIEW, {
      variables: { token, rating: 4, text: 'Again' },
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Pending: the rating is unchanged; the staff queue lists it.
    const rating = async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/public/lawyers' });
      return response
        .json<{ id: string; averageRating: number; totalReviews: number }[]>()
        .find((row) => row.id === AMINA);
    };
    expect(await rating()).toMatchObject({ averageRating: 0, totalReviews: 0 });
    const queue = await graphql<{ pendingLawyerReviews: { text: string; lawyerName: string }[] }>(
      gateway.app,
      '{ pendingLawyerReviews { text lawyerName rating clientName consultationType createdAt status } }',
      { token: moderatorToken },
    );
    expect(queue.body.data?.pendingLawyerReviews).toContainEqual(
      expect.objectContaining({ text: 'Clear and quick.', lawyerName: member?.fullName }),
    );
    const memberQueue = await graphql(gateway.app, '{ pendingLawyerReviews { id } }', {
      token: memberToken,
    });
    expect(memberQueue.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await tablesOf(gateway.orm.em.fork())
      .updateTable('reviews')
      .set({ status: ReviewStatus.APPROVED })
      .where('consultation_id', '=', id)
      .execute();
    expect(await rating()).toMatchObject({ averageRating: 1, totalReviews: 1 });
  });

  it('declines, after which no review is possible', async () => {
    const { id, token } = await newRequest();
    const declined = await graphql<{ respondToConsultation: { status: string } }>(
      gateway.app,
      RESPOND,
      { token: memberToken, variables: { id, accept: false } },
    );
    expect(declined.body.data?.respondToConsultation.status).toBe('REJECTED');
    const review = await graphql(gateway.app, REVIEW, {
      variables: { token, rating: 3, text: 'Hmm' },
    });
    expect(review.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('answers NOT_FOUND for an unknown tracking token', async () => {
    const { body } = await graphql(gateway.app, TRACK, { variables: { token: 'nope' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
