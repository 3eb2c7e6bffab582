// A consultation request reaches its lawyer (issue 30, item 1): the in-app notification and the
// e-mails are recorded with the request, the answer carries a message, and the worker's sweep
// reminds once and expires once. Real PostgreSQL; the worker's side is in worker/src/jobs/mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { seedUuid } from '../../seed/seed-uuid.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';
import { applyConsultationDeadlines } from './consultation-deadlines.js';
import { prepareConsultationMail } from './consultation-mails.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
const AMINA = seedUuid('lawyer-profile:amina.abdi');
const DAY_MS = 24 * 60 * 60 * 1000;
const DEADLINES = { remindAfterMs: 2 * DAY_MS, expireAfterMs: 7 * DAY_MS };

let gateway: TestGateway;
let lawyerToken: string;
let moderatorToken: string;
let address = 0;

beforeAll(async () => {
  gateway = await startTestGateway({ seed: true });
  lawyerToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
});

const db = () => tablesOf(gateway.orm.em.fork());

/** A new request to the demo lawyer; its id, tracking token and the requester's address. */
async function newRequest(clientName = 'Nasra Ahmed') {
  const clientEmail = `client.${Math.random().toString(36).slice(2)}@example.net`;
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/consultations',
    payload: {
      lawyerId: AMINA,
      clientName,
      clientEmail,
      consultationType: 'legal-advice',
      description: `My landlord kept my deposit (${Math.random()}).`,
    },
    remoteAddress: `203.0.113.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  const { trackingToken } = response.json<{ trackingToken: string }>();
  const row = await db()
    .selectFrom('consultation_requests')
    .select('id')
    .where('client_email', '=', clientEmail)
    .executeTakeFirstOrThrow();
  return { id: row.id, token: trackingToken, clientEmail };
}

const mailsOf = (consultationId: string) =>
  db()
    .selectFrom('consultation_mails')
    .select(['id', 'kind', 'recipient', 'sent_at'])
    .where('consultation_id', '=', consultationId)
    .orderBy('created_at')
    .execute();

const age = (id: string, ms: number) =>
  db()
    .updateTable('consultation_requests')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('id', '=', id)
    .execute();

const RESPOND = `mutation($id: UUID!, $accept: Boolean!, $message: String!, $proposedContact: String) {
  respondToConsultation(id: $id, accept: $accept, message: $message, proposedContact: $proposedContact) {
    status responseMessage proposedContact } }`;
const TRACK = `query($token: String!) { trackedConsultation(token: $token) {
  id status responseMessage proposedContact answerBy createdAt } }`;
const COUNTS = '{ shellCounts { pendingConsultations } }';

const pendingOf = async (token: string) =>
  (
    await graphql<{ shellCounts: { pendingConsultations: number | null } }>(gateway.app, COUNTS, {
      token,
    })
  ).body.data?.shellCounts.pendingConsultations;

describe('a new request reaches the lawyer', () => {
  it('notifies the lawyer (naming the requester) and records both e-mails', async () => {
    const before = await pendingOf(lawyerToken);
    const { id, clientEmail } = await newRequest('Faadumo Warsame');
    const { body } = await graphql<{
      notifications: { kind: string; consultation: { id: string; clientName: string } | null }[];
    }>(gateway.app, '{ notifications { kind consultation { id clientName } } }', {
      token: lawyerToken,
    });
    expect(body.data?.notifications).toContainEqual({
      kind: 'CONSULTATION_REQUESTED',
      consultation: { id, clientName: 'Faadumo Warsame' },
    });
    const others = await graphql<{ notifications: { consultation: { id: string } | null }[] }>(
      gateway.app,
      '{ notifications { consultation { id } } }',
      { token: moderatorToken },
    );
    expect(others.body.data?.notifications.map((n) => n.consultation?.id)).not.toContain(id);

    expect(await mailsOf(id)).toHaveLength(2);
    expect(await mailsOf(id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'request_sent', recipient: clientEmail, sent_at: null }),
        expect.objectContaining({ kind: 'new_request', recipient: member?.email, sent_at: null }),
      ]),
    );
    expect(await pendingOf(lawyerToken)).toBe((before ?? 0) + 1);
  });

  it('shows the requester how long the lawyer has to answer', async () => {
    const { token } = await newRequest();
    const { body } = await graphql<{
      trackedConsultation: { answerBy: string; createdAt: string };
    }>(gateway.app, TRACK, { variables: { token } });
    const tracked = body.data?.trackedConsultation;
    expect(Date.parse(tracked?.answerBy ?? '') - Date.parse(tracked?.createdAt ?? '')).toBe(
      7 * DAY_MS,
    );
  });

  it('opens the request from the link a requester e-mail carried', async () => {
    const { id } = await newRequest();
    const sent = (await mailsOf(id)).find((mail) => mail.kind === 'request_sent');
    const prepared = await prepareConsultationMail(gateway.orm.em.fork(), sent?.id ?? '');
    expect(prepared?.trackingToken).toBeTruthy();
    const { body } = await graphql<{ trackedConsultation: { id: string } }>(gateway.app, TRACK, {
      variables: { token: prepared?.trackingToken },
    });
    expect(body.data?.trackedConsultation.id).toBe(id);
    // The lawyer's e-mail carries no tracking link.
    const lawyerMail = (await mailsOf(id)).find((mail) => mail.kind === 'new_request');
    expect(
      (await prepareConsultationMail(gateway.orm.em.fork(), lawyerMail?.id ?? ''))?.trackingToken,
    ).toBeNull();
  });
});

describe('the lawyer answers with a message', () => {
  it('needs a message, and to accept a proposed contact, naming the field', async () => {
    const { id } = await newRequest();
    const noMessage = await graphql(gateway.app, RESPOND, {
      token: lawyerToken,
      variables: { id, accept: false, message: '  ' },
    });
    expect(noMessage.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(noMessage.body.errors?.[0]?.extensions?.fields).toHaveProperty('message');
    const noContact = await graphql(gateway.app, RESPOND, {
      token: lawyerToken,
      variables: { id, accept: true, message: 'Gladly.' },
    });
    expect(noContact.body.errors?.[0]?.extensions?.fields).toHaveProperty('proposedContact');
    const long = await graphql(gateway.app, RESPOND, {
      token: lawyerToken,
      variables: { id, accept: true, message: 'x'.repeat(2001), proposedContact: 'Phone' },
    });
    expect(long.body.errors?.[0]?.extensions?.fields).toHaveProperty('message');
    expect((await mailsOf(id)).map((mail) => mail.kind)).not.toContain('answered');
  });

  it('lets only the lawyer answer; the answer is e-mailed to the requester once', async () => {
    const { id, token, clientEmail } = await newRequest();
    const before = await pendingOf(lawyerToken);
    const denied = await graphql(gateway.app, RESPOND, {
      token: moderatorToken,
      variables: { id, accept: true, message: 'Mine', proposedContact: 'Phone' },
    });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const accepted = await graphql<{ respondToConsultation: Record<string, unknown> }>(
      gateway.app,
      RESPOND,
      {
        token: lawyerToken,
        variables: {
          id,
          accept: true,
          message: 'Bring the lease.',
          proposedContact: 'Phone, Monday 10:00',
        },
      },
    );
    expect(accepted.body.data?.respondToConsultation).toEqual({
      status: 'APPROVED',
      responseMessage: 'Bring the lease.',
      proposedContact: 'Phone, Monday 10:00',
    });
    const again = await graphql(gateway.app, RESPOND, {
      token: lawyerToken,
      variables: { id, accept: false, message: 'No' },
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const answered = (await mailsOf(id)).filter((mail) => mail.kind === 'answered');
    expect(answered).toEqual([expect.objectContaining({ recipient: clientEmail })]);
    const tracked = await graphql<{ trackedConsultation: Record<string, unknown> }>(
      gateway.app,
      TRACK,
      { variables: { token } },
    );
    expect(tracked.body.data?.trackedConsultation).toMatchObject({
      responseMessage: 'Bring the lease.',
      proposedContact: 'Phone, Monday 10:00',
    });
    expect(await pendingOf(lawyerToken)).toBe((before ?? 1) - 1);
  });

  it('keeps no proposed contact with a decline', async () => {
    const { id } = await newRequest();
    const declined = await graphql<{ respondToConsultation: Record<string, unknown> }>(
      gateway.app,
      RESPOND,
      {
        token: lawyerToken,
        variables: { id, accept: false, message: 'Not my field.', proposedContact: 'Phone' },
      },
    );
    expect(declined.body.data?.respondToConsultation).toEqual({
      status: 'REJECTED',
      responseMessage: 'Not my field.',
      proposedContact: null,
    });
  });
});

describe('reminder and expiry', () => {
  it('reminds the lawyer once after two days, expires once after seven', async () => {
    const { id, token, clientEmail } = await newRequest();
    const em = () => gateway.orm.em.fork();
    await age(id, 2 * DAY_MS + 60_000);
    await applyConsultationDeadlines(em(), DEADLINES);
    await applyConsultationDeadlines(em(), DEADLINES);
    const reminders = (await mailsOf(id)).filter((mail) => mail.kind === 'reminder');
    expect(reminders).toEqual([expect.objectContaining({ recipient: member?.email })]);

    await age(id, 7 * DAY_MS + 60_000);
    // Two sweeps at once (two workers): one expires it.
    await Promise.all([
      applyConsultationDeadlines(em(), DEADLINES),
      applyConsultationDeadlines(em(), DEADLINES),
    ]);
    const mails = await mailsOf(id);
    expect(mails.filter((mail) => mail.kind === 'expired')).toEqual([
      expect.objectContaining({ recipient: clientEmail }),
    ]);
    expect(mails.filter((mail) => mail.kind === 'reminder')).toHaveLength(1);
    const tracked = await graphql<{ trackedConsultation: { status: string } }>(gateway.app, TRACK, {
      variables: { token },
    });
    expect(tracked.body.data?.trackedConsultation.status).toBe('EXPIRED');
    const late = await graphql(gateway.app, RESPOND, {
      token: lawyerToken,
      variables: { id, accept: false, message: 'Sorry, late.' },
    });
    expect(late.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('expires without a reminder a request found past both delays', async () => {
    const { id } = await newRequest();
    await age(id, 8 * DAY_MS);
    await applyConsultationDeadlines(gateway.orm.em.fork(), DEADLINES);
    expect((await mailsOf(id)).map((mail) => mail.kind).sort()).toEqual([
      'expired',
      'new_request',
      'request_sent',
    ]);
  });

  it('suggests other available lawyers of the same practice when it expires', async () => {
    const { id } = await newRequest();
    await age(id, 8 * DAY_MS);
    await applyConsultationDeadlines(gateway.orm.em.fork(), DEADLINES);
    const expired = (await mailsOf(id)).find((mail) => mail.kind === 'expired');
    const prepared = await prepareConsultationMail(gateway.orm.em.fork(), expired?.id ?? '');
    const peers = await db()
      .selectFrom('lawyer_profiles')
      .select('slug')
      .where('specialization', '=', prepared?.specialization ?? '')
      .where('public_consultation_available', '=', true)
      .where('id', '<>', AMINA)
      .execute();
    expect(prepared?.suggestions.map((s) => s.slug).sort()).toEqual(
      peers
        .map((p) => p.slug)
        .sort()
        .slice(0, 3),
    );
    expect(prepared?.trackingToken).toBeTruthy();
  });
});

describe("the lawyer's requests page", () => {
  const LIST = `query($filter: ConsultationFilter) { myConsultationRequests(filter: $filter, limit: 100) { id status } }`;
  const idsOf = async (filter: string) =>
    (
      await graphql<{ myConsultationRequests: { id: string; status: string }[] }>(
        gateway.app,
        LIST,
        { token: lawyerToken, variables: { filter } },
      )
    ).body.data?.myConsultationRequests ?? [];

  it('filters pending, answered and expired', async () => {
    const pending = await newRequest();
    const answered = await newRequest();
    const expired = await newRequest();
    await graphql(gateway.app, RESPOND, {
      token: lawyerToken,
      variables: { id: answered.id, accept: false, message: 'No.' },
    });
    await age(expired.id, 8 * DAY_MS);
    await applyConsultationDeadlines(gateway.orm.em.fork(), DEADLINES);

    const ids = async (filter: string) => (await idsOf(filter)).map((row) => row.id);
    expect(await ids('PENDING')).toContain(pending.id);
    expect(await ids('PENDING')).not.toContain(answered.id);
    expect(await ids('ANSWERED')).toContain(answered.id);
    expect(await ids('ANSWERED')).not.toContain(pending.id);
    expect(await ids('EXPIRED')).toEqual(expect.arrayContaining([expired.id]));
    expect(await ids('EXPIRED')).not.toContain(pending.id);
    expect((await idsOf('EXPIRED')).every((row) => row.status === 'EXPIRED')).toBe(true);
  });

  it('counts pending requests only for a member with a lawyer profile', async () => {
    const lawyerless = await db()
      .selectFrom('users')
      .leftJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'users.id')
      .select('users.email')
      .where('lawyer_profiles.id', 'is', null)
      .where(
        'users.email',
        'in',
        DEMO_ACCOUNTS.map((account) => account.email),
      )
      .executeTakeFirst();
    if (!lawyerless) throw new Error('every demo account has a lawyer profile');
    const token = await signInAs(gateway.app, lawyerless.email, DEMO_PASSWORD);
    expect(await pendingOf(token)).toBeNull();
    expect(await pendingOf(lawyerToken)).toBeGreaterThan(0);
  });
});

describe("the lawyer's e-mail settings", () => {
  const setMode = (mode: string) =>
    gateway.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      cookies: { portal_session: lawyerToken },
      payload: { modes: { consultations: mode } },
    });

  it('a digest or in-app choice records no e-mail at once; the notice stays; off drops both', async () => {
    expect((await setMode('daily')).statusCode).toBe(200);
    try {
      const { id } = await newRequest('Digest Only');
      expect((await mailsOf(id)).map((mail) => mail.kind)).toEqual(['request_sent']);
      const notice = await db()
        .selectFrom('notifications')
        .select('id')
        .where('consultation_id', '=', id)
        .executeTakeFirst();
      expect(notice).toBeDefined();

      expect((await setMode('off')).statusCode).toBe(200);
      const off = await newRequest('Nobody Told');
      expect((await mailsOf(off.id)).map((mail) => mail.kind)).toEqual(['request_sent']);
      const none = await db()
        .selectFrom('notifications')
        .select('id')
        .where('consultation_id', '=', off.id)
        .executeTakeFirst();
      expect(none).toBeUndefined();
    } finally {
      await setMode('immediate');
    }
  });
});
