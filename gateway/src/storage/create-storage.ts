import { isAbsolute, relative, resolve } from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import type { StorageConfig } from '../settings/storage-config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { DocumentStorage } from './storage.js';

/**
 * The configured storage. A local folder inside the served web app would hand every file to
 * anyone who guesses its key, without the access check: refused.
 */
export function createStorage(
  config: StorageConfig,
  servedDirs: readonly string[] = [],
): DocumentStorage {
  if (config.driver === 's3') return new S3Storage(config);
  for (const served of servedDirs) {
    if (isInside(config.dir, resolve(served))) {
      throw new ConfigError(
        `STORAGE_DIR (${config.dir}) must not be inside a served folder (${served}).`,
      );
    }
  }
  return new LocalStorage(config.dir);
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
