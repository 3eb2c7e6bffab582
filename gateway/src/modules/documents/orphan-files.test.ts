// The orphan sweep on the local store: files that no committed row names (a gateway killed
// between storing a file and committing its row) and `.partial` leftovers (killed mid-write) are
// removed once old enough; a file with a row, and a file young enough that its row may still be
// committing, are kept. The S3 store's listing is tested in storage/s3-storage.test.ts.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../../db/tables.js';
import { User } from '../../exports/db.js';
import { LocalStorage } from '../../storage/local-storage.js';
import { useTestOrm } from '../../test/test-orm.js';
import { DocumentStatus } from '../../values/document-status.js';
import { Role } from '../../values/role.js';
import { deleteDocument } from './documents.service.js';
import { removeOrphanFiles } from './orphan-files.js';

const test = useTestOrm();
const HOUR_MS = 60 * 60 * 1000;
let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-orphans-'));
  storage = new LocalStorage(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function storeFile(ageMs: number): Promise<string> {
  const key = randomUUID();
  await storage.put(key, Readable.from([Buffer.from(`%PDF-1.4 ${key}`)]));
  await age(storage.pathOf(key), ageMs);
  return key;
}

async function age(path: string, ageMs: number): Promise<void> {
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
}

/** Writes a file as an unfinished write leaves it, last written `ageMs` ago. */
async function writeAged(path: string, content: string, ageMs: number): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  await age(path, ageMs);
}

/** Inserts a document row naming the stored file; answers its id and its uploader's. */
async function insertDocumentRow(storageKey: string): Promise<{ id: string; uploaderId: string }> {
  const em = test.orm.em.fork();
  const user = em.create(User, {
    fullName: 'Uploader',
    username: `uploader-${storageKey.slice(0, 8)}`,
    email: `uploader-${storageKey.slice(0, 8)}@example.org`,
    passwordHash: 'not-a-real-hash',
  });
  await em.flush();
  const id = randomUUID();
  await tablesOf(em)
    .insertInto('documents')
    .values({
      id,
      title: 'Kept',
      description: null,
      media_type: 'application/pdf',
      file_name: 'kept.pdf',
      size: 10,
      checksum: '0'.repeat(64),
      storage_key: storageKey,
      uploader_id: user.id,
      practice_area_id: null,
      downloads: 0,
      status: DocumentStatus.AVAILABLE,
      scan_signature: null,
      scanned_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id, uploaderId: user.id };
}

describe('removeOrphanFiles (local store)', () => {
  it('removes old files without a row and old .partial files; keeps rows’ files and young files', async () => {
    const withRow = await storeFile(2 * HOUR_MS);
    await insertDocumentRow(withRow);
    const orphan = await storeFile(2 * HOUR_MS);
    const youngOrphan = await storeFile(60_000);
    // What a gateway killed mid-upload leaves: `<key>.<uuid>.partial` beside the final name.
    const partial = `${storage.pathOf(randomUUID())}.${randomUUID()}.partial`;
    await writeAged(partial, 'half a file', 2 * HOUR_MS);
    const youngPartial = `${storage.pathOf(randomUUID())}.${randomUUID()}.partial`;
    await writeAged(youngPartial, 'still being written', 0);
    // Not the portal's (no generated name): never touched.
    const foreign = join(dir, 'README');
    await writeAged(foreign, 'operator notes', 2 * HOUR_MS);

    const result = await removeOrphanFiles(test.orm.em.fork(), storage, { minAgeMs: HOUR_MS });

    expect(result).toEqual({ orphans: 1, partials: 1, kept: 1 });
    expect(existsSync(storage.pathOf(withRow))).toBe(true);
    expect(existsSync(storage.pathOf(orphan))).toBe(false);
    expect(existsSync(storage.pathOf(youngOrphan))).toBe(true);
    const listed = [];
    for await (const file of storage.list()) listed.push(file.key ?? 'partial');
    expect(listed.sort()).toEqual([withRow, youngOrphan, 'partial'].sort());
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(youngPartial)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
  });

  it('finds nothing to do in a store that was never written to', async () => {
    const empty = new LocalStorage(join(dir, 'never-created'));
    expect(await removeOrphanFiles(test.orm.em.fork(), empty, { minAgeMs: HOUR_MS })).toEqual({
      orphans: 0,
      partials: 0,
      kept: 0,
    });
  });

  it('a deletion whose file removal fails still deletes the row; the file is left to the sweep', async () => {
    const key = await storeFile(0);
    const { id, uploaderId } = await insertDocumentRow(key);
    // The store fails at the worst moment: after the row's deletion committed.
    const failing = Object.assign(Object.create(storage) as LocalStorage, {
      delete: async () => {
        throw new Error('store unreachable');
      },
    });
    await deleteDocument(test.orm.em.fork(), failing, { id: uploaderId, role: Role.MEMBER }, id);
    const rows = await tablesOf(test.orm.em.fork())
      .selectFrom('documents')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    expect(existsSync(storage.pathOf(key))).toBe(true);

    const later = new Date(Date.now() + 2 * HOUR_MS);
    await removeOrphanFiles(test.orm.em.fork(), storage, { minAgeMs: HOUR_MS, now: later });
    expect(existsSync(storage.pathOf(key))).toBe(false);
  });
});
