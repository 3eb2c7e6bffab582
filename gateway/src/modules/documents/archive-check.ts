// Zip-based documents (DOCX, XLSX, PPTX, ODT, ODS, ODP) are opened at upload and refused when
// they unpack past the limits. Not only against zip bombs: clamd cuts a zip entry off at its
// MaxFileSize and scans only the start, answering `OK` even with AlertExceedsMax (measured with
// ClamAV 1.4: EICAR after 110 MiB of zeros), so what is accepted here must fit clamd's limits.
// yauzl reads the central directory (what Office and clamd go by), from the bytes of the upload.
import { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ArchiveLimits } from '../../settings/storage-config.js';
import { formatBytes } from './format-bytes.js';

/** The allowed types that are zip archives (document-types.ts). */
export const ARCHIVE_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/**
 * Archives inside archives (a chart's workbook in a DOCX) are opened too, this deep: below
 * clamd's MaxRecursion (ops/clamav/clamd.conf), so that clamd unpacks all of what is accepted.
 */
export const MAX_NESTING = 5;

/** Why an archive was refused: too large or too many parts (413), or unreadable (415). */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';

  constructor(
    readonly kind: 'too-large' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/**
 * Throws ArchiveRefused when `bytes` (a whole zip) unpacks to more than the limits, counting
 * archives nested in it: entries as the central directory declares them (refused before a byte
 * is inflated), then each entry inflated to check that it is no larger than declared (yauzl's
 * validateEntrySizes). Encrypted entries cannot be scanned and are refused.
 */
export async function checkArchive(bytes: Buffer, limits: ArchiveLimits): Promise<void> {
  const budget = { bytes: 0, entries: 0 };
  try {
    await walk(bytes, limits, budget, 0);
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused('unreadable', `it is damaged (${(error as Error).message}).`);
  }
}

async function walk(
  bytes: Buffer,
  limits: ArchiveLimits,
  budget: { bytes: number; entries: number },
  depth: number,
): Promise<void> {
  const zip = await openZip(bytes);
  budget.entries += zip.entryCount;
  if (budget.entries > limits.maxEntries) throw tooManyEntries(limits);
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    if (entry.isEncrypted()) {
      throw new ArchiveRefused('unreadable', 'it has encrypted parts, which cannot be scanned.');
    }
    budget.bytes += entry.uncompressedSize;
    if (budget.bytes > limits.maxUncompressedBytes) throw tooLarge(limits);
    if (entry.fileName.endsWith('/')) continue;
    const inner = await inflate(zip, entry);
    if (inner) {
      if (depth + 1 > MAX_NESTING) {
        throw new ArchiveRefused(
          'unreadable',
          `it has archives nested more than ${MAX_NESTING} deep, which cannot be scanned.`,
        );
      }
      await walk(inner, limits, budget, depth + 1);
    }
  }
}

/** Inflates an entry (yauzl checks its size as it goes); answers its bytes if it is a zip. */
async function inflate(zip: ZipFile, entry: Entry): Promise<Buffer | null> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const kept: Buffer[] = [];
  let nested: boolean | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // Only the first bytes tell; the rest of a plain entry is counted, not kept.
    nested ??= chunk.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
    if (nested) kept.push(chunk);
  }
  return nested ? Buffer.concat(kept) : null;
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** The next entry of a lazyEntries zip, or null after the last. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      done();
      resolve(entry);
    };
    const onEnd = () => {
      done();
      resolve(null);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

function tooLarge(limits: ArchiveLimits): ArchiveRefused {
  return new ArchiveRefused(
    'too-large',
    `unpacked, it would be larger than ${formatBytes(limits.maxUncompressedBytes)}, the most that can be scanned for viruses.`,
  );
}

function tooManyEntries(limits: ArchiveLimits): ArchiveRefused {
  return new ArchiveRefused(
    'too-large',
    `it holds more than ${limits.maxEntries} files, the most that can be scanned for viruses.`,
  );
}
