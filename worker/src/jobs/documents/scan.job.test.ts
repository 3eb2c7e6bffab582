// The virus scan end to end: the gateway stores an upload as `scanning` and enqueues its scan,
// the real worker streams it to a real clamd (own-clamd.ts: Debian's clamav-daemon with an
// EICAR-only database built by sigtool) and records the verdict.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@portal/gateway/exports/db';
import {
  EICAR_SIGNATURE,
  eicar,
  graphql,
  multipart,
  OwnClamd,
  samplePdf,
  signInAs,
  type UploadFile,
} from '@portal/gateway/test/testing';
import { createQueue, createRedisConnection, JobName, jobId, QueueName } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline, waitFor } from '../../test/pipeline.js';

const COOKIE = 'portal_session';

let clamd: OwnClamd;
let p: Pipeline;
let storageDir: string;
let otherToken: string;

beforeAll(async () => {
  clamd = await OwnClamd.create();
  storageDir = await mkdtemp(join(tmpdir(), 'portal-scan-'));
  p = await startPipeline({
    config: {
      storage: { driver: 'local', dir: storageDir },
      scanner: { kind: 'tcp', host: '127.0.0.1', port: clamd.port, timeoutMs: 10_000 },
    },
  });
  const { rows } = await p.sql.query<{ email: string }>(
    "select email from users where role = 'member' and id <> $1 order by email limit 1",
    [p.memberId],
  );
  otherToken = await signInAs(p.gateway.app, rows[0]?.email ?? '', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await p?.close();
  await clamd?.destroy();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function upload(file: UploadFile, token = p.tokens.member) {
  const { payload, headers } = multipart({}, [file]);
  const response = await p.gateway.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers,
    cookies: { [COOKIE]: token },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string }[]>()[0] as { id: string; status: string };
}

const download = (id: string, token: string) =>
  p.gateway.app.inject({ url: `/api/documents/${id}/download`, cookies: { [COOKIE]: token } });

async function statusOf(id: string): Promise<{ status: string; storage_key: string }> {
  const { rows } = await p.sql.query('select status, storage_key from documents where id = $1', [
    id,
  ]);
  return rows[0];
}

const whenStatus = (id: string, status: string) =>
  waitFor(async () => (await statusOf(id)).status === status, { what: `document ${status}` });

async function listedIds(token: string): Promise<Map<string, string>> {
  const { body } = await graphql<{ documents: { id: string; status: string }[] }>(
    p.gateway.app,
    '{ documents(limit: 200) { id status } }',
    { token },
  );
  return new Map((body.data?.documents ?? []).map((doc) => [doc.id, doc.status]));
}

async function notificationsOf(token: string) {
  const { body } = await graphql<{
    notifications: {
      kind: string;
      actor: { id: string } | null;
      document: { id: string; fileName: string } | null;
    }[];
  }>(p.gateway.app, '{ notifications { kind actor { id } document { id fileName } } }', {
    token,
  });
  return body.data?.notifications ?? [];
}

describe('virus scan of uploads', () => {
  it('quarantines EICAR: never downloadable, file deleted, uploader and staff notified', async () => {
    const { id, status } = await upload({ name: 'eicar.txt', data: Buffer.from(eicar()) });
    expect(status).toBe('scanning');
    await whenStatus(id, 'quarantined');

    const { rows } = await p.sql.query('select scan_signature from documents where id = $1', [id]);
    expect(rows[0]?.scan_signature).toBe(EICAR_SIGNATURE);
    for (const token of [p.tokens.member, otherToken, p.tokens.moderator, p.tokens.admin]) {
      const response = await download(id, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/virus/);
    }
    const { storage_key } = await statusOf(id);
    // The status is committed first (nobody can download it from then on); the bytes go right
    // after, in the same job.
    await expect
      .poll(() => existsSync(join(storageDir, storage_key.slice(0, 2), storage_key)))
      .toBe(false);

    expect(await notificationsOf(p.tokens.member)).toContainEqual({
      kind: 'DOCUMENT_QUARANTINED',
      actor: null,
      document: { id, fileName: 'eicar.txt' },
    });
    for (const staff of [p.tokens.moderator, p.tokens.admin]) {
      expect(await notificationsOf(staff)).toContainEqual({
        kind: 'DOCUMENT_QUARANTINED_REVIEW',
        actor: { id: p.memberId },
        document: { id, fileName: 'eicar.txt' },
      });
    }
    expect((await listedIds(otherToken)).has(id)).toBe(false);
    expect((await listedIds(p.tokens.member)).get(id)).toBe('QUARANTINED');
    expect((await listedIds(p.tokens.moderator)).get(id)).toBe('QUARANTINED');
    // In the security log, for the admin page.
    const { rows: logged } = await p.sql.query(
      `select actor_id, details from security_events
        where type = 'upload.quarantined' and details->>'documentId' = $1`,
      [id],
    );
    expect(logged).toEqual([
      {
        actor_id: p.memberId,
        details: expect.objectContaining({ fileName: 'eicar.txt', signature: EICAR_SIGNATURE }),
      },
    ]);
  });

  it('keeps a clean PDF scanning (not downloadable, listed to its uploader only), then available', async () => {
    await p.stopWorker();
    const pdf = samplePdf(['Clean brief']);
    const { id, status } = await upload({ name: 'brief.pdf', data: pdf });
    expect(status).toBe('scanning');
    const early = await download(id, p.tokens.member);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/scanned/);
    expect((await listedIds(otherToken)).has(id)).toBe(false);
    expect((await listedIds(p.tokens.member)).get(id)).toBe('SCANNING');

    await p.startWorker();
    await whenStatus(id, 'available');
    const response = await download(id, otherToken);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect((await listedIds(otherToken)).get(id)).toBe('AVAILABLE');
  });

  it('keeps a document scanning while clamd is down, and scans it once clamd is back', async () => {
    await clamd.kill('SIGKILL');
    const { id } = await upload({ name: 'during-outage.pdf', data: samplePdf(['Outage']) });
    const connection = createRedisConnection(p.gateway.config.redisUrl, { forRequests: true });
    const queue = createQueue(QueueName.Documents, connection, p.gateway.config.redisPrefix);
    try {
      await waitFor(
        async () => ((await queue.getJob(jobId(JobName.DocumentScan, id)))?.attemptsMade ?? 0) > 0,
        { what: 'a failed scan attempt' },
      );
    } finally {
      await queue.close();
      await connection.quit();
    }
    expect((await statusOf(id)).status).toBe('scanning');
    expect((await download(id, p.tokens.member)).statusCode).toBe(409);
    await clamd.start();
    await whenStatus(id, 'available');
  });

  it('scans a document whose job was lost, from its row, when the sweep runs', async () => {
    await p.stopWorker();
    const { id } = await upload({ name: 'lost.pdf', data: samplePdf(['Clean brief']) });
    const connection = createRedisConnection(p.gateway.config.redisUrl, { forRequests: true });
    const queue = createQueue(QueueName.Documents, connection, p.gateway.config.redisPrefix);
    try {
      const job = await queue.getJob(jobId(JobName.DocumentScan, id));
      expect(job).toBeDefined();
      await job?.remove();
      expect(await queue.getJob(jobId(JobName.DocumentScan, id))).toBeUndefined();
    } finally {
      await queue.close();
      await connection.quit();
    }
    // A worker's start runs the reconciling sweep at once.
    await p.startWorker();
    await whenStatus(id, 'available');
  });
});
