// F4 of issue 26, a scan that cannot be sidestepped: a gateway with a real clamd of its own
// (own-clamd.ts, the limits of ops/clamav/clamd.conf). The finding's DOCX and a zip bomb are
// refused at upload; a file that clamd refuses for its length is quarantined at the first scan,
// not retried for ever.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../exports/db.js';
import { SESSION_COOKIE_NAME } from '../../http/session-cookie.js';
import { SEED_MEMBERS } from '../../seed/members.data.js';
import { samplePng } from '../../seed/sample-files.js';
import { createStorage } from '../../storage/create-storage.js';
import { type UploadFile, uploadDocuments } from '../../test/multipart.js';
import { OwnClamd } from '../../test/own-clamd.js';
import { signInAs, startTestGateway, type TestGateway } from '../../test/test-gateway.js';
import { findingDocx, zipBombDocx } from '../../test/zip-files.js';
import { Role } from '../../values/role.js';
import { scanDocument } from './document-scan.js';
import { type ScannerConfig, STREAM_LIMIT_SIGNATURE } from './virus-scanner.js';

const MiB = 1024 * 1024;
const member = DEMO_ACCOUNTS.find((account) => account.role === Role.MEMBER);

let clamd: OwnClamd;
let scanner: ScannerConfig;
let gateway: TestGateway;
let storageDir: string;
let memberToken: string;
let otherToken: string;

beforeAll(async () => {
  clamd = await OwnClamd.create();
  scanner = { kind: 'tcp', host: '127.0.0.1', port: clamd.port, timeoutMs: 60_000 };
  storageDir = await mkdtemp(join(tmpdir(), 'portal-scan-bypass-'));
  gateway = await startTestGateway({
    seed: true,
    config: {
      storage: { driver: 'local', dir: storageDir },
      scanner,
      // Files past clamd's StreamMaxLength (100M) get through to the scan here, as they would
      // where UPLOAD_MAX_FILE_BYTES was raised above it.
      documentLimits: {
        maxFileBytes: 120 * MiB,
        maxFiles: 5,
        quotaBytes: 1024 * MiB,
        filesPerHour: 1_000,
      },
    },
  });
  memberToken = await signInAs(gateway.app, member?.email ?? '', DEMO_PASSWORD);
  otherToken = await signInAs(
    gateway.app,
    `${SEED_MEMBERS[0]?.username}@example.org`,
    DEMO_PASSWORD,
  );
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await clamd?.destroy();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const upload = (file: UploadFile) => uploadDocuments(gateway.app, memberToken, [file]);

/** The member's documents and the files in storage. */
async function kept(): Promise<{ rows: number; files: number }> {
  const { count } = await tablesOf(gateway.orm.em.fork())
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.uploader_id')
    .where('users.email', '=', member?.email ?? '')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  let files = 0;
  for (const folder of await readdir(storageDir).catch(() => [] as string[])) {
    files += (await readdir(join(storageDir, folder))).length;
  }
  return { rows: Number(count), files };
}

describe('archives checked at upload (F4)', () => {
  it("refuses the finding's DOCX (EICAR after 110 MiB of zeros) with 413, keeping nothing", async () => {
    const before = await kept();
    const response = await upload({ name: 'brief.docx', data: await findingDocx() });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'ARCHIVE_TOO_LARGE', fileName: 'brief.docx' });
    expect(response.json().message).toMatch(/"brief\.docx" was refused: unpacked, .* 100 MB/);
    // No row and no file: there is nothing another member could ever list or download.
    expect(await kept()).toEqual(before);
  });

  it('refuses a zip bomb (300 MiB in ~300 KB) with 413, keeping nothing', async () => {
    const before = await kept();
    const bomb = await zipBombDocx();
    const response = await upload({ name: 'bomb.docx', data: bomb });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'ARCHIVE_TOO_LARGE', fileName: 'bomb.docx' });
    expect(await kept()).toEqual(before);
  });
});

describe('clamd limits (F4)', () => {
  it("quarantines a file past clamd's StreamMaxLength at the first scan, never retried", async () => {
    // A PNG followed by 101 MiB: clamd stops reading at 100M ("INSTREAM size limit exceeded").
    const data = Buffer.concat([samplePng(), Buffer.alloc(101 * MiB)]);
    const response = await upload({ name: 'scan.png', data });
    expect(response.statusCode, response.body).toBe(201);
    const [document] = response.json<{ id: string; status: string }[]>();
    expect(document?.status).toBe('scanning');
    const id = document?.id ?? '';

    const target = { em: gateway.orm.em.fork(), log: gateway.app.log };
    const storage = createStorage(gateway.config.storage);
    expect(await scanDocument(target, storage, scanner, id)).toMatchObject({
      outcome: 'quarantined',
      signature: STREAM_LIMIT_SIGNATURE,
    });
    // A second run (a retry, the sweep) finds it decided.
    expect(await scanDocument(target, storage, scanner, id)).toEqual({
      outcome: 'skipped',
      status: 'quarantined',
    });
    const download = await gateway.app.inject({
      url: `/api/documents/${id}/download`,
      cookies: { [SESSION_COOKIE_NAME]: otherToken },
    });
    expect(download.statusCode).toBe(403);
  });
});
