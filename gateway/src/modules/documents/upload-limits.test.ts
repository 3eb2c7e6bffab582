// The per-member storage quota (UPLOAD_QUOTA_BYTES) and hourly rate (UPLOAD_RATE_FILES_PER_HOUR):
// refused before anything is kept, shown through documentUploadLimits, reported as security
// events; a gateway of its own with small limits.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_PASSWORD } from '../../exports/db.js';
import { samplePdf } from '../../seed/sample-files.js';
import { type UploadFile, uploadDocuments } from '../../test/multipart.js';
import { graphql, signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { SecurityEventType } from '../security-log/index.js';

const QUOTA = 20_000;
const PER_HOUR = 3;

let gateway: TestGateway;
let storageDir: string;

/** The member's newest upload refusal in the security log. */
async function lastRefusal(memberId: string) {
  return tablesOf(gateway.orm.em.fork())
    .selectFrom('security_events')
    .select(['type', 'actor_id', 'details'])
    .where('type', '=', SecurityEventType.UPLOAD_REFUSED)
    .where('actor_id', '=', memberId)
    .orderBy('occurred_at', 'desc')
    .executeTakeFirst();
}

/** Members of the demo data who have no document yet: each test starts from nothing used. */
async function freshMember(): Promise<{ token: string; id: string }> {
  const rows = await gateway.orm.em
    .fork()
    .getConnection()
    .execute(
      `select u.id, u.email from users u where u.role = 'member'
         and not exists (select 1 from documents d where d.uploader_id = u.id)
       order by u.email limit 1`,
    );
  const row = rows[0] as { id: string; email: string };
  // Marks the member as taken, for the next call.
  await upload(await signInAs(gateway.app, row.email, DEMO_PASSWORD), [
    { name: 'first.txt', data: Buffer.from('x') },
  ]);
  return { token: await signInAs(gateway.app, row.email, DEMO_PASSWORD), id: row.id };
}

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'portal-documents-limits-'));
  gateway = await startTestGateway({
    seed: true,
    config: {
      storage: { driver: 'local', dir: storageDir },
      documentLimits: {
        maxFileBytes: 1024 * 1024,
        maxFiles: 5,
        quotaBytes: QUOTA,
        filesPerHour: PER_HOUR,
      },
    },
  });
});

afterAll(async () => {
  await gateway?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const upload = (token: string, files: UploadFile[]) => uploadDocuments(gateway.app, token, files);

async function limits(token: string) {
  const { body } = await graphql<{
    documentUploadLimits: {
      quotaBytes: number;
      usedBytes: number;
      filesPerHour: number;
      filesLeftThisHour: number;
      scanned: boolean;
    };
  }>(
    gateway.app,
    '{ documentUploadLimits { quotaBytes usedBytes filesPerHour filesLeftThisHour scanned } }',
    { token },
  );
  return body.data?.documentUploadLimits;
}

async function kept(memberId: string): Promise<{ rows: number; files: number }> {
  const rows = await gateway.orm.em
    .fork()
    .getConnection()
    .execute('select count(*)::int as n from documents where uploader_id = ?', [memberId]);
  const folders = await readdir(storageDir).catch(() => [] as string[]);
  let files = 0;
  for (const folder of folders) files += (await readdir(join(storageDir, folder))).length;
  return { rows: rows[0]?.n as number, files };
}

describe('storage quota', () => {
  it('shows what is used, and refuses a file past the quota with 413, keeping nothing', async () => {
    const { token, id } = await freshMember();
    expect(await limits(token)).toEqual({
      quotaBytes: QUOTA,
      usedBytes: 1,
      filesPerHour: PER_HOUR,
      filesLeftThisHour: PER_HOUR - 1,
      scanned: false,
    });
    const pdf = samplePdf(['Brief']);
    expect((await upload(token, [{ name: 'brief.pdf', data: pdf }])).statusCode).toBe(201);
    expect(await limits(token)).toMatchObject({ usedBytes: 1 + pdf.length, filesLeftThisHour: 1 });

    const before = await kept(id);
    const big = Buffer.alloc(QUOTA, 'a');
    const response = await upload(token, [{ name: 'big.txt', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', fileName: 'big.txt' });
    expect(response.json().message).toMatch(/your storage quota of 20 KB \(.* used\)/);
    expect(await kept(id)).toEqual(before);
    expect(await lastRefusal(id)).toMatchObject({
      type: 'upload.refused',
      actor_id: id,
      details: { fileName: 'big.txt', status: 413, code: 'QUOTA_EXCEEDED' },
    });
  });
});

describe('upload rate', () => {
  it('refuses the file past the hourly rate with 429 and Retry-After, keeping nothing', async () => {
    const { token, id } = await freshMember();
    const two = await upload(token, [
      { name: 'a.txt', data: Buffer.from('a') },
      { name: 'b.txt', data: Buffer.from('b') },
    ]);
    expect(two.statusCode, two.body).toBe(201);
    expect(await limits(token)).toMatchObject({ filesLeftThisHour: 0 });
    const before = await kept(id);
    const response = await upload(token, [{ name: 'c.txt', data: Buffer.from('c') }]);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', fileName: 'c.txt' });
    expect(response.json().message).toMatch(/at most 3 files per hour/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await kept(id)).toEqual(before);
    expect(await lastRefusal(id)).toMatchObject({ details: { code: 'RATE_LIMITED' } });
  });

  it('holds across parallel uploads: of two that together pass the rate, one is refused', async () => {
    const { token, id } = await freshMember();
    const files = (tag: string) => [
      { name: `${tag}-1.txt`, data: Buffer.from(tag) },
      { name: `${tag}-2.txt`, data: Buffer.from(tag) },
    ];
    const answers = await Promise.all([upload(token, files('x')), upload(token, files('y'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect((await kept(id)).rows).toBe(3);
  });
});
