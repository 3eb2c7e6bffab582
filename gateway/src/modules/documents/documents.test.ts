import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { SEED_MEMBERS } from '../../seed/members.data.js';
import { sampleDocx, samplePdf, samplePng, sampleXlsx } from '../../seed/sample-files.js';
import { multipart, type UploadFile } from '../../test/multipart.js';
import { eicar } from '../../test/own-clamd.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { Role } from '../../values/role.js';

const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);
const moderator = DEMO_ACCOUNTS.find((account) => account.role === Role.MODERATOR);
const otherMember = SEED_MEMBERS[0];
// Past Fastify's 1 MiB body limit, which must not apply to uploads.
const MAX_FILE_BYTES = 1536 * 1024;

let gateway: TestGateway;
let storageDir: string;
let memberToken: string;
let moderatorToken: string;
let otherToken: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-documents-'));
  gateway = await startTestGateway({
    seed: true,
    config: {
      storage: { driver: 'local', dir: storageDir },
      documentLimits: {
        maxFileBytes: MAX_FILE_BYTES,
        maxFiles: 5,
        quotaBytes: 1024 * 1024 * 1024,
        filesPerHour: 1_000,
      },
    },
  });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  moderatorToken = await signInAs(gateway.app, moderator?.email ?? '', DEMO_PASSWORD);
  otherToken = await signInAs(gateway.app, `${otherMember?.username}@example.org`, DEMO_PASSWORD);
});

afterAll(async () => {
  await gateway.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function upload(
  fields: Record<string, string>,
  files: UploadFile[],
  token: string | null = memberToken,
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = multipart(fields, files);
  return gateway.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: { ...headers, ...extraHeaders },
    cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
  });
}

function download(id: string, token: string | null = memberToken) {
  return gateway.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/download`,
    cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
  });
}

async function storedFiles(): Promise<string[]> {
  const folders = await readdir(storageDir).catch(() => [] as string[]);
  const files: string[] = [];
  for (const folder of folders) files.push(...(await readdir(join(storageDir, folder))));
  return files;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface RestDocument {
  id: string;
  title: string;
  description: string | null;
  fileType: string;
  fileName: string;
  size: number;
  uploadedBy: { fullName: string };
  downloads: number;
  createdAt: string;
  practiceAreaId: string | null;
  practiceArea: { id: string; name: string } | null;
}

async function practiceAreaId(slug: string): Promise<string> {
  const { body } = await graphql<{ practiceAreas: { id: string; slug: string }[] }>(
    gateway.app,
    '{ practiceAreas { id slug } }',
    { token: memberToken },
  );
  const area = body.data?.practiceAreas.find((candidate) => candidate.slug === slug);
  if (!area) throw new Error(`no area ${slug}`);
  return area.id;
}

describe('POST /api/documents', () => {
  it('stores a PDF under a generated name and answers the document', async () => {
    const pdf = samplePdf(['Power of attorney']);
    const areaId = await practiceAreaId('family');
    const before = await storedFiles();
    const response = await upload(
      {
        title: 'Power of attorney template',
        description: 'For family cases',
        practiceAreaId: areaId,
      },
      [{ name: 'power-of-attorney.pdf', data: pdf, type: 'application/pdf' }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const [document] = response.json<RestDocument[]>();
    expect(document).toMatchObject({
      title: 'Power of attorney template',
      description: 'For family cases',
      fileType: 'application/pdf',
      fileName: 'power-of-attorney.pdf',
      size: pdf.length,
      uploadedBy: { fullName: member?.fullName },
      downloads: 0,
      // No ClamAV configured here: available at once (README, "Document library").
      status: 'available',
      practiceAreaId: areaId,
      practiceArea: { id: areaId, name: 'Family Law' },
    });
    const after = await storedFiles();
    const added = after.filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(added[0]).not.toContain('power');
    const row = await gateway.orm.em
      .fork()
      .getConnection()
      .execute('select checksum, storage_key from documents where id = ?', [document?.id]);
    expect(row[0]?.checksum).toBe(sha256(pdf));
    expect(row[0]?.storage_key).toBe(added[0]);
  });

  it('makes one document per file when several are sent, titled by file', async () => {
    const response = await upload({ title: '' }, [
      { name: 'fees.xlsx', data: sampleXlsx([['a', 'b']]) },
      { name: 'letter.docx', data: sampleDocx(['Dear court']) },
      { name: 'stamp.png', data: samplePng() },
      { name: 'contacts.csv', data: Buffer.from('name,phone\nAmina,123\n') },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const documents = response.json<RestDocument[]>();
    expect(documents.map((document) => [document.title, document.fileType])).toEqual([
      ['fees', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['letter', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['stamp', 'image/png'],
      ['contacts', 'text/csv'],
    ]);
  });

  it('refuses a renamed HTML file with 415 naming it, and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload({ title: 'Contract' }, [
      {
        name: 'contract.pdf',
        data: Buffer.from('<!doctype html><script>alert(1)</script>'),
        type: 'application/pdf',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fileName: 'contract.pdf',
    });
    expect(response.json().message).toMatch(/contract\.pdf.*HTML/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses names that run programs (.bat, .com, EICAR as .pdf) with 415 naming the file', async () => {
    const before = await storedFiles();
    const count = await countRows();
    const script = Buffer.from('@echo off\r\nformat c: /q\r\n');
    const eicarText = Buffer.from(eicar());
    for (const [name, data, pattern] of [
      ['run-me.bat', script, /"run-me\.bat".*\.bat files .*never accepted/],
      ['eicar.com', eicarText, /"eicar\.com".*never accepted/],
      ['eicar.pdf', eicarText, /"eicar\.pdf" is a TXT file, so its name must end in \.txt/],
    ] as const) {
      const response = await upload({}, [{ name, data }]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fileName: name });
      expect(response.json().message).toMatch(pattern);
    }
    expect(await storedFiles()).toEqual(before);
    expect(await countRows()).toBe(count);
  });

  it('removes direction overrides and control characters from names before judging them', async () => {
    const disguised = await upload({}, [{ name: 'invoice\u202Efdp.bat', data: samplePdf(['x']) }]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().fileName).toBe('invoicefdp.bat');

    const name = 'con\u202Atract\u2066\u200F\u0085\u0007 2026\u2069.pdf';
    const created = await upload({}, [{ name, data: samplePdf(['contract']) }]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<RestDocument[]>()[0]?.fileName).toBe('contract 2026.pdf');
  });

  it('checks the whole of a text file for markup, not only its first 256 KiB', async () => {
    const before = await storedFiles();
    const late = Buffer.concat([
      Buffer.from('Minutes of the meeting\n'),
      Buffer.alloc(300 * 1024, 'a'),
      Buffer.from('\n<script>document.location="https://evil.example"</script>\n'),
    ]);
    const response = await upload({}, [{ name: 'late.txt', data: late }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fileName: 'late.txt' });
    expect(response.json().message).toMatch(/HTML/);
    expect(await storedFiles()).toEqual(before);

    const long = Buffer.concat([Buffer.alloc(600 * 1024, 'b'), Buffer.from('\n1 < 2 and 3 > 2\n')]);
    const fine = await upload({}, [{ name: 'long.txt', data: long }]);
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('refuses a file past the size limit with 413, and keeps none of the request', async () => {
    const before = await storedFiles();
    const count = await countRows();
    const big = Buffer.concat([samplePdf(['big']), Buffer.alloc(MAX_FILE_BYTES, 32)]);
    const response = await upload({}, [
      { name: 'small.pdf', data: samplePdf(['small']) },
      { name: 'big.pdf', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fileName: 'big.pdf' });
    expect(response.json().message).toContain('1.5 MB');
    expect(await storedFiles()).toEqual(before);
    expect(await countRows()).toBe(count);
  });

  it('answers a refusal over a real connection while the client is still sending', async () => {
    const address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const page = Buffer.concat([
        Buffer.from('<!doctype html><html><body>'),
        Buffer.alloc(4 * 1024 * 1024, 97),
      ]);
      const { payload, headers } = multipart({}, [{ name: 'big-page.pdf', data: page }]);
      const response = await fetch(`${address}/api/documents`, {
        method: 'POST',
        body: payload,
        headers: { ...headers, cookie: `${SESSION_COOKIE_NAME}=${memberToken}` },
        signal: AbortSignal.timeout(20_000),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { fileName: string }).fileName).toBe('big-page.pdf');
    } finally {
      // The app (and with it the listening server) is closed after all the tests.
      gateway.app.server.closeAllConnections();
    }
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([
      Buffer.from('x'.repeat(10)),
      Buffer.alloc(MAX_FILE_BYTES - 10, 97),
    ]);
    const response = await upload({}, [{ name: 'exact.txt', data: exact }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RestDocument[]>()[0]?.size).toBe(MAX_FILE_BYTES);
  });

  it('removes the stored files when a field is refused', async () => {
    const before = await storedFiles();
    const response = await upload({ practiceAreaId: randomUUID() }, [
      { name: 'a.pdf', data: samplePdf(['a']) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('practiceAreaId');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 without a file, 401 to anonymous callers and refuses a cross-site form', async () => {
    expect((await upload({ title: 'x' }, [])).statusCode).toBe(400);
    expect((await upload({}, [{ name: 'a.pdf', data: samplePdf(['a']) }], null)).statusCode).toBe(
      401,
    );
    const { payload, headers } = multipart({}, [{ name: 'a.pdf', data: samplePdf(['a']) }]);
    const crossSite = await gateway.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload,
      headers: { 'content-type': headers['content-type'] },
      cookies: { [SESSION_COOKIE_NAME]: memberToken },
    });
    expect(crossSite.statusCode).toBe(400);
    expect(crossSite.json().fields).toHaveProperty('x-requested-with');
  });
});

async function countRows(): Promise<number> {
  const rows = await gateway.orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from documents');
  return rows[0]?.n as number;
}

describe('GET /api/documents/:id/download', () => {
  it('answers the same bytes as an attachment with its name, and counts one download', async () => {
    const pdf = samplePdf(['Notice of appeal']);
    const name = 'Qaybta 2 — الاستئناف.pdf';
    const created = await upload({ title: 'Notice of appeal' }, [{ name, data: pdf }]);
    expect(created.statusCode, created.body).toBe(201);
    const [document] = created.json<RestDocument[]>();
    expect(document?.fileName).toBe(name);

    const response = await download(document?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(pdf.length));
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(name);

    await download(document?.id ?? '', otherToken);
    const { body } = await graphql<{ document: { downloads: number } }>(
      gateway.app,
      'query ($id: UUID!) { document(id: $id) { downloads } }',
      { token: memberToken, variables: { id: document?.id } },
    );
    expect(body.data?.document.downloads).toBe(2);
  });

  it('counts a download once per member per day, however often and concurrently repeated', async () => {
    const created = await upload({}, [{ name: 'busy.pdf', data: samplePdf(['busy']) }]);
    const id = created.json<RestDocument[]>()[0]?.id ?? '';
    const downloads = await Promise.all(Array.from({ length: 8 }, () => download(id)));
    expect(downloads.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    await download(id, otherToken);
    await download(id, otherToken);
    const sql = gateway.orm.em.fork().getConnection();
    const rows = await sql.execute('select downloads from documents where id = ?', [id]);
    expect(rows[0]?.downloads).toBe(2);
    // Yesterday's download by the same member was another member-day.
    await sql.execute(
      'update document_downloads set day = day - 1 where document_id = ? and member_id = (select id from users where email = ?)',
      [id, member?.email],
    );
    await download(id);
    const again = await sql.execute('select downloads from documents where id = ?', [id]);
    expect(again[0]?.downloads).toBe(3);
  });

  it('serves text as text with nosniff, 404 for unknown ids, 400 for malformed ones, 401 anonymous', async () => {
    const created = await upload({}, [{ name: 'notes.txt', data: Buffer.from('plain notes\n') }]);
    const id = created.json<RestDocument[]>()[0]?.id ?? '';
    const text = await download(id);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('plain notes\n');
    expect((await download(randomUUID())).statusCode).toBe(404);
    const malformed = await download('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('id');
    expect((await download(id, null)).statusCode).toBe(401);
  });
});

describe('deleteDocument', () => {
  const DELETE = 'mutation ($id: UUID!) { deleteDocument(id: $id) }';

  async function uploadOne(token = memberToken): Promise<string> {
    const created = await upload({}, [{ name: 'to-delete.pdf', data: samplePdf(['x']) }], token);
    return created.json<RestDocument[]>()[0]?.id ?? '';
  }

  it('refuses another member with FORBIDDEN and keeps the file', async () => {
    const id = await uploadOne();
    const files = await storedFiles();
    const { body } = await graphql(gateway.app, DELETE, { token: otherToken, variables: { id } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await storedFiles()).toEqual(files);
    expect((await download(id)).statusCode).toBe(200);
  });

  it('lets the uploader delete, removing the row and the file', async () => {
    const id = await uploadOne();
    const files = await storedFiles();
    const { body } = await graphql(gateway.app, DELETE, { token: memberToken, variables: { id } });
    expect(body.errors).toBeUndefined();
    expect((await storedFiles()).length).toBe(files.length - 1);
    expect((await download(id)).statusCode).toBe(404);
  });

  it('lets a moderator delete a member document', async () => {
    const id = await uploadOne(otherToken);
    const { body } = await graphql(gateway.app, DELETE, {
      token: moderatorToken,
      variables: { id },
    });
    expect(body.errors).toBeUndefined();
    expect((await download(id)).statusCode).toBe(404);
  });

  it('answers canDelete per viewer', async () => {
    const id = await uploadOne();
    const query = 'query ($id: UUID!) { document(id: $id) { canDelete uploadedBy { fullName } } }';
    const mine = await graphql<{ document: { canDelete: boolean } }>(gateway.app, query, {
      token: memberToken,
      variables: { id },
    });
    const theirs = await graphql<{ document: { canDelete: boolean } }>(gateway.app, query, {
      token: otherToken,
      variables: { id },
    });
    const staff = await graphql<{ document: { canDelete: boolean } }>(gateway.app, query, {
      token: moderatorToken,
      variables: { id },
    });
    expect([
      mine.body.data?.document.canDelete,
      theirs.body.data?.document.canDelete,
      staff.body.data?.document.canDelete,
    ]).toEqual([true, false, true]);
  });
});

describe('documents query', () => {
  it('lists newest first with uploader and area, filters by area slug and by search', async () => {
    const { body } = await graphql<{
      documents: {
        title: string;
        createdAt: string;
        typeLabel: string;
        practiceArea: { slug: string } | null;
      }[];
    }>(
      gateway.app,
      '{ documents(limit: 200) { title createdAt typeLabel practiceArea { slug } } }',
      {
        token: memberToken,
      },
    );
    const all = body.data?.documents ?? [];
    expect(all.length).toBeGreaterThan(5);
    const times = all.map((document) => Date.parse(document.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.some((document) => document.title === 'Constitution of the Bar Association')).toBe(
      true,
    );

    const criminal = await graphql<{ documents: { practiceArea: { slug: string } | null }[] }>(
      gateway.app,
      '{ documents(practiceArea: "criminal") { practiceArea { slug } } }',
      { token: memberToken },
    );
    expect(criminal.body.data?.documents.length).toBeGreaterThan(0);
    expect(
      criminal.body.data?.documents.every((document) => document.practiceArea?.slug === 'criminal'),
    ).toBe(true);

    const found = await graphql<{ documents: { title: string }[] }>(
      gateway.app,
      '{ documents(search: "fee schedul") { title } }',
      { token: memberToken },
    );
    expect(found.body.data?.documents.map((document) => document.title)).toContain(
      'Court fee schedule 2026',
    );
  });

  it('names a bad argument and refuses anonymous callers', async () => {
    const bad = await graphql(
      gateway.app,
      '{ documents(practiceArea: "space", limit: 0) { id } }',
      { token: memberToken },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toMatch(/limit/);
    expect(bad.body.errors?.[0]?.message).toMatch(/practiceArea/);
    const anonymous = await graphql(gateway.app, '{ documents { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await graphql(gateway.app, `{ document(id: "${randomUUID()}") { id } }`, {
      token: memberToken,
    });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/documents', () => {
  const get = (query: string, token: string | null = memberToken) =>
    gateway.app.inject({
      method: 'GET',
      url: `/api/documents${query}`,
      cookies: token ? { [SESSION_COOKIE_NAME]: token } : {},
    });

  it('answers spec §3 shape and honours limit and practiceAreaId', async () => {
    const response = await get('?limit=3');
    expect(response.statusCode).toBe(200);
    const documents = response.json<RestDocument[]>();
    expect(documents).toHaveLength(3);
    for (const document of documents) {
      expect(Object.keys(document)).toEqual(
        expect.arrayContaining([
          'id',
          'title',
          'description',
          'fileType',
          'uploadedBy',
          'downloads',
          'createdAt',
          'practiceAreaId',
        ]),
      );
      expect(typeof document.uploadedBy.fullName).toBe('string');
      expect(Number.isNaN(Date.parse(document.createdAt))).toBe(false);
    }
    const areaId = await practiceAreaId('commercial');
    const commercial = (await get(`?practiceAreaId=${areaId}`)).json<RestDocument[]>();
    expect(commercial.length).toBeGreaterThan(0);
    expect(commercial.every((document) => document.practiceAreaId === areaId)).toBe(true);
  });

  it('answers 400 naming the parameter, and 401 to anonymous callers', async () => {
    const badLimit = await get('?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().fields).toHaveProperty('limit');
    const badArea = await get('?practiceAreaId=nope');
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().fields).toHaveProperty('practiceAreaId');
    expect((await get('', null)).statusCode).toBe(401);
  });
});
