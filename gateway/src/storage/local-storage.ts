import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type DocumentStorage,
  isStorageKey,
  PARTIAL_FILE_PATTERN,
  StorageObjectMissing,
  type StoredFile,
} from './storage.js';

/**
 * Files in a folder that nothing serves (see storage-config.ts: never inside the web app's
 * folder). A file is written under a temporary name and renamed into place once complete, so a
 * reader never sees half a file and a failed write leaves nothing.
 */
export class LocalStorage implements DocumentStorage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  async put(key: string, body: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      // Opened now, so that a missing file is known before anything is answered.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageObjectMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    for (const folder of await entriesOf(this.root)) {
      if (!folder.isDirectory() || folder.name.length !== 2) continue;
      const dir = join(this.root, folder.name);
      for (const entry of await entriesOf(dir)) {
        const partial = PARTIAL_FILE_PATTERN.test(entry.name);
        if (!entry.isFile() || !(partial || isStorageKey(entry.name))) continue;
        const path = join(dir, entry.name);
        // Gone between the listing and now (renamed into place, or deleted): nothing to report.
        const modifiedAt = await stat(path).then(
          (info) => info.mtime,
          () => undefined,
        );
        if (modifiedAt === undefined) continue;
        yield {
          key: partial ? undefined : entry.name,
          modifiedAt,
          remove: () => rm(path, { force: true }),
        };
      }
    }
  }

  /** Two-character fan-out folders keep any one folder small. */
  pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key.slice(0, 2), key);
  }
}

/** A folder's entries; none when it does not exist (nothing stored yet). */
async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
