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
 * The allow-list, by what file-type finds in the bytes (never the client's header), and the
 * name's extension must be one of that type's (EXTENSIONS_OF):
 * PDF, Word (docx), Excel (xlsx), PowerPoint (pptx), OpenDocument text/spreadsheet/presentation,
 * PNG, JPEG. Legacy Office files are OLE compound files that the bytes alone do not tell apart:
 * they are accepted as .doc, .xls or .ppt only when the name says which.
 * Text (plain or CSV) has no signature: it is accepted when the whole file is UTF-8 without
 * control characters and without HTML/SVG/XML markup (so a renamed web page is refused).
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

/** The extensions a file of each type may have: a name must agree with the bytes. */
export const EXTENSIONS_OF: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/plain': ['txt', 'text', 'md'],
  'text/csv': ['csv'],
};

/**
 * Names that Windows or a shell would run, or a browser would execute: refused whatever the
 * bytes are (EICAR or a batch script is valid "plain text"), so that a download never lands on a
 * member's disk as something a double click runs.
 */
export const EXECUTABLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'apk',
  'app',
  'appx',
  'bat',
  'cmd',
  'com',
  'cpl',
  'dll',
  'exe',
  'gadget',
  'hta',
  'htm',
  'html',
  'inf',
  'ins',
  'isp',
  'jar',
  'js',
  'jse',
  'lnk',
  'mjs',
  'msc',
  'msi',
  'msp',
  'mst',
  'pif',
  'ps1',
  'ps1xml',
  'ps2',
  'psc1',
  'psm1',
  'py',
  'reg',
  'scf',
  'scr',
  'sct',
  'sh',
  'shb',
  'svg',
  'sys',
  'url',
  'vb',
  'vbe',
  'vbs',
  'ws',
  'wsc',
  'wsf',
  'wsh',
  'xhtml',
  'xml',
]);

const LEGACY_OFFICE: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const ALLOWED_LIST = 'PDF, Word, Excel, PowerPoint, OpenDocument, PNG, JPEG, plain text or CSV';

/**
 * The type of a file from its first bytes (`sample`, at most TYPE_SAMPLE_BYTES; `complete` when
 * it is the whole file), checked against the name's extension. Throws RefusedType with a clear
 * reason when it is not allowed. For text, the rest of the file must pass through the returned
 * `textCheck` (the whole file is checked for markup, not only the sample).
 */
export async function detectDocumentType(
  sample: Uint8Array,
  fileName: string,
  complete: boolean,
): Promise<DetectedType & { textCheck: TextContentCheck | null }> {
  const extension = extensionOf(fileName);
  if (EXECUTABLE_EXTENSIONS.has(extension)) {
    throw new RefusedType(
      `"${fileName}" was refused: .${extension} files can run programs and are never accepted. Allowed: ${ALLOWED_LIST}.`,
    );
  }
  const found = await fileTypeFromBuffer(sample);
  let mediaType: string;
  let textCheck: TextContentCheck | null = null;
  if (found) {
    if (found.mime in ALLOWED_MEDIA_TYPES) mediaType = found.mime;
    else if (found.ext === 'cfb' && LEGACY_OFFICE[extension]) mediaType = LEGACY_OFFICE[extension];
    else {
      throw new RefusedType(
        `"${fileName}" is a ${found.ext.toUpperCase()} file (${found.mime}), which the library does not accept. Allowed: ${ALLOWED_LIST}.`,
      );
    }
  } else {
    textCheck = new TextContentCheck();
    const problem = textCheck.push(sample) ?? (complete ? textCheck.end() : null);
    if (problem)
      throw new RefusedType(`"${fileName}" was refused: ${problem} Allowed: ${ALLOWED_LIST}.`);
    mediaType = extension === 'csv' ? 'text/csv' : 'text/plain';
    if (complete) textCheck = null;
  }
  const allowed = EXTENSIONS_OF[mediaType] ?? [];
  if (!allowed.includes(extension)) {
    const label = typeLabelOf(mediaType);
    throw new RefusedType(
      `"${fileName}" is a ${label} file, so its name must end in ${allowed.map((ext) => `.${ext}`).join(' or ')}.`,
    );
  }
  return { mediaType, textCheck };
}

// Markup that a browser would render as a page or run as script if it ever sniffed the file.
const MARKUP =
  /<\s*(!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|style|link|form|img|a\s|\?xml)/i;
// Characters kept from one chunk for the next, so that markup cut across two chunks is found.
const CARRY = 64;

/**
 * Checks a text file as it streams, chunk by chunk (`push`, then `end`): UTF-8 without control
 * characters and without markup anywhere in the file. Answers the problem, or null.
 */
export class TextContentCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private tail = '';
  private started = false;
  private bytes = 0;

  push(chunk: Uint8Array): string | null {
    this.bytes += chunk.length;
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      return 'its content is not a known document type, nor UTF-8 text.';
    }
    return this.inspect(text);
  }

  end(): string | null {
    if (this.bytes === 0) return 'the file is empty.';
    let text: string;
    try {
      text = this.decoder.decode();
    } catch {
      return 'its content is not a known document type, nor UTF-8 text.';
    }
    return this.inspect(text);
  }

  private inspect(text: string): string | null {
    // Control characters other than tab, line feed, form feed and carriage return: binary data.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
    if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) {
      return 'its content is not a known document type, nor plain text.';
    }
    const window = this.tail + text;
    if (!this.started) {
      const start = window.replace(/^\uFEFF/, '').trimStart();
      if (start.length > 0) {
        this.started = true;
        if (start.startsWith('<')) return MARKUP_PROBLEM;
      }
    }
    if (MARKUP.test(window)) return MARKUP_PROBLEM;
    this.tail = window.slice(-CARRY);
    return null;
  }
}

const MARKUP_PROBLEM = 'its content is HTML or other markup, whatever its name says.';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A short label of the type for people (PDF, DOCX, …). */
export function typeLabelOf(mediaType: string): string {
  return ALLOWED_MEDIA_TYPES[mediaType] ?? 'FILE';
}
