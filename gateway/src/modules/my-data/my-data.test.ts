// A member's own data (issue 33 item 4): the archive holds exactly the member's data and
// nobody else's, its one-time link works once and only for its member, and closing the account
// leaves no personal data in the tables the privacy page lists, keeps the audit entries with the
// actor pseudonymised, ends the sessions and frees the address.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { recordAudit } from '../../shared/record-audit.js';
import { createStorage } from '../../storage/create-storage.js';
import type { DocumentStorage } from '../../storage/storage.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { AuditAction, AuditScope, AuditSubjectKind } from '../../values/audit-values.js';
import { ConnectionStatus } from '../../values/connection-status.js';
import { ContactVisibility } from '../../values/contact-visibility.js';
import { DocumentStatus } from '../../values/document-status.js';
import { RsvpStatus } from '../../values/event-values.js';
import { Role } from '../../values/role.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { hashPassword } from '../auth/index.js';
import { prepareAccountMail } from '../users/worker.js';
import { DELETED_WITH_ACCOUNT, formerMemberName } from './close-account.service.js';
import { prepareDataExport } from './worker.js';

const PASSWORD = 'Lantern-Quiver-Basalt-91';

let gateway: TestGateway;
let storageDir: string;
let storage: DocumentStorage;
let passwordHash: string;

interface Member {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  token: string;
}

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-my-data-'));
  gateway = await startTestGateway({
    seed: true,
    config: { storage: { driver: 'local', dir: storageDir } },
  });
  storage = createStorage({ driver: 'local', dir: storageDir }, []);
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await gateway?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const db = () => tablesOf(gateway.orm.em.fork());
const cookies = (token: string) => ({ [SESSION_COOKIE_NAME]: token });

/** A member with a profile (phone) and a session, each with words of their own to look for. */
async function member(label: string): Promise<Member> {
  const id = randomUUID();
  const tag = id.slice(0, 8);
  const fullName = `${label} Warsame ${tag}`;
  const email = `${label.toLowerCase()}-${tag}@example.org`;
  const phone = `+25261${String(Number.parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;
  await db()
    .insertInto('users')
    .values({
      id,
      full_name: fullName,
      username: `${label.toLowerCase()}-${tag}`,
      email,
      bio: `Bio of ${fullName}`,
      role: Role.MEMBER,
      password_hash: passwordHash,
      created_at: new Date().toISOString(),
    })
    .execute();
  await db()
    .insertInto('member_profiles')
    .values({
      user_id: id,
      title: 'Advocate',
      practice_areas: [],
      languages: [],
      city: 'Hargeisa',
      phone,
      phone_visibility: ContactVisibility.MEMBERS,
      email_visibility: ContactVisibility.MEMBERS,
      updated_at: new Date().toISOString(),
    })
    .execute();
  const token = await signInAs(gateway.app, email, PASSWORD);
  return { id, fullName, email, phone, token };
}

async function message(from: Member, to: Member, content: string) {
  await db()
    .insertInto('messages')
    .values({
      id: randomUUID(),
      sender_id: from.id,
      recipient_id: to.id,
      subject: null,
      content,
      read_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function document(owner: Member, bytes: string) {
  const key = randomUUID();
  await storage.put(key, Readable.from([Buffer.from(bytes)]), 'text/plain');
  const id = randomUUID();
  await db()
    .insertInto('documents')
    .values({
      id,
      title: `Notes of ${owner.fullName}`,
      description: null,
      media_type: 'text/plain',
      file_name: `${owner.id.slice(0, 8)}.txt`,
      size: bytes.length,
      checksum: 'x'.repeat(64),
      storage_key: key,
      uploader_id: owner.id,
      practice_area_id: null,
      downloads: 0,
      created_at: new Date().toISOString(),
      status: DocumentStatus.AVAILABLE,
      scan_signature: null,
      scanned_at: null,
    })
    .execute();
  return { id, key };
}

async function discussion(author: Member, content: string) {
  const id = randomUUID();
  await db()
    .insertInto('discussions')
    .values({
      id,
      title: `A question of ${author.id.slice(0, 8)}`,
      content,
      author_id: author.id,
      practice_area_id: null,
      created_at: new Date().toISOString(),
      last_activity_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** What the worker does: the archive, then the e-mail's token as the mail job mints it. */
async function prepare(exportId: string): Promise<string> {
  const mailId = await prepareDataExport(gateway.orm.em.fork(), storage, exportId);
  if (!mailId) throw new Error('nothing prepared');
  const mail = await prepareAccountMail(gateway.orm.em.fork(), mailId);
  if (!mail?.token) throw new Error('no link minted');
  return mail.token;
}

async function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

const download = (token: string, session?: string) =>
  gateway.app.inject({
    url: `/api/me/data-export/download/${token}`,
    cookies: session ? cookies(session) : {},
  });

describe('download my data', () => {
  it('holds exactly the member’s data and files, and nobody else’s', async () => {
    const ayan = await member('Ayan');
    const bile = await member('Bile');
    const cawo = await member('Cawo');
    await message(ayan, bile, 'Ayan to Bile: the hearing moved');
    await message(bile, ayan, 'Bile to Ayan: thank you');
    await message(bile, cawo, 'Bile to Cawo: private matter');
    await discussion(ayan, 'Ayan asks about the bar exam');
    await discussion(bile, 'Bile asks about fees');
    const ayanFile = await document(ayan, 'Ayan’s own notes');
    await document(bile, 'Bile’s secret notes');

    const asked = await gateway.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      cookies: cookies(ayan.token),
    });
    expect(asked.statusCode).toBe(202);
    const requested = asked.json<{ export: { id: string; state: string } }>().export;
    expect(requested.state).toBe('preparing');
    // The row is the record, written before the answer.
    const row = await db()
      .selectFrom('data_exports')
      .selectAll()
      .where('id', '=', requested.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ayan.id);

    // Once a day: a second request is refused with the wait.
    const again = await graphql(gateway.app, 'mutation { requestDataExport { id } }', {
      token: ayan.token,
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    const token = await prepare(requested.id);
    const state = await graphql<{ myDataExport: { state: string; expiresAt: string } }>(
      gateway.app,
      '{ myDataExport { state expiresAt } }',
      { token: ayan.token },
    );
    expect(state.body.data?.myDataExport.state).toBe('READY');
    const expires = new Date(state.body.data?.myDataExport.expiresAt ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const response = await download(token, ayan.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = await unzip(response.rawPayload);
    const dataText = entries.get('data.json')?.toString('utf8') ?? '';
    const data = JSON.parse(dataText);
    expect(data.account.email).toBe(ayan.email);
    expect(data.memberProfile.phone).toBe(ayan.phone);
    expect(data.messages.map((m: { content: string }) => m.content).sort()).toEqual([
      'Ayan to Bile: the hearing moved',
      'Bile to Ayan: thank you',
    ]);
    expect(data.discussions.map((d: { content: string }) => d.content)).toEqual([
      'Ayan asks about the bar exam',
    ]);
    expect(data.securityEvents.length).toBeGreaterThan(0);
    // Nothing of the others' own: not Bile's phone, e-mail, discussion, file or other messages.
    for (const other of [bile.phone, bile.email, cawo.email, 'Bile asks about fees', 'private']) {
      expect(dataText).not.toContain(other);
    }
    expect(dataText).not.toContain('password_hash');
    const files = [...entries.keys()].filter((name) => name !== 'data.json');
    expect(files).toEqual([`documents/${ayanFile.id}/${ayan.id.slice(0, 8)}.txt`]);
    expect(entries.get(files[0] ?? '')?.toString('utf8')).toBe('Ayan’s own notes');
  });

  it('opens once, only for its member signed in', async () => {
    const ayan = await member('Ayan');
    const bile = await member('Bile');
    const asked = await gateway.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      cookies: cookies(ayan.token),
    });
    const token = await prepare(asked.json<{ export: { id: string } }>().export.id);

    expect((await download(token)).statusCode).toBe(401);
    // Another member's session: refused, and the link stays unused for its member.
    expect((await download(token, bile.token)).statusCode).toBe(404);
    expect((await download('made-up-token', ayan.token)).statusCode).toBe(404);
    expect((await download(token, ayan.token)).statusCode).toBe(200);
    expect((await download(token, ayan.token)).statusCode).toBe(404);
    const state = await gateway.app.inject({
      url: '/api/me/data-export',
      cookies: cookies(ayan.token),
    });
    expect(state.json().export.state).toBe('downloaded');
  });

  it('stores the whole archive and its true size, however late the storage starts reading', async () => {
    const deqa = await member('Deqa');
    await document(deqa, 'Notes kept for the archive. '.repeat(400));
    const asked = await gateway.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      cookies: cookies(deqa.token),
    });
    const exportId = asked.json<{ export: { id: string } }>().export.id;
    // A storage that takes its time before it reads (as a remote one may, or a local one making
    // its folder on a busy disk): nothing the archive wrote meanwhile may go missing.
    const late: DocumentStorage = Object.assign(Object.create(storage) as DocumentStorage, {
      put: async (key: string, body: Readable, type: string) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await storage.put(key, body, type);
      },
    });
    expect(await prepareDataExport(gateway.orm.em.fork(), late, exportId)).toBeTruthy();
    const row = await db()
      .selectFrom('data_exports')
      .select(['storage_key', 'size'])
      .where('id', '=', exportId)
      .executeTakeFirstOrThrow();
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(row.storage_key ?? ''))
      chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    expect(stored.length).toBe(Number(row.size));
    const entries = await unzip(stored);
    expect(entries.has('data.json')).toBe(true);
  });

  it('gives the link back when a download is cut short, and a whole one uses it up', async () => {
    const awil = await member('Awil');
    const asked = await gateway.app.inject({
      method: 'POST',
      url: '/api/me/data-export',
      cookies: cookies(awil.token),
    });
    const exportId = asked.json<{ export: { id: string } }>().export.id;
    const token = await prepare(exportId);
    // An archive larger than the sockets' buffers, so that the member's side can leave mid-way.
    const { storage_key: key } = await db()
      .selectFrom('data_exports')
      .select('storage_key')
      .where('id', '=', exportId)
      .executeTakeFirstOrThrow();
    const size = 32 * 1024 * 1024;
    await storage.put(key ?? '', Readable.from([randomBytes(size)]), 'application/zip');
    await db().updateTable('data_exports').set({ size }).where('id', '=', exportId).execute();
    const address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });

    const firstBytes = await new Promise<number>((resolve, reject) => {
      const request = httpGet(
        `${address}/api/me/data-export/download/${token}`,
        { headers: { cookie: `${SESSION_COOKIE_NAME}=${awil.token}` } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`answered ${response.statusCode}`));
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.length);
          });
        },
      );
      request.on('error', () => undefined);
    });
    expect(firstBytes).toBeLessThan(size);
    const state = async () =>
      (
        await gateway.app.inject({ url: '/api/me/data-export', cookies: cookies(awil.token) })
      ).json<{ export: { state: string } }>().export.state;
    await vi.waitFor(async () => expect(await state()).toBe('ready'), { timeout: 10_000 });

    const whole = await download(token, awil.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(size);
    expect(await state()).toBe('downloaded');
    expect((await download(token, awil.token)).statusCode).toBe(404);
    // Handed over whole, the archive is not kept.
    await vi.waitFor(() => expect(storage.get(key ?? '')).rejects.toThrow(), { timeout: 10_000 });
  });

  it('is the browser’s: no access token reads or asks for it', async () => {
    const staff = DEMO_ACCOUNTS.find((account) => account.role === Role.ADMIN);
    if (!staff) throw new Error('no demo admin');
    const admin = await signInAs(gateway.app, staff.email, DEMO_PASSWORD);
    const created = await graphql<{ createApiToken: { token: string } }>(
      gateway.app,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
      { token: admin, variables: { input: { name: 'Sync', scopes: ['READ'] } } },
    );
    const bearer = created.body.data?.createApiToken.token ?? '';
    const response = await gateway.app.inject({
      url: '/api/me/data-export',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.statusCode).toBe(403);
    expect((await gateway.app.inject({ url: '/api/me/data-export' })).statusCode).toBe(401);
  });
});

describe('close my account', () => {
  it('gives their places at events still to come back, and keeps past answers', async () => {
    const ayan = await member('Ayan');
    const event = async (inHours: number) => {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db()
        .insertInto('content_submissions')
        .values({
          id,
          type: SubmissionType.EVENT,
          status: SubmissionStatus.APPROVED,
          author_id: ayan.id,
          title: `Event ${id.slice(0, 6)}`,
          content: 'A session on arbitration.',
          category: 'workshop',
          event_date: new Date(Date.now() + inHours * 3_600_000).toISOString(),
          registration_required: true,
          max_attendees: 1,
          decided_at: now,
          queued_at: now,
          created_at: now,
        } as never)
        .execute();
      await db()
        .insertInto('event_rsvps')
        .values({
          id: randomUUID(),
          event_id: id,
          user_id: ayan.id,
          status: RsvpStatus.GOING,
          answered_at: now,
          created_at: now,
        } as never)
        .execute();
      return id;
    };
    const coming = await event(48);
    const past = await event(-48);
    const closed = await graphql<{ closeAccount: boolean }>(
      gateway.app,
      'mutation ($input: CloseAccountInput!) { closeAccount(input: $input) }',
      { token: ayan.token, variables: { input: { currentPassword: PASSWORD } } },
    );
    expect(closed.body).toEqual({ data: { closeAccount: true } });
    const answers = await db()
      .selectFrom('event_rsvps')
      .select(['event_id', 'status'])
      .where('user_id', '=', ayan.id)
      .execute();
    expect(Object.fromEntries(answers.map((row) => [row.event_id, row.status]))).toEqual({
      [coming]: RsvpStatus.CANCELLED,
      [past]: RsvpStatus.GOING,
    });
  });

  it('needs the password, naming the field', async () => {
    const ayan = await member('Ayan');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/me/close-account',
      payload: { currentPassword: 'not-the-password' },
      cookies: cookies(ayan.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('currentPassword');
    const anonymous = await gateway.app.inject({
      method: 'POST',
      url: '/api/me/close-account',
      payload: { currentPassword: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves no personal data, keeps the audit with a pseudonym, and ends the sessions', async () => {
    const ayan = await member('Ayan');
    const bile = await member('Bile');
    const other = await signInAs(gateway.app, ayan.email, PASSWORD);
    await message(ayan, bile, `From ${ayan.fullName}`);
    await message(bile, ayan, 'A reply');
    const kept = await discussion(ayan, 'A question the association keeps');
    const file = await document(ayan, 'notes');
    await db()
      .insertInto('connections')
      .values({
        id: randomUUID(),
        requester_id: ayan.id,
        addressee_id: bile.id,
        status: ConnectionStatus.ACCEPTED,
        created_at: new Date().toISOString(),
        responded_at: null,
      })
      .execute();
    await db()
      .insertInto('membership_applications')
      .values({
        id: randomUUID(),
        full_name: ayan.fullName,
        email: ayan.email,
        phone: ayan.phone,
        bar_number: 'SBA-1234',
        specialization: null,
        city: null,
        message: `I am ${ayan.fullName}`,
        status: 'approved',
        created_at: new Date().toISOString(),
      })
      .execute();
    // An act of theirs in the audit trail, which is kept.
    await recordAudit(gateway.orm.em.fork(), {
      actorId: ayan.id,
      action: AuditAction.CONSULTATION_ANSWERED,
      subjectKind: AuditSubjectKind.CONSULTATION,
      subjectId: randomUUID(),
      scope: AuditScope.ADMIN,
    });

    const closed = await graphql<{ closeAccount: boolean }>(
      gateway.app,
      'mutation ($input: CloseAccountInput!) { closeAccount(input: $input) }',
      { token: ayan.token, variables: { input: { currentPassword: PASSWORD } } },
    );
    expect(closed.body).toEqual({ data: { closeAccount: true } });
    const cleared = closed.response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cleared?.value).toBe('');

    // Every session ends, this one and the other.
    for (const session of [ayan.token, other]) {
      const me = await gateway.app.inject({ url: '/api/news', cookies: cookies(session) });
      expect(me.statusCode).toBe(401);
    }
    const signIn = await gateway.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: ayan.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // No table the privacy page lists holds their e-mail, name or phone any more (a row's
    // text); those it empties hold no row of theirs at all (their id, in any column).
    const deleted = new Set<string>(DELETED_WITH_ACCOUNT.map(([table]) => table));
    const listed = [
      'users',
      'lawyer_profiles',
      'membership_applications',
      'invitations',
      'contact_messages',
      ...deleted,
    ];
    const words = [ayan.email, ayan.fullName, ayan.phone];
    for (const table of listed) {
      const found = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} t
        where ${sql.join(
          [...words, ...(deleted.has(table) ? [ayan.id] : [])].map(
            (word) => sql`t::text ilike ${`%${word}%`}`,
          ),
          sql` or `,
        )}`.execute(gateway.orm.em.fork().getKysely());
      expect({ table, count: Number(found.rows[0]?.count) }).toEqual({ table, count: 0 });
    }
    // The row stays (for what is kept), pseudonymised; their post stays, theirs no more.
    const user = await db()
      .selectFrom('users')
      .select(['full_name', 'email', 'closed_at'])
      .where('id', '=', ayan.id)
      .executeTakeFirstOrThrow();
    expect(user.full_name).toBe(formerMemberName(ayan.id));
    expect(user.closed_at).not.toBeNull();
    const post = await db()
      .selectFrom('discussions')
      .select('author_id')
      .where('id', '=', kept)
      .executeTakeFirst();
    expect(post?.author_id).toBe(ayan.id);
    await expect(storage.get(file.key)).rejects.toThrow();
    // Out of the directory, by either name.
    for (const search of [ayan.fullName, formerMemberName(ayan.id)]) {
      const listed = await graphql<{ members: { id: string }[] }>(
        gateway.app,
        'query ($search: String) { members(search: $search) { id } }',
        { token: bile.token, variables: { search } },
      );
      expect(listed.body.data?.members).toEqual([]);
    }

    // The audit trail keeps their acts, the actor shown by the pseudonym, and records the closing.
    const staff = DEMO_ACCOUNTS.find((account) => account.role === Role.ADMIN);
    if (!staff) throw new Error('no demo admin');
    const admin = await signInAs(gateway.app, staff.email, DEMO_PASSWORD);
    const audit = await gateway.app.inject({
      url: '/api/admin/audit',
      query: { actor: ayan.id },
      cookies: cookies(admin),
    });
    const entries = audit.json<{
      entries: { action: string; actor: { fullName: string; email: string } }[];
    }>().entries;
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'account.closed',
      'consultation.answered',
    ]);
    for (const entry of entries) {
      expect(entry.actor.fullName).toBe(formerMemberName(ayan.id));
      expect(entry.actor.email).not.toBe(ayan.email);
    }

    // The address is free: it may apply again.
    const application = await gateway.app.inject({
      method: 'POST',
      url: '/api/membership-applications',
      payload: { fullName: ayan.fullName, email: ayan.email, barNumber: 'SBA-9876' },
    });
    expect(application.statusCode).toBe(201);
  });
});
