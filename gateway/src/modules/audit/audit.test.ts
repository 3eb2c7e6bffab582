// The audit trail end to end: each writer records its act with the actor and reason in the act's
// transaction; moderators read only the moderation scope (GraphQL, REST and CSV); the table
// refuses any UPDATE or DELETE, even a direct one; filters and the cursor; the CSV's escaping;
// the migration's backfill of earlier decisions and staff edits.
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261203065252_audit_trail } from '../../db/migrations/Migration20261203065252_audit_trail.js';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { recordAudit } from '../../shared/record-audit.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { ConsultationStatus } from '../../values/consultation-status.js';
import { NewsStatus } from '../../values/news-status.js';
import { Role } from '../../values/role.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { respondToConsultation } from '../consultations/consultations.service.js';
import { deletePost, editPost } from '../discussions/post-edits.service.js';
import { applyPendingDecisions } from '../moderation/apply-decision.js';

/** RFC 4180 read strictly: quoted cells with "" for a quote, CRLF between records. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The records after the header, by column name. */
function csvRows(text: string): Record<string, string | undefined>[] {
  const [header = [], ...rows] = csvRecords(text);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

let gateway: TestGateway;
let admin: string;
let moderator: string;
let member: string;
const ids: Record<'admin' | 'moderator' | 'member', string> = {
  admin: '',
  moderator: '',
  member: '',
};

const db = () => tablesOf(gateway.orm.em.fork());
const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
  gateway = await startTestGateway({ seed: true });
  admin = await signInAs(gateway.app, accountOf(Role.ADMIN).email, DEMO_PASSWORD);
  moderator = await signInAs(gateway.app, accountOf(Role.MODERATOR).email, DEMO_PASSWORD);
  member = await signInAs(gateway.app, accountOf(Role.MEMBER).email, DEMO_PASSWORD);
  for (const role of ['admin', 'moderator', 'member'] as const) {
    const row = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', accountOf(role as Role).email)
      .executeTakeFirstOrThrow();
    ids[role] = row.id;
  }
});

afterAll(async () => {
  await gateway?.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
});

interface RestEntry {
  id: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  subjectTitle: string | null;
  subjectPath: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  scope: string;
  actor: { id: string; email: string } | null;
}

function rest(query: Record<string, string>, token: string) {
  return gateway.app.inject({ url: '/api/admin/audit', query, cookies: cookies(token) });
}

async function entries(query: Record<string, string>, token = admin): Promise<RestEntry[]> {
  const response = await rest(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: RestEntry[] }>().entries;
}

function csv(query: Record<string, string>, token: string) {
  return gateway.app.inject({ url: '/api/admin/audit.csv', query, cookies: cookies(token) });
}

const GQL = `query ($filter: AuditFilter, $first: Int, $after: UUID) {
  auditEntries(filter: $filter, first: $first, after: $after) {
    hasMore
    entries { id action subjectKind subjectId subjectTitle subjectPath reason scope
      actor { id fullName } changes { field before after } }
  }
}`;

type GqlEntries = {
  auditEntries: {
    hasMore: boolean;
    entries: {
      id: string;
      action: string;
      subjectId: string;
      subjectTitle: string | null;
      subjectPath: string | null;
      reason: string | null;
      scope: string;
      actor: { id: string; fullName: string } | null;
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
  };
};

async function gqlEntries(variables: Record<string, unknown>, token: string) {
  const { body } = await graphql<GqlEntries>(gateway.app, GQL, { token, variables });
  return body;
}

async function pendingNews(): Promise<{ id: string; title: string }> {
  const row = await db()
    .selectFrom('news_items')
    .select(['id', 'title'])
    .where('status', '=', NewsStatus.PENDING)
    .executeTakeFirst();
  if (!row) throw new Error('The demo data has no pending news item');
  return row;
}

describe('moderation decisions', () => {
  it('records who rejected a news item and why, which a moderator finds by the item', async () => {
    const news = await pendingNews();
    const decided = await gateway.app.inject({
      method: 'POST',
      url: `/api/admin/news/${news.id}/approve`,
      payload: { approved: false, reason: 'Not about the association' },
      cookies: cookies(moderator),
    });
    expect(decided.statusCode, decided.body).toBe(202);
    await applyPendingDecisions(gateway.orm.em.fork());

    const found = await entries({ subject: news.id }, moderator);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      action: 'moderation.rejected',
      subjectKind: 'news',
      subjectTitle: news.title,
      subjectPath: `/news/${news.id}`,
      reason: 'Not about the association',
      before: { status: 'pending' },
      after: { status: 'rejected' },
      scope: 'moderation',
      actor: { id: ids.moderator },
    });
    const body = await gqlEntries({ filter: { subject: news.id } }, moderator);
    expect(body.errors).toBeUndefined();
    expect(body.data?.auditEntries.entries[0]).toMatchObject({
      action: 'MODERATION_REJECTED',
      reason: 'Not about the association',
      actor: { id: ids.moderator },
      changes: [{ field: 'status', before: 'pending', after: 'rejected' }],
    });
  });
});

describe('staff acts on posts', () => {
  async function memberDiscussion() {
    return db()
      .selectFrom('discussions')
      .select(['id', 'title', 'content'])
      .where('author_id', '=', ids.member)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
  }

  it("records staff edits and deletions of someone else's post with the reason; not an author's own", async () => {
    const discussion = await memberDiscussion();
    const post = { kind: 'discussion' as const, id: discussion.id };
    await editPost(gateway.orm.em.fork(), { id: ids.member, role: Role.MEMBER }, post, {
      content: `${discussion.content} (edited by its author)`,
    });
    expect(await entries({ subject: discussion.id })).toEqual([]);

    await editPost(gateway.orm.em.fork(), { id: ids.moderator, role: Role.MODERATOR }, post, {
      content: 'A calmer text.',
      reason: 'Personal remarks removed',
    });
    await deletePost(
      gateway.orm.em.fork(),
      { id: ids.admin, role: Role.ADMIN },
      post,
      'Breaks the rules',
    );
    const found = await entries({ subject: discussion.id }, moderator);
    expect(found.map((entry) => [entry.action, entry.actor?.id, entry.reason])).toEqual([
      ['post.deleted', ids.admin, 'Breaks the rules'],
      ['post.edited', ids.moderator, 'Personal remarks removed'],
    ]);
    expect(found[1]).toMatchObject({
      subjectTitle: discussion.title,
      subjectPath: `/discussions/${discussion.id}`,
      before: { content: `${discussion.content} (edited by its author)` },
      after: { content: 'A calmer text.' },
    });
    expect(found[0]?.after).toEqual({ deleted: true });
  });
});

describe('events, tokens, webhooks and consultations', () => {
  it('records an event edit with what changed, and a cancellation', async () => {
    const event = await db()
      .selectFrom('content_submissions')
      .select(['id', 'title', 'location'])
      .where('type', '=', SubmissionType.EVENT)
      .where('status', '=', SubmissionStatus.APPROVED)
      .where('cancelled_at', 'is', null)
      .where('event_date', '>', new Date().toISOString())
      .executeTakeFirstOrThrow();
    const edited = await gateway.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: { location: 'The new hall' },
      cookies: cookies(moderator),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cancelled = await gateway.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/cancel`,
      payload: {},
      cookies: cookies(admin),
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const found = await entries({ subject: event.id }, moderator);
    expect(found.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['event.cancelled', ids.admin],
      ['event.updated', ids.moderator],
    ]);
    expect(found[1]).toMatchObject({
      subjectTitle: event.title,
      before: { location: event.location },
      after: { location: 'The new hall' },
    });
  });

  it("records staff revoking a member's token (moderation) but not a member revoking their own", async () => {
    const create = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id } } }`;
    const made = async () => {
      const { body } = await graphql<{ createApiToken: { apiToken: { id: string } } }>(
        gateway.app,
        create,
        { token: member, variables: { input: { name: 'Script', scopes: ['READ'] } } },
      );
      expect(body.errors).toBeUndefined();
      return body.data?.createApiToken.apiToken.id ?? '';
    };
    const own = await made();
    await graphql(gateway.app, 'mutation ($id: UUID!) { revokeApiToken(id: $id) }', {
      token: member,
      variables: { id: own },
    });
    expect(await entries({ subject: own })).toEqual([]);

    const theirs = await made();
    const revoked = await graphql(
      gateway.app,
      'mutation ($id: UUID!) { revokeMemberApiToken(id: $id) }',
      { token: moderator, variables: { id: theirs } },
    );
    expect(revoked.body.errors).toBeUndefined();
    expect(await entries({ subject: theirs }, moderator)).toMatchObject([
      { action: 'api_token.revoked', subjectTitle: 'Script', actor: { id: ids.moderator } },
    ]);
  });

  it('records webhook changes and consultation answers in the admin scope, which moderators never see', async () => {
    const created = await graphql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      gateway.app,
      'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      {
        token: admin,
        variables: { input: { url: 'http://127.0.0.1:9/audit', events: ['NEWS_PUBLISHED'] } },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const hook = created.body.data?.createWebhookEndpoint.endpoint.id ?? '';
    await graphql(
      gateway.app,
      'mutation ($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }',
      { token: admin, variables: { id: hook, input: { active: false } } },
    );
    await graphql(gateway.app, 'mutation ($id: UUID!) { deleteWebhookEndpoint(id: $id) }', {
      token: admin,
      variables: { id: hook },
    });
    const hookEntries = await entries({ subject: hook });
    expect(hookEntries.map((entry) => [entry.action, entry.scope, entry.actor?.id])).toEqual([
      ['webhook.deleted', 'admin', ids.admin],
      ['webhook.updated', 'admin', ids.admin],
      ['webhook.created', 'admin', ids.admin],
    ]);
    expect(hookEntries[1]).toMatchObject({ before: { active: true }, after: { active: false } });

    const pending = await db()
      .selectFrom('consultation_requests as c')
      .innerJoin('lawyer_profiles as lp', 'lp.id', 'c.lawyer_id')
      .select(['c.id', 'lp.user_id'])
      .where('c.status', '=', ConsultationStatus.PENDING)
      .executeTakeFirstOrThrow();
    await respondToConsultation(gateway.orm.em.fork(), pending.user_id, pending.id, {
      accept: false,
      message: 'I am away this month.',
    });
    expect(await entries({ subject: pending.id })).toMatchObject([
      {
        action: 'consultation.answered',
        scope: 'admin',
        actor: { id: pending.user_id },
        after: { status: 'rejected' },
      },
    ]);

    // A moderator's every way in leaves the admin scope out, even asked for by the item.
    for (const subject of [hook, pending.id]) {
      expect(await entries({ subject }, moderator)).toEqual([]);
      const body = await gqlEntries({ filter: { subject } }, moderator);
      expect(body.data?.auditEntries.entries).toEqual([]);
      const file = await csv({ subject }, moderator);
      expect(file.statusCode).toBe(200);
      expect(csvRecords(file.body)).toHaveLength(1);
      expect(csvRecords((await csv({ subject }, admin)).body).length).toBe(
        subject === hook ? 4 : 2,
      );
    }
    const all = await entries({ first: '100' }, moderator);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((entry) => entry.scope === 'moderation')).toBe(true);
  });

  it('is for staff only', async () => {
    expect((await rest({}, member)).statusCode).toBe(403);
    expect((await csv({}, member)).statusCode).toBe(403);
    const body = await gqlEntries({}, member);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('append-only', () => {
  it('refuses a direct UPDATE or DELETE of an entry, and lets only a removed actor go', async () => {
    const [entry] = await entries({ first: '1' });
    if (!entry) throw new Error('no entry');
    const connection = gateway.orm.em.fork().getConnection();
    await expect(
      connection.execute(`update audit_entries set reason = 'rewritten' where id = ?`, [entry.id]),
    ).rejects.toThrow(/never changed/);
    await expect(
      connection.execute(`update audit_entries set actor_id = ? where id = ?`, [
        entry.actor?.id === ids.admin ? ids.moderator : ids.admin,
        entry.id,
      ]),
    ).rejects.toThrow(/never changed/);
    await expect(
      connection.execute(`delete from audit_entries where id = ?`, [entry.id]),
    ).rejects.toThrow(/never deleted/);
    await connection.execute(`update audit_entries set actor_id = null where id = ?`, [entry.id]);
    const [after] = await entries({ first: '1' });
    expect(after).toMatchObject({ id: entry.id, reason: entry.reason, actor: null });
  });

  it('has no field or route that changes an entry', async () => {
    const schema = await graphql<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      gateway.app,
      '{ __schema { mutationType { fields { name } } } }',
      { token: admin },
    );
    const names = schema.body.data?.__schema.mutationType.fields.map((field) => field.name) ?? [];
    expect(names.filter((name) => /audit/i.test(name))).toEqual([]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await gateway.app.inject({
        method,
        url: '/api/admin/audit',
        cookies: cookies(admin),
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('filters, cursor and CSV', () => {
  const subject = '5a1c0000-0000-4000-8000-00000000a0d1';

  beforeAll(async () => {
    const em = gateway.orm.em.fork();
    await em.transactional(async (tx) => {
      const base = Date.parse('2026-01-10T12:00:00Z');
      await recordAudit(
        tx,
        [0, 1, 2, 3, 4].map((day) => ({
          actorId: day % 2 === 0 ? ids.moderator : ids.admin,
          action: day === 4 ? AuditAction.EVENT_CANCELLED : AuditAction.EVENT_UPDATED,
          subjectKind: AuditSubjectKind.EVENT,
          subjectId: subject,
          subjectTitle: day === 0 ? '=HYPERLINK("http://evil.example","Open")' : `Day ${day}`,
          reason: day === 1 ? 'Said "no", then\nyes, twice' : day === 2 ? '-2+3' : null,
          before: { location: `Room ${day}` },
          after: { location: `@Room ${day + 1}` },
          scope: AuditScope.MODERATION,
          at: new Date(base + day * 86_400_000).toISOString(),
        })),
      );
    });
  });

  it('filters by actor (id, name or e-mail), kind and dates, and pages with a cursor', async () => {
    const byActor = await entries({ subject, actor: ids.admin });
    expect(byActor.map((entry) => entry.subjectTitle)).toEqual(['Day 3', 'Day 1']);
    const byEmail = await entries({ subject, actor: accountOf(Role.ADMIN).email.slice(0, 6) });
    expect(byEmail.map((entry) => entry.subjectTitle)).toEqual(['Day 3', 'Day 1']);
    expect(await entries({ subject, action: 'event.cancelled' })).toHaveLength(1);
    const dated = await entries({
      subject,
      from: '2026-01-11T00:00:00Z',
      to: '2026-01-13T00:00:00Z',
    });
    expect(dated.map((entry) => entry.subjectTitle)).toEqual(['Day 2', 'Day 1']);

    const first = await rest({ subject, first: '2' }, admin);
    const page = first.json<{ entries: RestEntry[]; hasMore: boolean }>();
    expect(page.hasMore).toBe(true);
    expect(page.entries.map((entry) => entry.subjectTitle)).toEqual(['Day 4', 'Day 3']);
    const next = await entries({ subject, first: '2', after: page.entries[1]?.id ?? '' });
    expect(next.map((entry) => entry.subjectTitle)).toEqual(['Day 2', 'Day 1']);
    const gql = await gqlEntries(
      { filter: { subject }, first: 2, after: page.entries[1]?.id },
      moderator,
    );
    expect(gql.data?.auditEntries.entries.map((entry) => entry.subjectTitle)).toEqual([
      'Day 2',
      'Day 1',
    ]);
  });

  it('names the bad field: 400 in REST, BAD_USER_INPUT in GraphQL', async () => {
    for (const [field, query] of [
      ['subject', { subject: 'not-an-id' }],
      ['action', { action: 'nothing' }],
      ['first', { first: '101' }],
      ['to', { from: '2026-01-12T00:00:00Z', to: '2026-01-11T00:00:00Z' }],
    ] as const) {
      const response = await rest(query, admin);
      expect(response.statusCode, field).toBe(400);
      expect(response.body).toContain(field);
    }
    const body = await gqlEntries({ filter: { subject: 'nope' } }, admin);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await csv({ subject: 'nope' }, admin)).statusCode).toBe(400);
  });

  it('exports the filtered view as RFC 4180 CSV with formulas neutralized', async () => {
    const response = await csv({ subject }, moderator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.body).toContain('\r\n');
    const rows = csvRows(response.body);
    expect(rows.map((row) => row.subject_title)).toEqual([
      'Day 4',
      'Day 3',
      'Day 2',
      'Day 1',
      `'=HYPERLINK("http://evil.example","Open")`,
    ]);
    expect(rows[3]?.reason).toBe('Said "no", then\nyes, twice');
    expect(rows[2]?.reason).toBe("'-2+3");
    expect(rows[0]?.action).toBe('event.cancelled');
    expect(rows[0]?.actor_email).toBe(accountOf(Role.MODERATOR).email);
    expect(JSON.parse(rows[0]?.after ?? '')).toEqual({ location: '@Room 5' });
    const dated = await csv({ subject, from: '2026-01-13T00:00:00Z' }, moderator);
    expect(csvRecords(dated.body)).toHaveLength(3);
  });
});

describe('the migration', () => {
  it('backfills earlier moderation decisions and staff edits of posts', async () => {
    const em = gateway.orm.em.fork();
    const connection = em.getConnection();
    // Rebuild the table from the migration alone, over the rows recorded so far.
    await connection.execute('drop table audit_entries cascade');
    await connection.execute('drop function audit_entries_append_only_fn()');
    const migration = new Migration20261203065252_audit_trail(
      em.getDriver(),
      (gateway.orm as MikroORM).config,
    );
    await migration.up();
    for (const statement of migration.getQueries()) await connection.execute(String(statement));

    const decisions = await db()
      .selectFrom('moderation_audit_entries')
      .select(['id', 'decision', 'moderator_id', 'reason'])
      .execute();
    expect(decisions.length).toBeGreaterThan(0);
    for (const decision of decisions) {
      const [entry] = await db()
        .selectFrom('audit_entries')
        .selectAll()
        .where('id', '=', decision.id)
        .execute();
      expect(entry).toMatchObject({
        action: `moderation.${decision.decision}`,
        actor_id: decision.moderator_id,
        reason: decision.reason,
        scope: 'moderation',
      });
    }
    const edits = await db()
      .selectFrom('audit_entries')
      .select(['action', 'actor_id', 'reason'])
      .where('action', 'in', [AuditAction.POST_EDITED, AuditAction.POST_DELETED])
      .orderBy('created_at')
      .execute();
    expect(edits).toEqual(
      expect.arrayContaining([
        { action: 'post.edited', actor_id: ids.moderator, reason: 'Personal remarks removed' },
        { action: 'post.deleted', actor_id: ids.admin, reason: 'Breaks the rules' },
      ]),
    );
    // The author's own edit is not a staff act.
    expect(edits.some((edit) => edit.actor_id === ids.member)).toBe(false);
    await expect(
      connection.execute(`delete from audit_entries where id = ?`, [decisions[0]?.id]),
    ).rejects.toThrow(/never deleted/);
  });
});
