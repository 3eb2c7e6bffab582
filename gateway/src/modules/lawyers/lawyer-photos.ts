import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { tablesOf } from '../../db/tables.js';
import { DomainError } from '../../errors/domain-error.js';
import { ErrorCode, httpStatusOf } from '../../errors/error-code.js';
import { isUuid } from '../../errors/input-checks.js';
import { type DocumentStorage, StorageObjectMissing } from '../../storage/storage.js';
import { lawyerPhotoPath } from './lawyer-photo-path.js';

/** Past this many bytes an upload is refused with 413. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Larger pictures are scaled down to fit this square (never enlarged). */
export const PHOTO_MAX_SIDE = 512;
/** Decoding stops past this many pixels: a small file cannot expand into gigabytes. */
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const PHOTO_MEDIA_TYPE = 'image/webp';

/**
 * Why a photo was refused: 413 (too big) or 415 (not a JPEG, PNG or WebP picture), with the
 * `photo` field named; the one error mapper answers it.
 */
export class PhotoRefused extends DomainError {
  override name = 'PhotoRefused';

  constructor(
    code: ErrorCode.PAYLOAD_TOO_LARGE | ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: string,
  ) {
    super(code, message, { fields: { photo: message } });
  }

  /** The answer's HTTP status (for the security event). */
  get status(): number {
    return httpStatusOf(this.code);
  }
}

const notAPicture = () =>
  new PhotoRefused(
    ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    'The photo must be a JPEG, PNG or WebP image.',
  );

/**
 * The uploaded bytes decoded and encoded again as WebP: turned upright by its EXIF orientation,
 * scaled to fit PHOTO_MAX_SIDE, and without any metadata (EXIF, GPS position, XMP, ICC comments
 * are not copied), so that nothing of the original file but its pixels is ever served.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw notAPicture();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAPicture();
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads as a picture over a body that does not decode.
    throw notAPicture();
  }
}

/**
 * Stores the member's new photo and points their profile at it; the previous file goes once the
 * row no longer names it. A member without a profile is told to save one first (409).
 */
export async function saveLawyerPhoto(
  em: EntityManager,
  storage: DocumentStorage,
  userId: string,
  bytes: Buffer,
): Promise<string> {
  const previous = await photoKeyOf(em, userId);
  const encoded = await reencodePhoto(bytes);
  const key = randomUUID();
  await storage.put(key, Readable.from(encoded), PHOTO_MEDIA_TYPE);
  const updated = await tablesOf(em)
    .updateTable('lawyer_profiles')
    .set({ photo_key: key, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    await storage.delete(key);
    throw noProfile();
  }
  if (previous) await storage.delete(previous);
  return lawyerPhotoPath(key) ?? '';
}

/** Takes the member's photo off their profile (the placeholder shows again). */
export async function removeLawyerPhoto(
  em: EntityManager,
  storage: DocumentStorage,
  userId: string,
): Promise<void> {
  const previous = await photoKeyOf(em, userId);
  await tablesOf(em)
    .updateTable('lawyer_profiles')
    .set({ photo_key: null, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
  if (previous) await storage.delete(previous);
}

/** The stored bytes of a photo a profile names; 404 for anything else. */
export async function openLawyerPhoto(
  em: EntityManager,
  storage: DocumentStorage,
  key: string,
): Promise<Readable> {
  const named =
    isUuid(key) &&
    (await tablesOf(em)
      .selectFrom('lawyer_profiles')
      .select('id')
      .where('photo_key', '=', key)
      .executeTakeFirst());
  if (!named) throw photoNotFound();
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof StorageObjectMissing) throw photoNotFound();
    throw error;
  }
}

const photoNotFound = () => new DomainError(ErrorCode.NOT_FOUND, 'This photo does not exist.');

async function photoKeyOf(em: EntityManager, userId: string): Promise<string | null> {
  const row = await tablesOf(em)
    .selectFrom('lawyer_profiles')
    .select('photo_key')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw noProfile();
  return row.photo_key;
}

const noProfile = () =>
  new DomainError(ErrorCode.CONFLICT, 'Save your lawyer profile before adding a photo.');
