import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { defaultOf } from './environment.js';
import { repoRoot } from './paths.js';
import { checkUrl, type Env, type Environment, readEnvironment } from './read-environment.js';

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

export const DEFAULT_MAX_FILE_BYTES: number = defaultOf('UPLOAD_MAX_FILE_BYTES');
export const DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES: number = defaultOf(
  'UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES',
);
export const DEFAULT_ARCHIVE_MAX_ENTRIES: number = defaultOf('UPLOAD_ARCHIVE_MAX_ENTRIES');

const STORAGE_NAMES = [
  'STORAGE_DRIVER',
  'STORAGE_DIR',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
] as const;
type StorageVariables = Pick<Environment, (typeof STORAGE_NAMES)[number]>;

/**
 * STORAGE_DRIVER=local|s3 (default: s3 when S3_BUCKET is set, otherwise local).
 * local: STORAGE_DIR, default `.data/documents` in the repository (under the OS temporary folder
 * while tests run). s3: S3_BUCKET, S3_REGION, S3_ENDPOINT (for S3-compatible servers),
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (otherwise the SDK's usual credential chain),
 * S3_FORCE_PATH_STYLE (default true with an endpoint), S3_PREFIX (settings/environment.ts).
 */
export function loadStorageConfig(env: Env = process.env): StorageConfig {
  return storageConfigOf(readEnvironment(env, STORAGE_NAMES), env);
}

export function storageConfigOf(v: StorageVariables, env: Env): StorageConfig {
  const bucket = v.S3_BUCKET;
  const driver = v.STORAGE_DRIVER ?? (bucket ? 's3' : 'local');
  if (driver === 'local') return { driver, dir: resolve(v.STORAGE_DIR ?? defaultStorageDir(env)) };
  if (!bucket) throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  const endpoint = v.S3_ENDPOINT;
  if (endpoint) checkUrl('S3_ENDPOINT', endpoint);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = v;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  return {
    driver,
    bucket,
    region: v.S3_REGION,
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: v.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    prefix: v.S3_PREFIX,
  };
}

const DOCUMENT_NAMES = [
  'UPLOAD_MAX_FILE_BYTES',
  'UPLOAD_MAX_FILES',
  'UPLOAD_QUOTA_BYTES',
  'UPLOAD_RATE_FILES_PER_HOUR',
] as const;

export function loadDocumentLimits(env: Env = process.env): DocumentLimits {
  return documentLimitsOf(readEnvironment(env, DOCUMENT_NAMES));
}

export function documentLimitsOf(v: Pick<Environment, (typeof DOCUMENT_NAMES)[number]>) {
  return {
    maxFileBytes: v.UPLOAD_MAX_FILE_BYTES,
    maxFiles: v.UPLOAD_MAX_FILES,
    quotaBytes: v.UPLOAD_QUOTA_BYTES,
    filesPerHour: v.UPLOAD_RATE_FILES_PER_HOUR,
  } satisfies DocumentLimits;
}

const ARCHIVE_NAMES = [
  'UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES',
  'UPLOAD_ARCHIVE_MAX_ENTRIES',
] as const;

export function loadArchiveLimits(env: Env = process.env): ArchiveLimits {
  return archiveLimitsOf(readEnvironment(env, ARCHIVE_NAMES));
}

export function archiveLimitsOf(v: Pick<Environment, (typeof ARCHIVE_NAMES)[number]>) {
  return {
    maxUncompressedBytes: v.UPLOAD_ARCHIVE_MAX_UNCOMPRESSED_BYTES,
    maxEntries: v.UPLOAD_ARCHIVE_MAX_ENTRIES,
  } satisfies ArchiveLimits;
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

export function loadOrphanSweepConfig(env: Env = process.env): OrphanSweepConfig {
  const v = readEnvironment(env, ['STORAGE_ORPHAN_MIN_AGE_MS', 'STORAGE_ORPHAN_SWEEP_MS']);
  return { minAgeMs: v.STORAGE_ORPHAN_MIN_AGE_MS, everyMs: v.STORAGE_ORPHAN_SWEEP_MS };
}

function defaultStorageDir(env: Env): string {
  // Tests never write into the repository's data folder.
  return env.VITEST
    ? join(tmpdir(), 'portal-documents-test')
    : join(repoRoot, '.data', 'documents');
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
