import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { tablesOf } from '../../db/tables.js';
import {
  badUserInput,
  DomainError,
  type FieldErrors,
  forbidden,
  notFound,
} from '../../errors/domain-error.js';
import { ErrorCode, httpStatusOf } from '../../errors/error-code.js';
import {
  checkMaxLength,
  checkOneOf,
  checkUuid,
  isUuid,
  readPage,
  throwIfProblems,
} from '../../errors/input-checks.js';
import type { ArchiveLimits, DocumentLimits } from '../../settings/storage-config.js';
import { type DocumentStorage, StorageObjectMissing } from '../../storage/storage.js';
import { DocumentStatus } from '../../values/document-status.js';
import { STAFF } from '../../values/role.js';
import type { PracticeAreaRow } from '../practice-areas/index.js';
import {
  checkPracticeAreaId,
  PRACTICE_AREA_SLUGS,
  UNKNOWN_PRACTICE_AREA,
} from '../practice-areas/index.js';
import {
  checkSearchWords,
  SEARCH_TEXT_MAX,
  searchTsQuery,
  withTrigramThreshold,
} from '../search/index.js';
import type { AuthorRow, AuthUser } from '../users/index.js';
import { ARCHIVE_MEDIA_TYPES, ArchiveRefused, checkArchive } from './archive-check.js';
import {
  detectDocumentType,
  RefusedType,
  type TextContentCheck,
  TYPE_SAMPLE_BYTES,
} from './document-types.js';
import { formatBytes } from './format-bytes.js';

export const TITLE_LENGTH = { min: 1, max: 200 } as const;
export const DESCRIPTION_MAX = 2_000;
export const FILE_NAME_MAX = 255;
export const PAGE_SIZE = { default: 100, max: 200 } as const;

/** A document as the APIs answer it: a plain row, not a managed entity. */
export interface DocumentRow {
  id: string;
  title: string;
  description: string | null;
  mediaType: string;
  fileName: string;
  size: number;
  checksum: string;
  downloads: number;
  status: DocumentStatus;
  createdAt: Date;
  uploader: AuthorRow;
  practiceArea: PracticeAreaRow | null;
}

export interface DocumentFilter {
  /**
   * Who is looking: members see available documents and their own while scanning or
   * quarantined; staff see every document (to act on quarantined ones).
   */
  viewer: Pick<AuthUser, 'id' | 'role'>;
  /** Words in the title, description or file name, or a title like it; blank is none. */
  search?: string | null;
  practiceAreaId?: string | null;
  /** A practice-area slug (the web's ?area=); unknown ones are refused. */
  practiceAreaSlug?: string | null;
  limit?: number;
  offset?: number;
}

/** Documents newest first with uploader and area, in one statement. */
export async function listDocuments(
  em: EntityManager,
  filter: DocumentFilter,
): Promise<DocumentRow[]> {
  const problems: FieldErrors = {};
  const { limit, offset } = readPage(problems, filter, PAGE_SIZE);
  const areaId = filter.practiceAreaId || null;
  checkUuid(problems, 'practiceAreaId', areaId);
  const slug = filter.practiceAreaSlug || null;
  checkOneOf(problems, 'practiceArea', slug, PRACTICE_AREA_SLUGS, UNKNOWN_PRACTICE_AREA);
  const search = filter.search?.trim() || null;
  checkMaxLength(problems, 'search', search, SEARCH_TEXT_MAX);
  if (search !== null && !problems.search) checkSearchWords(problems, 'search', search);
  throwIfProblems(problems);

  const page = async (pageEm: EntityManager) => {
    let query = selectDocuments(pageEm).where(visibleTo(filter.viewer));
    if (slug !== null) query = query.where('pa.slug', '=', slug);
    if (areaId !== null) query = query.where('doc.practice_area_id', '=', areaId);
    if (search !== null) query = query.where(documentMatches(search));
    const rows = await query
      .orderBy('doc.created_at', 'desc')
      .orderBy('doc.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toDocumentRow);
  };
  return search === null ? page(em) : withTrigramThreshold(em, page);
}

/** Documents `viewer` may see listed (see DocumentFilter.viewer). */
function visibleTo(viewer: Pick<AuthUser, 'id' | 'role'>) {
  return STAFF.includes(viewer.role)
    ? sql<boolean>`true`
    : sql<boolean>`(doc.status = ${DocumentStatus.AVAILABLE} or doc.uploader_id = ${viewer.id})`;
}

/**
 * Whether document `doc` matches: the full-text expression of documents_search_index (title,
 * description, file name) or the title's trigram index, written exactly as the indexes are.
 */
export function documentMatches(text: string) {
  return sql<boolean>`(to_tsvector('simple', doc.title || ' ' || coalesce(doc.description, '') || ' ' || doc.file_name) @@ ${searchTsQuery(text)} or ${text} <<% doc.title)`;
}

/** One document; NOT_FOUND when there is none with this id that `viewer` may see. */
export async function getDocument(
  em: EntityManager,
  id: string,
  viewer: Pick<AuthUser, 'id' | 'role'>,
): Promise<DocumentRow> {
  const row = isUuid(id)
    ? await selectDocuments(em).where('doc.id', '=', id).where(visibleTo(viewer)).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This document does not exist.');
  return toDocumentRow(row);
}

/** Every available document: the dashboard's "Shared Documents". */
export async function countDocuments(em: EntityManager): Promise<number> {
  const { count } = await tablesOf(em)
    .selectFrom('documents')
    .where('status', '=', DocumentStatus.AVAILABLE)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether this person may delete the document: its uploader, or a moderator or admin. */
export function canDeleteDocument(
  viewer: Pick<AuthUser, 'id' | 'role'>,
  uploaderId: string,
): boolean {
  return viewer.id === uploaderId || STAFF.includes(viewer.role);
}

/**
 * Deletes the row, then its file: a crash or a failing store in between leaves a file without a
 * row, which the orphan sweep removes (orphan-files.ts), never a row without its file.
 */
export async function deleteDocument(
  em: EntityManager,
  storage: DocumentStorage,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  id: string,
): Promise<void> {
  const existing = isUuid(id)
    ? await tablesOf(em)
        .selectFrom('documents')
        .select(['id', 'uploader_id', 'storage_key'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!existing) throw notFound('This document does not exist.');
  if (!canDeleteDocument(viewer, existing.uploader_id)) throw forbidden();
  const removed = await tablesOf(em)
    .deleteFrom('documents')
    .where('id', '=', id)
    .returning('storage_key')
    .executeTakeFirst();
  // The document is gone for everyone once the row is: a store that fails now only delays the
  // file's removal until the orphan sweep, so it does not fail the deletion.
  if (removed) await storage.delete(removed.storage_key).catch(() => undefined);
}

export interface DownloadableDocument {
  fileName: string;
  mediaType: string;
  size: number;
  body: Readable;
}

/**
 * Opens the file of an available document and counts the download once per member per day
 * (document_downloads' key; `downloads` grows only when the day's row is new). The file is
 * opened first: a missing file counts nothing. A document still scanning or quarantined is
 * downloadable by nobody, its uploader and staff included.
 */
export async function openDownload(
  em: EntityManager,
  storage: DocumentStorage,
  viewerId: string,
  id: string,
): Promise<DownloadableDocument> {
  const row = isUuid(id)
    ? await tablesOf(em)
        .selectFrom('documents')
        .select(['storage_key', 'file_name', 'media_type', 'size', 'status'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('This document does not exist.');
  if (row.status === DocumentStatus.SCANNING) {
    throw new DomainError(
      ErrorCode.CONFLICT,
      'This document is still being scanned for viruses; it can be downloaded once it is found clean.',
    );
  }
  if (row.status === DocumentStatus.QUARANTINED) {
    throw new DomainError(
      ErrorCode.FORBIDDEN,
      'A virus was found in this file: it is quarantined and cannot be downloaded.',
    );
  }
  let body: Readable;
  try {
    body = await storage.get(row.storage_key);
  } catch (error) {
    if (error instanceof StorageObjectMissing)
      throw notFound('The file of this document is missing.');
    throw error;
  }
  try {
    await countDownload(em, id, viewerId);
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { fileName: row.file_name, mediaType: row.media_type, size: Number(row.size), body };
}

/** One member-day per document: a repeated download the same day counts nothing. */
async function countDownload(em: EntityManager, documentId: string, memberId: string) {
  await em.transactional(async (tx) => {
    const db = tablesOf(tx);
    const day = sql<string>`(now() at time zone 'utc')::date`;
    const fresh = await db
      .insertInto('document_downloads')
      .values({ document_id: documentId, member_id: memberId, day })
      .onConflict((conflict) => conflict.doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!fresh) return;
    await db
      .updateTable('documents')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', documentId)
      .execute();
  });
}

/**
 * Why an upload was refused: 413 (too large, or past the member's quota), 415 (type) or 429
 * (past the hourly rate), with the file named. A domain error like any other: the one error
 * mapper answers it (status from the code, `fields.files`, `fileName`, Retry-After).
 */
export class UploadRefused extends DomainError {
  override name = 'UploadRefused';

  constructor(
    code:
      | ErrorCode.PAYLOAD_TOO_LARGE
      | ErrorCode.ARCHIVE_TOO_LARGE
      | ErrorCode.QUOTA_EXCEEDED
      | ErrorCode.UNSUPPORTED_MEDIA_TYPE
      | ErrorCode.RATE_LIMITED,
    message: string,
    readonly fileName: string | null,
    retryAfterSeconds?: number,
  ) {
    super(code, message, {
      fields: { files: message },
      fileName,
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    });
  }

  /** The answer's HTTP status (for the security event). */
  get status(): number {
    return httpStatusOf(this.code);
  }
}

/** A member's use of the library against the limits (UPLOAD_QUOTA_BYTES, UPLOAD_RATE_…). */
export interface UploadUsage {
  /** Bytes of the member's documents that are kept (scanning or available). */
  usedBytes: number;
  /** Files the member uploaded in the last hour. */
  filesLastHour: number;
  /** When the oldest of those turns an hour old (a slot frees up), or null. */
  nextSlotAt: Date | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** What `uploaderId` has stored and uploaded in the last hour (documents_uploader_index). */
export async function uploadUsage(em: EntityManager, uploaderId: string): Promise<UploadUsage> {
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  const row = await tablesOf(em)
    .selectFrom('documents')
    .where('uploader_id', '=', uploaderId)
    .select((eb) => [
      sql<string>`coalesce(sum(size) filter (where status <> ${DocumentStatus.QUARANTINED}), 0)`.as(
        'used',
      ),
      eb.fn.countAll<string>().filterWhere('created_at', '>', since).as('recent'),
      eb.fn.min('created_at').filterWhere('created_at', '>', since).as('oldest_recent'),
    ])
    .executeTakeFirstOrThrow();
  return {
    usedBytes: Number(row.used),
    filesLastHour: Number(row.recent),
    nextSlotAt:
      row.oldest_recent === null ? null : new Date(new Date(row.oldest_recent).getTime() + HOUR_MS),
  };
}

/** How the rows of a new upload start: `scanning` when a virus scanner is configured. */
export interface UploadOptions {
  limits: DocumentLimits;
  archiveLimits: ArchiveLimits;
  scanning: boolean;
}

export interface UploadFields {
  title?: string;
  description?: string;
  practiceAreaId?: string;
}

export interface StoredFile {
  key: string;
  fileName: string;
  mediaType: string;
  size: number;
  checksum: string;
}

/**
 * One upload request: files are checked and stored as they stream in (`addFile`), then
 * `commit` validates the fields and inserts one row per file in one transaction. Nothing is left
 * half-written: `abort` (and a failing commit) removes every file stored so far.
 */
export class DocumentUpload {
  private readonly stored: StoredFile[] = [];
  private usage: UploadUsage | undefined;
  private readonly limits: DocumentLimits;

  constructor(
    private readonly em: EntityManager,
    private readonly storage: DocumentStorage,
    private readonly uploaderId: string,
    private readonly options: UploadOptions,
  ) {
    this.limits = options.limits;
  }

  get fileCount(): number {
    return this.stored.length;
  }

  /**
   * Reads the file's first bytes to find its type (refused: 415), then streams it to storage
   * while hashing it; past the size limit it is refused (413) and nothing is kept.
   * `truncated` tells whether the multipart parser cut the file at the limit.
   */
  async addFile(rawName: string, stream: Readable & { truncated?: boolean }): Promise<void> {
    const fileName = cleanFileName(rawName);
    if (this.stored.length >= this.limits.maxFiles) {
      stream.resume();
      throw new UploadRefused(
        ErrorCode.PAYLOAD_TOO_LARGE,
        `At most ${this.limits.maxFiles} files can be uploaded at once.`,
        fileName,
      );
    }
    this.usage ??= await uploadUsage(this.em, this.uploaderId);
    // Both limits are checked before a byte is stored, then again when the rows commit.
    const rate = this.rateProblem(fileName, this.stored.length + 1);
    if (rate) {
      stream.resume();
      throw rate;
    }
    const storedBytes = this.stored.reduce((sum, file) => sum + file.size, 0);
    const quotaLeft = this.limits.quotaBytes - this.usage.usedBytes - storedBytes;
    const overQuota = () => quotaExceeded(fileName, this.limits.quotaBytes, this.usage);
    if (quotaLeft <= 0) {
      stream.resume();
      throw overQuota();
    }
    const tooLargeForFile = () =>
      new UploadRefused(
        ErrorCode.PAYLOAD_TOO_LARGE,
        `"${fileName}" is larger than the limit of ${formatBytes(this.limits.maxFileBytes)}.`,
        fileName,
      );
    // Past the quota first when it is the nearer limit: the member is told which one it was.
    const tooLarge = () => (quotaLeft < this.limits.maxFileBytes ? overQuota() : tooLargeForFile());
    const maxBytes = Math.min(this.limits.maxFileBytes, quotaLeft);

    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let complete = false;
    while (headBytes < TYPE_SAMPLE_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        complete = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const sample = Buffer.concat(head);
    if (headBytes > maxBytes || (complete && stream.truncated)) {
      stream.destroy();
      throw complete && stream.truncated ? tooLargeForFile() : tooLarge();
    }
    let mediaType: string;
    let textCheck: TextContentCheck | null;
    try {
      ({ mediaType, textCheck } = await detectDocumentType(sample, fileName, complete));
    } catch (error) {
      stream.destroy();
      if (error instanceof RefusedType) {
        throw new UploadRefused(ErrorCode.UNSUPPORTED_MEDIA_TYPE, error.message, fileName);
      }
      throw error;
    }

    const hash = createHash('sha256');
    let size = 0;
    // A zip-based document is kept whole (at most maxBytes) to be opened once it is stored.
    const archive: Buffer[] | null = ARCHIVE_MEDIA_TYPES.has(mediaType) ? [] : null;
    const notText = (problem: string) =>
      new UploadRefused(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `"${fileName}" was refused: ${problem}`,
        fileName,
      );
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        size += chunk.length;
        if (size > maxBytes) return callback(tooLarge());
        hash.update(chunk);
        archive?.push(chunk);
        // The sample was checked already; the rest of a text file is checked as it streams.
        const problem = size > sample.length ? textCheck?.push(chunk) : null;
        if (problem) return callback(notText(problem));
        callback(null, chunk);
      },
      flush(callback: TransformCallback) {
        // The multipart parser stops a file at the limit and marks it truncated.
        if (stream.truncated) return callback(tooLargeForFile());
        const problem = textCheck?.end();
        callback(problem ? notText(problem) : null);
      },
    });
    const source = Readable.from(
      (async function* () {
        yield sample;
        if (complete) return;
        for (;;) {
          const next = await chunks.next();
          if (next.done) return;
          yield next.value;
        }
      })(),
    );
    source.on('error', (error) => meter.destroy(error));
    source.pipe(meter);

    const key = randomUUID();
    try {
      await this.storage.put(key, meter, mediaType);
    } catch (error) {
      stream.destroy();
      if (error instanceof UploadRefused) throw error;
      if (isFileTooLarge(error)) throw tooLargeForFile();
      throw error;
    }
    if (archive) await this.checkStoredArchive(key, Buffer.concat(archive), fileName);
    this.stored.push({ key, fileName, mediaType, size, checksum: hash.digest('hex') });
  }

  /** Refuses (413/415) and removes a stored archive that unpacks past the limits. */
  private async checkStoredArchive(key: string, bytes: Buffer, fileName: string): Promise<void> {
    try {
      await checkArchive(bytes, this.options.archiveLimits);
    } catch (error) {
      // A store that fails to delete leaves a file without a row: the orphan sweep's.
      await this.storage.delete(key).catch(() => undefined);
      if (!(error instanceof ArchiveRefused)) throw error;
      throw new UploadRefused(
        error.kind === 'too-large' ? ErrorCode.ARCHIVE_TOO_LARGE : ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `"${fileName}" was refused: ${error.message}`,
        fileName,
      );
    }
  }

  /** Validates the fields and inserts the rows; answers them in upload order. */
  async commit(fields: UploadFields): Promise<DocumentRow[]> {
    try {
      if (this.stored.length === 0) throw badUserInput({ files: 'must contain at least one file' });
      const title = fields.title?.trim() ?? '';
      const description = fields.description?.trim() || null;
      const practiceAreaId = fields.practiceAreaId?.trim() || null;
      const problems: FieldErrors = {};
      checkMaxLength(problems, 'title', title, TITLE_LENGTH.max);
      checkMaxLength(problems, 'description', description, DESCRIPTION_MAX);
      await checkPracticeAreaId(this.em, problems, 'practiceAreaId', practiceAreaId);
      throwIfProblems(problems);

      const createdAt = Date.now();
      const rows = this.stored.map((file, index) => ({
        id: randomUUID(),
        title: titleFor(title, file.fileName, this.stored.length),
        description,
        media_type: file.mediaType,
        file_name: file.fileName,
        size: file.size,
        checksum: file.checksum,
        storage_key: file.key,
        uploader_id: this.uploaderId,
        practice_area_id: practiceAreaId,
        downloads: 0,
        status: this.options.scanning ? DocumentStatus.SCANNING : DocumentStatus.AVAILABLE,
        // A millisecond apart, so that "newest first" keeps the upload order reversed, stably.
        created_at: new Date(createdAt + index).toISOString(),
      }));
      await this.em.transactional(async (tx) => {
        // One upload of this member at a time from here: the limits hold across parallel ones.
        await sql`select pg_advisory_xact_lock(hashtextextended(${`documents.upload/${this.uploaderId}`}, 0))`.execute(
          tablesOf(tx),
        );
        this.usage = await uploadUsage(tx, this.uploaderId);
        const last = this.stored.at(-1)?.fileName ?? null;
        const rate = this.rateProblem(last, this.stored.length);
        if (rate) throw rate;
        const bytes = this.stored.reduce((sum, file) => sum + file.size, 0);
        if (this.usage.usedBytes + bytes > this.limits.quotaBytes) {
          throw quotaExceeded(last, this.limits.quotaBytes, this.usage);
        }
        await tablesOf(tx).insertInto('documents').values(rows).execute();
      });
      const ids = rows.map((row) => row.id);
      const read = await selectDocuments(this.em).where('doc.id', 'in', ids).execute();
      const byId = new Map(read.map((row) => [row.id, toDocumentRow(row)]));
      this.stored.length = 0;
      return ids.map((id) => byId.get(id)).filter((row): row is DocumentRow => row !== undefined);
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  /** Refused (429) when an upload of `files` files would pass the hourly rate, else null. */
  private rateProblem(fileName: string | null, files: number): UploadRefused | null {
    const usage = this.usage;
    if (!usage || usage.filesLastHour + files <= this.limits.filesPerHour) return null;
    const retryAfter = usage.nextSlotAt
      ? Math.max(1, Math.ceil((usage.nextSlotAt.getTime() - Date.now()) / 1000))
      : 60;
    return new UploadRefused(
      ErrorCode.RATE_LIMITED,
      `You can upload at most ${this.limits.filesPerHour} files per hour; "${fileName ?? 'this file'}" was not stored. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      fileName,
      retryAfter,
    );
  }

  /** Removes every file stored by this upload (after a failure). */
  async abort(): Promise<void> {
    const files = this.stored.splice(0);
    await Promise.allSettled(files.map((file) => this.storage.delete(file.key)));
  }
}

function quotaExceeded(
  fileName: string | null,
  quotaBytes: number,
  usage: UploadUsage | undefined,
): UploadRefused {
  return new UploadRefused(
    ErrorCode.QUOTA_EXCEEDED,
    `${fileName ? `"${fileName}" was not stored: ` : ''}your documents would use more than your storage quota of ${formatBytes(quotaBytes)} (${formatBytes(usage?.usedBytes ?? 0)} used). Delete documents you no longer share to make room.`,
    fileName,
  );
}

const UNSAFE_NAME_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The client's name without any folder part, control characters (C0, DEL, C1) or the
 * invisible direction marks that make `invoice‮fdp.bat` display as `invoicetab.pdf`
 * (U+200E/F, U+202A–U+202E, U+2066–U+2069), at most 255 characters.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (clean.length === 0) return 'file';
  if (clean.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

/**
 * One file: the title given, or the file's name without its extension. Several files: each is
 * titled by its own name, after the title given when there is one ("Title — name").
 */
export function titleFor(title: string, fileName: string, fileCount: number): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || fileName;
  const chosen = fileCount === 1 ? title || base : title ? `${title} — ${base}` : base;
  return chosen.slice(0, TITLE_LENGTH.max);
}

function selectDocuments(em: EntityManager) {
  return tablesOf(em)
    .selectFrom('documents as doc')
    .innerJoin('users as u', 'u.id', 'doc.uploader_id')
    .leftJoin('practice_areas as pa', 'pa.id', 'doc.practice_area_id')
    .select([
      'doc.id',
      'doc.title',
      'doc.description',
      'doc.media_type',
      'doc.file_name',
      'doc.size',
      'doc.checksum',
      'doc.downloads',
      'doc.status',
      'doc.created_at',
      'u.id as uploader_id',
      'u.full_name as uploader_full_name',
      'u.profile_image as uploader_profile_image',
      'pa.id as area_id',
      'pa.slug as area_slug',
      'pa.name_en as area_name_en',
      'pa.name_so as area_name_so',
      'pa.name_ar as area_name_ar',
      'pa.name_fr as area_name_fr',
    ]);
}

type SelectedDocument = Awaited<
  ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>
>;

function toDocumentRow(row: SelectedDocument): DocumentRow {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    fileName: row.file_name,
    size: Number(row.size),
    checksum: row.checksum,
    downloads: Number(row.downloads),
    status: row.status,
    createdAt: new Date(row.created_at),
    uploader: {
      id: row.uploader_id,
      fullName: row.uploader_full_name,
      profileImage: row.uploader_profile_image,
    },
    practiceArea:
      row.area_id === null
        ? null
        : {
            id: row.area_id,
            slug: row.area_slug ?? '',
            names: {
              en: row.area_name_en ?? '',
              so: row.area_name_so ?? '',
              ar: row.area_name_ar ?? '',
              fr: row.area_name_fr ?? '',
            },
          },
  };
}
