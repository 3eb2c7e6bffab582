// Zip archives built in the tests with yazl: the DOCX of issue 26's F4 (EICAR after 110 MiB of
// zeros in one entry, ~113 KB compressed), a zip bomb (~300 MiB in ~300 KB) and nested archives.
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { eicar } from './own-clamd.js';

const MiB = 1024 * 1024;

/** An entry's bytes: given, or made as the archive is written (so that no 110 MiB is held). */
export type ZipEntry = [name: string, data: Buffer | (() => Readable)];

/** A deflated zip of the entries, in order. */
export async function zipOf(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) {
    if (Buffer.isBuffer(data)) zip.addBuffer(data, name);
    else zip.addReadStream(data(), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `mebibytes` MiB of zeros, then `tail`, one MiB at a time. */
export function zerosThen(mebibytes: number, tail: Buffer = Buffer.alloc(0)): () => Readable {
  return () =>
    Readable.from(
      (function* () {
        const zeros = Buffer.alloc(MiB);
        for (let i = 0; i < mebibytes; i += 1) yield zeros;
        if (tail.length > 0) yield tail;
      })(),
    );
}

// What file-type needs to call a zip a DOCX: its content types first.
const DOCX_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/** A DOCX: its content types, then the entries given. */
export function docxOf(entries: readonly ZipEntry[]): Promise<Buffer> {
  return zipOf([['[Content_Types].xml', DOCX_TYPES], ...entries]);
}

/** The DOCX of the finding: EICAR after 110 MiB of zeros in one entry. */
export function findingDocx(): Promise<Buffer> {
  return docxOf([['word/media/image1.bin', zerosThen(110, Buffer.from(eicar()))]]);
}

/** A DOCX that unpacks to 300 MiB: thirty entries of 10 MiB of zeros. */
export function zipBombDocx(): Promise<Buffer> {
  return docxOf(
    Array.from({ length: 30 }, (_, i): ZipEntry => [`word/media/part${i}.bin`, zerosThen(10)]),
  );
}
