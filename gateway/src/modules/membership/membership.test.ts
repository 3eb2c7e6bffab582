import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { DEFAULT_PUBLIC_FORM_LIMIT } from '../../http/public-form-limiter.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import {
  type GraphQLResponse,
  signInAs,
  startTestGateway,
  type TestGateway,
} from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
if (!member || !moderator) throw new Error('demo accounts missing');

const APPLY = `mutation ($input: MembershipApplicationInput!) { applyForMembership(input: $input) }`;
const LIST = `query ($status: MembershipApplicationStatus!) {
  membershipApplications(status: $status) { id fullName email barNumber city status decidedAt decisionReason }
}`;
const DECIDE = `mutation ($input: DecideMembershipApplicationInput!) {
  decideMembershipApplication(input: $input) { invited application { id status decisionReason } }
}`;
const CONTACT = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;

let gateway: TestGateway;
let moderatorToken: string;
let memberToken: string;
let nextAddress = 1;

/** Each test speaks from an address of its own, so that the per-address limits stay apart. */
function freshIp(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; ip?: string } = {},
) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    remoteAddress: options.ip ?? freshIp(),
    cookies: options.token ? { [SESSION_COOKIE_NAME]: options.token } : {},
  });
  return response.json<GraphQLResponse<T>>();
}

const validApplication = (email: string) => ({
  fullName: '  Hodan Warsame ',
  email,
  phone: '+252 61 555 0101',
  barNumber: 'BAR-2024-117',
  specialization: 'Family law',
  city: 'Mogadishu',
  message: 'I would like to join.',
});

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  moderatorToken = await signInAs(gateway.app, moderator.email, DEMO_PASSWORD);
  memberToken = await signInAs(gateway.app, member.email, DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
});

describe('applyForMembership', () => {
  it('stores a valid application as pending, trimmed and with a lowercased e-mail', async () => {
    const body = await gql(APPLY, { input: validApplication('Hodan.W@Example.ORG') });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ applyForMembership: true });
    const row = await tablesOf(gateway.orm.em.fork())
      .selectFrom('membership_applications')
      .selectAll()
      .where('email', '=', 'hodan.w@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Hodan Warsame',
      bar_number: 'BAR-2024-117',
      city: 'Mogadishu',
      status: 'pending',
      decided_at: null,
    });
  });

  it('answers BAD_USER_INPUT naming every bad field and stores nothing', async () => {
    const body = await gql(APPLY, {
      input: { fullName: ' ', email: 'not-an-email', barNumber: '', phone: 'call me' },
    });
    const error = body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toEqual({
      fullName: 'is required',
      email: 'must be a valid e-mail address',
      barNumber: 'is required',
      phone: 'must be a phone number (digits, spaces, + ( ) - .)',
    });
    const rows = await tablesOf(gateway.orm.em.fork())
      .selectFrom('membership_applications')
      .select('id')
      .where('email', '=', 'not-an-email')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('REST: 400 naming the fields, 201 when valid', async () => {
    const ip = freshIp();
    const bad = await gateway.app.inject({
      method: 'POST',
      url: '/api/membership-applications',
      remoteAddress: ip,
      payload: { fullName: 'A', email: 'x@y', barNumber: 'B1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { fullName: expect.any(String), email: expect.any(String) },
    });
    expect(bad.json().message).toMatch(/fullName/);
    const good = await gateway.app.inject({
      method: 'POST',
      url: '/api/membership-applications',
      remoteAddress: ip,
      payload: { fullName: 'Ali Nur', email: 'ali.rest@example.org', barNumber: 'B-77' },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json()).toEqual({ ok: true });
  });

  it('silently drops a filled honeypot (same answer, nothing stored)', async () => {
    const body = await gql(APPLY, {
      input: { ...validApplication('robot@example.org'), website: 'http://spam.example' },
    });
    expect(body.data).toEqual({ applyForMembership: true });
    const rows = await tablesOf(gateway.orm.em.fork())
      .selectFrom('membership_applications')
      .select('id')
      .where('email', '=', 'robot@example.org')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('limits sends per client address (RATE_LIMITED, 429 on REST, with a retry time)', async () => {
    const ip = freshIp();
    for (let i = 0; i < DEFAULT_PUBLIC_FORM_LIMIT.max; i += 1) {
      const body = await gql(APPLY, { input: validApplication(`flood${i}@example.org`) }, { ip });
      expect(body.errors).toBeUndefined();
    }
    const limited = await gql(APPLY, { input: validApplication('flood-x@example.org') }, { ip });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const rest = await gateway.app.inject({
      method: 'POST',
      url: '/api/membership-applications',
      remoteAddress: ip,
      payload: validApplication('flood-y@example.org'),
    });
    expect(rest.statusCode).toBe(429);
    expect(Number(rest.headers['retry-after'] ?? rest.json().retryAfterSeconds)).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await gql(APPLY, { input: validApplication('other@example.org') });
    expect(other.errors).toBeUndefined();
  });
});

describe('staff review', () => {
  it('is refused to visitors (UNAUTHENTICATED) and members (FORBIDDEN)', async () => {
    const anonymous = await gql(LIST, { status: 'PENDING' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asMember = await gql(LIST, { status: 'PENDING' }, { token: memberToken });
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const decide = await gql(
      DECIDE,
      { input: { id: '00000000-0000-0000-0000-000000000000', approve: true } },
      { token: memberToken },
    );
    expect(decide.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists pending applications, approves one (inviting it) and rejects another once', async () => {
    await gql(APPLY, { input: validApplication('approve.me@example.org') });
    await gql(APPLY, { input: validApplication('reject.me@example.org') });
    const list = await gql<{
      membershipApplications: { id: string; email: string; status: string }[];
    }>(LIST, { status: 'PENDING' }, { token: moderatorToken });
    const pending = list.data?.membershipApplications ?? [];
    // The demo queue comes first, oldest first.
    expect(pending.slice(0, 3).map((row) => row.email)).toEqual([
      'leyla.omar@example.net',
      'yusuf.jama@example.net',
      'hawa.nur@example.net',
    ]);
    const approveMe = pending.find((row) => row.email === 'approve.me@example.org');
    const rejectMe = pending.find((row) => row.email === 'reject.me@example.org');
    expect(approveMe?.status).toBe('PENDING');
    expect(rejectMe).toBeDefined();

    const approved = await gql(
      DECIDE,
      { input: { id: approveMe?.id, approve: true } },
      { token: moderatorToken },
    );
    expect(approved.data).toEqual({
      decideMembershipApplication: {
        invited: true,
        application: { id: approveMe?.id, status: 'APPROVED', decisionReason: null },
      },
    });
    const invitation = await tablesOf(gateway.orm.em.fork())
      .selectFrom('invitations')
      .select('email')
      .where('email', '=', 'approve.me@example.org')
      .executeTakeFirst();
    expect(invitation).toBeDefined();

    const rejected = await gql(
      DECIDE,
      { input: { id: rejectMe?.id, approve: false, reason: 'No bar registration found' } },
      { token: moderatorToken },
    );
    expect(rejected.data).toMatchObject({
      decideMembershipApplication: {
        invited: false,
        application: { status: 'REJECTED', decisionReason: 'No bar registration found' },
      },
    });
    const again = await gql(
      DECIDE,
      { input: { id: rejectMe?.id, approve: true } },
      { token: moderatorToken },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const rejectedList = await gql<{ membershipApplications: { email: string }[] }>(
      LIST,
      { status: 'REJECTED' },
      { token: moderatorToken },
    );
    expect(rejectedList.data?.membershipApplications.map((row) => row.email)).toContain(
      'reject.me@example.org',
    );
  });

  it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
    const unknown = await gql(
      DECIDE,
      { input: { id: '00000000-0000-0000-0000-000000000000', approve: false } },
      { token: moderatorToken },
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await gql(
      DECIDE,
      { input: { id: 'nope', approve: false } },
      { token: moderatorToken },
    );
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: expect.any(String) },
    });
  });
});

describe('sendContactMessage', () => {
  const valid = {
    name: 'Amina Yusuf',
    email: 'Amina@Example.org',
    subject: 'Question for the board',
    message: 'When is the next general assembly?',
  };

  it('stores the message (the mailer logs it when SMTP is not configured)', async () => {
    const body = await gql(CONTACT, { input: valid });
    expect(body.data).toEqual({ sendContactMessage: true });
    const row = await tablesOf(gateway.orm.em.fork())
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'amina@example.org')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Question for the board', mailed_at: null });
  });

  it('names every bad field (GraphQL and REST 400)', async () => {
    const body = await gql(CONTACT, {
      input: { name: '', email: 'nope', subject: 'x', message: 'short' },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'is required',
        email: 'must be a valid e-mail address',
        subject: 'must be 2 to 200 characters long',
        message: 'must be 10 to 5000 characters long',
      },
    });
    const rest = await gateway.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      payload: { ...valid, email: 'nope' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: expect.any(String) },
    });
  });

  it('drops a filled honeypot and limits per address', async () => {
    const trap = await gql(CONTACT, {
      input: { ...valid, email: 'bot@example.org', website: 'x' },
    });
    expect(trap.data).toEqual({ sendContactMessage: true });
    const rows = await tablesOf(gateway.orm.em.fork())
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'bot@example.org')
      .execute();
    expect(rows).toHaveLength(0);

    const ip = freshIp();
    for (let i = 0; i < DEFAULT_PUBLIC_FORM_LIMIT.max; i += 1) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: ip,
        payload: valid,
      });
      expect(response.statusCode).toBe(201);
    }
    const limited = await gateway.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      payload: valid,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
