import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOrphanFiles } from '../modules/documents/orphan-files.js';
import { useTestOrm } from '../test/test-orm.js';
import { S3Storage } from './s3-storage.js';

// s3rver: an S3-compatible server in Node (a dev dependency), so the S3 back end is tested
// against real S3 requests (path-style, multipart uploads, 404s) rather than a mock.
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;

const BUCKET = 'portal-documents';
const test = useTestOrm();
let server: S3rverInstance;
let directory: string;
let storage: S3Storage;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'portal-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  storage = new S3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'documents/',
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  storage.client.destroy();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const key = (n: number) => `0b9d5b4e-6a43-4a7e-9f5e-5d0c0e2f6b${String(n).padStart(2, '0')}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function objectKeys(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('S3Storage against an S3-compatible server', () => {
  it('puts, gets and deletes a small file under the prefix', async () => {
    const data = Buffer.from('%PDF-1.4 small file');
    await storage.put(key(1), Readable.from([data]), 'application/pdf');
    expect(await objectKeys()).toContain(`documents/${key(1)}`);
    expect((await readAll(await storage.get(key(1)))).equals(data)).toBe(true);
    await storage.delete(key(1));
    await expect(storage.get(key(1))).rejects.toThrow(/No stored file/);
    await storage.delete(key(1));
  });

  it('streams a file larger than one part as a multipart upload, byte for byte', async () => {
    const data = Buffer.alloc(7 * 1024 * 1024);
    for (let i = 0; i < data.length; i += 4096) data[i] = i % 251;
    const chunks = [data.subarray(0, 3_000_000), data.subarray(3_000_000)];
    await storage.put(key(2), Readable.from(chunks), 'application/pdf');
    expect((await readAll(await storage.get(key(2)))).equals(data)).toBe(true);
    await storage.delete(key(2));
  });

  it('leaves nothing when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('cut at the size limit'));
      },
    });
    await expect(storage.put(key(3), failing)).rejects.toThrow(/size limit/);
    expect(await objectKeys()).not.toContain(`documents/${key(3)}`);
  });
});

describe('the orphan sweep on S3', () => {
  it('lists the portal’s objects and removes the old ones that no row names', async () => {
    await storage.put(key(4), Readable.from([Buffer.from('orphan')]));
    // Not the portal's: outside the prefix, or not a generated name.
    await storage.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'elsewhere/notes.txt', Body: 'x' }),
    );
    await storage.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'documents/notes.txt', Body: 'x' }),
    );
    const listed = [];
    for await (const file of storage.list()) listed.push(file.key);
    expect(listed).toEqual([key(4)]);

    const em = test.orm.em.fork();
    const young = await removeOrphanFiles(em, storage, { minAgeMs: 60 * 60 * 1000 });
    expect(young).toEqual({ orphans: 0, partials: 0, kept: 0 });
    expect(await objectKeys()).toContain(`documents/${key(4)}`);

    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const old = await removeOrphanFiles(em, storage, { minAgeMs: 60 * 60 * 1000, now: later });
    expect(old).toEqual({ orphans: 1, partials: 0, kept: 0 });
    expect((await objectKeys()).sort()).toEqual(['documents/notes.txt', 'elsewhere/notes.txt']);
  });
});
