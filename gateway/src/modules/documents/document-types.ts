import { fileTypeFromBuffer } from 'file-type';

/** Bytes read from the start of a file to decide its type (OOXML needs its first entries). */
export const TYPE_SAMPLE_BYTES = 256 * 1024;

/** What a file turned out to be, from its bytes. */
export interface DetectedType {
  mediaType: string;
}

/** Why a file was refused; `reason` is written for the person uploading it. */
export class RefusedType extends Error {
  override name = 'RefusedType';
}

/**
 * The allow-list, by what file-type finds in the bytes (never the name or the client's header):
 * PDF, Word (docx), Excel (xlsx), PowerPoint (pptx), OpenDocument text/spreadsheet/presentation,
 * PNG, JPEG. Legacy Office files are OLE compound files that the bytes alone do not tell apart:
 * they are accepted as .doc, .xls or .ppt only when the name says which.
 * Text (plain or CSV) has no signature: it is accepted when the sample is UTF-8 without control
 * characters and without HTML/SVG/XML markup (so a renamed web page is refused).
 */
export const ALLOWED_MEDIA_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/vnd.oasis.opendocument.presentation': 'ODP',
  'application/msword': 'DOC',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.ms-powerpoint': 'PPT',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

const LEGACY_OFFICE: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const ALLOWED_LIST = 'PDF, Word, Excel, PowerPoint, OpenDocument, PNG, JPEG, plain text or CSV';

/**
 * The type of a file from its first bytes (`sample`, at most TYPE_SAMPLE_BYTES; `complete` when
 * it is the whole file). Throws RefusedType with a clear reason when it is not allowed.
 */
export async function detectDocumentType(
  sample: Uint8Array,
  fileName: string,
  complete: boolean,
): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(sample);
  const extension = extensionOf(fileName);
  if (found) {
    if (found.mime in ALLOWED_MEDIA_TYPES) return { mediaType: found.mime };
    if (found.ext === 'cfb') {
      const legacy = LEGACY_OFFICE[extension];
      if (legacy) return { mediaType: legacy };
    }
    throw new RefusedType(
      `"${fileName}" is a ${found.ext.toUpperCase()} file (${found.mime}), which the library does not accept. Allowed: ${ALLOWED_LIST}.`,
    );
  }
  const problem = textProblem(sample, complete);
  if (problem)
    throw new RefusedType(`"${fileName}" was refused: ${problem} Allowed: ${ALLOWED_LIST}.`);
  return { mediaType: extension === 'csv' ? 'text/csv' : 'text/plain' };
}

// Markup that a browser would render as a page or run as script if it ever sniffed the file.
const MARKUP =
  /<\s*(!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|style|link|form|img|a\s|\?xml)/i;

/** Why the sample is not acceptable plain text, or null when it is. */
function textProblem(sample: Uint8Array, complete: boolean): string | null {
  if (sample.length === 0) return 'the file is empty.';
  let text: string;
  try {
    // A sample cut inside a multi-byte character is fine unless it is the whole file.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !complete });
  } catch {
    return 'its content is not a known document type, nor UTF-8 text.';
  }
  // Control characters other than tab, line feed, form feed and carriage return: binary data.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) {
    return 'its content is not a known document type, nor plain text.';
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<') || MARKUP.test(text)) {
    return 'its content is HTML or other markup, whatever its name says.';
  }
  return null;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A short label of the type for people (PDF, DOCX, …). */
export function typeLabelOf(mediaType: string): string {
  return ALLOWED_MEDIA_TYPES[mediaType] ?? 'FILE';
}
