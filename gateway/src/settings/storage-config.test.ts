import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorage } from '../storage/create-storage.js';
import { LocalStorage } from '../storage/local-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import { ConfigError } from './config.js';
import {
  loadArchiveLimits,
  loadDocumentLimits,
  loadOrphanSweepConfig,
  loadStorageConfig,
} from './storage-config.js';

describe('loadStorageConfig', () => {
  it('uses a local folder by default, under the temporary folder while tests run', () => {
    expect(loadStorageConfig({ VITEST: 'true' })).toEqual({
      driver: 'local',
      dir: join(tmpdir(), 'portal-documents-test'),
    });
    expect(loadStorageConfig({ STORAGE_DIR: '/srv/files' })).toEqual({
      driver: 'local',
      dir: '/srv/files',
    });
  });

  it('reads the S3 settings, path-style by default with an endpoint', () => {
    expect(
      loadStorageConfig({
        S3_BUCKET: 'portal',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'documents/',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'portal',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'documents/',
    });
  });

  it('refuses incomplete or wrong settings with a message naming the variable', () => {
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(ConfigError);
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadStorageConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('reads the upload limits', () => {
    expect(loadDocumentLimits({})).toEqual({
      maxFileBytes: 25 * 1024 * 1024,
      maxFiles: 10,
      quotaBytes: 500 * 1024 * 1024,
      filesPerHour: 30,
    });
    expect(
      loadDocumentLimits({
        UPLOAD_MAX_FILE_BYTES: '1000',
        UPLOAD_MAX_FILES: '3',
        UPLOAD_QUOTA_BYTES: '5000',
        UPLOAD_RATE_FILES_PER_HOUR: '4',
      }),
    ).toEqual({ maxFileBytes: 1000, maxFiles: 3, quotaBytes: 5000, filesPerHour: 4 });
    expect(() => loadDocumentLimits({ UPLOAD_RATE_FILES_PER_HOUR: '0' })).toThrow(
      /UPLOAD_RATE_FILES_PER_HOUR/,
    );
    expect(() => loadDocumentLimits({ UPLOAD_MAX_FILE_BYTES: '-1' })).toThrow(
      /UPLOAD_MAX_FILE_BYTES/,
    );
  });

  it('reads what an archive may unpack to (F4)', () => {
    expect(loadArchiveLimits({})).toEqual({
      maxUncompressedBytes: 100 * 1024 * 1024,
      maxEntries: 5_000,
    });
    expect(
      loadArchiveLimits({
        UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES: '2048',
        UPLOAD_ARCHIVE_MAX_ENTRIES: '7',
      }),
    ).toEqual({ maxUncompressedBytes: 2048, maxEntries: 7 });
    expect(() => loadArchiveLimits({ UPLOAD_ARCHIVE_MAX_ENTRIES: '0' })).toThrow(
      /UPLOAD_ARCHIVE_MAX_ENTRIES/,
    );
  });
});

describe('createStorage', () => {
  it('refuses a local folder inside a served folder', () => {
    expect(() =>
      createStorage({ driver: 'local', dir: '/srv/web/dist/files' }, ['/srv/web/dist']),
    ).toThrow(/must not be inside/);
    expect(createStorage({ driver: 'local', dir: '/srv/data' }, ['/srv/web/dist'])).toBeInstanceOf(
      LocalStorage,
    );
  });

  it('builds the S3 back end with path-style requests and checksums only when required', async () => {
    const storage = createStorage({
      driver: 's3',
      bucket: 'portal',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: 'docs/',
    });
    expect(storage).toBeInstanceOf(S3Storage);
    const s3 = storage as S3Storage;
    expect(s3.objectKey('0b9d5b4e-6a43-4a7e-9f5e-5d0c0e2f6b1a')).toBe(
      'docs/0b9d5b4e-6a43-4a7e-9f5e-5d0c0e2f6b1a',
    );
    expect(() => s3.objectKey('../etc/passwd')).toThrow();
    expect(await s3.client.config.forcePathStyle).toBe(true);
    expect(await s3.client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
  });
});

describe('loadOrphanSweepConfig', () => {
  it('waits an hour by default before a file without a row counts as an orphan, and sweeps hourly', () => {
    expect(loadOrphanSweepConfig({})).toEqual({ minAgeMs: 3_600_000, everyMs: 3_600_000 });
    expect(
      loadOrphanSweepConfig({ STORAGE_ORPHAN_MIN_AGE_MS: '5000', STORAGE_ORPHAN_SWEEP_MS: '2000' }),
    ).toEqual({ minAgeMs: 5_000, everyMs: 2_000 });
  });

  it('refuses an age or period that is not a whole number of milliseconds in range, naming it', () => {
    expect(() => loadOrphanSweepConfig({ STORAGE_ORPHAN_MIN_AGE_MS: '0' })).toThrow(
      /STORAGE_ORPHAN_MIN_AGE_MS must be an integer between 1000/,
    );
    expect(() => loadOrphanSweepConfig({ STORAGE_ORPHAN_SWEEP_MS: 'hourly' })).toThrow(ConfigError);
  });
});
