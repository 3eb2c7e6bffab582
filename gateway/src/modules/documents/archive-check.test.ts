// The upload-time check of zip-based documents (F4 of issue 26): sizes and entries as declared,
// then as inflated, nested archives counted in, encrypted or damaged archives refused.
import { describe, expect, it } from 'vitest';
import { sampleDocx, sampleXlsx } from '../../seed/sample-files.js';
import type { ArchiveLimits } from '../../settings/storage-config.js';
import {
  DEFAULT_ARCHIVE_MAX_ENTRIES,
  DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES,
} from '../../settings/storage-config.js';
import { eicar } from '../../test/own-clamd.js';
import { docxOf, findingDocx, zerosThen, zipBombDocx, zipOf } from '../../test/zip-files.js';
import { ArchiveRefused, checkArchive, MAX_NESTING } from './archive-check.js';

const DEFAULTS: ArchiveLimits = {
  maxUncompressedBytes: DEFAULT_ARCHIVE_MAX_UNCOMPRESSED_BYTES,
  maxEntries: DEFAULT_ARCHIVE_MAX_ENTRIES,
};
const MiB = 1024 * 1024;

async function refusal(bytes: Buffer, limits = DEFAULTS): Promise<ArchiveRefused> {
  const error = await checkArchive(bytes, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ArchiveRefused);
  return error as ArchiveRefused;
}

/** The offset of the (only) central directory header of a one-entry zip. */
function centralHeader(zip: Buffer): number {
  const at = zip.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
  expect(at).toBeGreaterThan(0);
  return at;
}

describe('checkArchive', () => {
  it('accepts ordinary documents and a small archive nested in one', async () => {
    await checkArchive(sampleDocx(['Dear court']), DEFAULTS);
    await checkArchive(sampleXlsx([['a', 'b']]), DEFAULTS);
    const chart = await zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(MiB, 'x')]]);
    await checkArchive(await docxOf([['word/embeddings/chart.xlsx', chart]]), DEFAULTS);
  });

  it("refuses the finding's DOCX (EICAR after 110 MiB of zeros) and a 300 MiB zip bomb", async () => {
    const docx = await findingDocx();
    expect(docx.length).toBeLessThan(200_000);
    expect((await refusal(docx)).kind).toBe('too-large');
    const bomb = await zipBombDocx();
    expect(bomb.length).toBeLessThan(400_000);
    const refused = await refusal(bomb);
    expect(refused.kind).toBe('too-large');
    expect(refused.message).toMatch(/larger than 100 MB/);
  });

  it('counts what archives nested in it unpack to, and refuses nesting past the limit', async () => {
    const inner = await zipOf([['big.bin', zerosThen(110, Buffer.from(eicar()))]]);
    expect((await refusal(await docxOf([['word/embeddings/x.zip', inner]]))).kind).toBe(
      'too-large',
    );
    let nested: Buffer = Buffer.from('deep');
    for (let depth = 0; depth <= MAX_NESTING; depth += 1) {
      nested = await zipOf([[`level${depth}.zip`, nested]]);
    }
    expect((await refusal(await docxOf([['word/embeddings/x.zip', nested]]))).message).toMatch(
      /nested more than 5 deep/,
    );
  });

  it('refuses more entries than the limit, counted before any is read', async () => {
    const entries = Array.from({ length: 11 }, (_, i): [string, Buffer] => [
      `part${i}.xml`,
      Buffer.from('x'),
    ]);
    const refused = await refusal(await zipOf(entries), { ...DEFAULTS, maxEntries: 10 });
    expect(refused).toMatchObject({ kind: 'too-large' });
    expect(refused.message).toMatch(/more than 10 files/);
  });

  it('refuses an entry larger than its declared size (a lying central directory)', async () => {
    const zip = await zipOf([['big.bin', Buffer.alloc(20 * MiB)]]);
    zip.writeUInt32LE(1024, centralHeader(zip) + 24);
    expect((await refusal(zip)).kind).toBe('unreadable');
    // Declared past the limit: refused from the central directory, before anything is inflated
    // (inflated, the entry would be found short of its size: "unreadable").
    zip.writeUInt32LE(200 * MiB, centralHeader(zip) + 24);
    expect((await refusal(zip)).kind).toBe('too-large');
  });

  it('refuses encrypted entries and damaged archives', async () => {
    const zip = await zipOf([['secret.xml', Buffer.from('<x/>')]]);
    const flags = centralHeader(zip) + 8;
    zip.writeUInt16LE(zip.readUInt16LE(flags) | 1, flags);
    expect((await refusal(zip)).message).toMatch(/encrypted/);
    const docx = sampleDocx(['Dear court']);
    expect((await refusal(docx.subarray(0, docx.length - 30))).kind).toBe('unreadable');
  });
});
