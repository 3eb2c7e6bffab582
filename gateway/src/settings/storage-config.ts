import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { repoRoot } from './paths.js';

export interface S3StorageOptions {
  /** An S3-compatible endpoint (MinIO, Ceph, R2, …); unset: AWS S3 of the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `documents/`. */
  prefix: string;
}

export type StorageConfig =
  | { driver: 'local'; dir: string }
  | ({ driver: 's3' } & S3StorageOptions);

/** Upload limits of the document library. */
export interface DocumentLimits {
  /** Past this many bytes a file is refused with 413 (UPLOAD_MAX_FILE_BYTES). */
  maxFileBytes: number;
  /** Files in one upload request (UPLOAD_MAX_FILES). */
  maxFiles: number;
  /** Bytes each member may keep in the library (UPLOAD_QUOTA_BYTES); past it, 413. */
  quotaBytes: number;
  /** Files each member may upload per hour (UPLOAD_RATE_FILES_PER_HOUR); past it, 429. */
  filesPerHour: number;
}

/**
 * What a zip-based document (DOCX, XLSX, PPTX, ODF) may unpack to, nested archives included;
 * past it the upload is refused (413 ARCHIVE_TOO_LARGE). Keep both at or below clamd's
 * MaxFileSize and MaxFiles (ops/clamav/clamd.conf), which cut a zip entry off unscanned.
 */
export interface ArchiveLimits {
  /** UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES: the bytes of every entry together. */
  maxUncompressedBytes: number;
  /** UPLOAD_ARCHIVE_MAX_ENTRIES: entries (files and folders) together. */
  maxEntries: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const DEFAULT_QUOTA_BYTES = 500 * 1024 * 1024;
const MAX_FILE_BYTES_CEILING = 1024 * 1024 * 1024;

/**
 * STORAGE_DRIVER=local|s3 (default: s3 when S3_BUCKET is set, otherwise local).
 * local: STORAGE_DIR, default `.data/documents` in the repository (under the OS temporary folder
 * while tests run). s3: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (for
 * S3-compatible servers), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (otherwise the SDK's usual
 * credential chain), S3_FORCE_PATH_STYLE (default true with an endpoint), S3_PREFIX.
 */
export function loadStorageConfig(env: Env = process.env): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  const driver = env.STORAGE_DRIVER?.trim() || (bucket ? 's3' : 'local');
  if (driver === 'local') {
    const dir = env.STORAGE_DIR?.trim();
    return { driver, dir: resolve(dir || defaultStorageDir(env)) };
  }
  if (driver !== 's3') {
    throw new ConfigError(`STORAGE_DRIVER must be "local" or "s3", got "${driver}".`);
  }
  if (!bucket) throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    try {
      new URL(endpoint);
    } catch {
      throw new ConfigError('S3_ENDPOINT is not a valid URL.');
    }
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${pathStyle}".`);
  }
  const prefix = env.S3_PREFIX?.trim() ?? '';
  if (!/^[\w./-]*$/.test(prefix)) {
    throw new ConfigError('S3_PREFIX may only contain letters, digits and _ . / -.');
  }
  return {
    driver,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
    prefix,
  };
}

export function loadDocumentLimits(env: Env = process.env): DocumentLimits {
  return {
    maxFileBytes: readInteger(
      env,
      'UPLOAD_MAX_FILE_BYTES',
      DEFAULT_MAX_FILE_BYTES,
      1,
      MAX_FILE_BYTES_CEILING,
    ),
    maxFiles: readInteger(env, 'UPLOAD_MAX_FILES', 10, 1, 100),
    quotaBytes: readInteger(
      env,
      'UPLOAD_QUOTA_BYTES',
      DEFAULT_QUOTA_BYTES,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    filesPerHour: readInteger(env, 'UPLOAD_RATE_FILES_PER_HOUR', 30, 1, 100_000),
  };
}

export const DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const DEFAULT_ARCHIVE_MAX_ENTRIES = 5_000;

export function loadArchiveLimits(env: Env = process.env): ArchiveLimits {
  return {
    maxUncompressedBytes: readInteger(
      env,
      'UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES',
      DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES,
      1,
      MAX_FILE_BYTES_CEILING,
    ),
    maxEntries: readInteger(
      env,
      'UPLOAD_ARCHIVE_MAX_ENTRIES',
      DEFAULT_ARCHIVE_MAX_ENTRIES,
      1,
      100_000,
    ),
  };
}

/** The sweep that removes stored files no committed document row names (orphan-files.ts). */
export interface OrphanSweepConfig {
  /**
   * Only files last written longer ago than this are candidates (STORAGE_ORPHAN_MIN_AGE_MS,
   * default one hour): an upload writes its file first and commits its row right after, so a
   * younger file may be one whose row is being committed at this very moment.
   */
  minAgeMs: number;
  /** How often the sweep runs (STORAGE_ORPHAN_SWEEP_MS, default one hour); also at start. */
  everyMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export function loadOrphanSweepConfig(env: Env = process.env): OrphanSweepConfig {
  return {
    // Floors of a second, for fault tests; in production keep the age well above any upload.
    minAgeMs: readInteger(env, 'STORAGE_ORPHAN_MIN_AGE_MS', HOUR_MS, 1_000, 30 * 24 * HOUR_MS),
    everyMs: readInteger(env, 'STORAGE_ORPHAN_SWEEP_MS', HOUR_MS, 1_000, 24 * HOUR_MS),
  };
}

function defaultStorageDir(env: Env): string {
  // Tests never write into the repository's data folder.
  return env.VITEST
    ? join(tmpdir(), 'portal-documents-test')
    : join(repoRoot, '.data', 'documents');
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}".`);
  }
  return value;
}

/**
 * The same store, in a folder (local) or under a key prefix (S3) of its own: e.g. lawyers'
 * photos beside the documents, where the documents' orphan sweep never lists them (it takes only
 * its own two-character folders and bare keys).
 */
export function storageFolder(config: StorageConfig, folder: string): StorageConfig {
  return config.driver === 'local'
    ? { ...config, dir: join(config.dir, folder) }
    : { ...config, prefix: `${config.prefix}${folder}/` };
}
