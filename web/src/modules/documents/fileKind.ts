/** The colour families of spec §2: pdf red, word blue, excel or spreadsheet green, others grey. */
export type FileKind = 'pdf' | 'word' | 'spreadsheet' | 'other';

/** The family of a media type (the document's fileType). */
export function fileKindOf(mediaType: string): FileKind {
  const type = mediaType.toLowerCase();
  if (type.includes('pdf')) return 'pdf';
  if (type.includes('word') || type.includes('opendocument.text')) return 'word';
  if (type.includes('excel') || type.includes('spreadsheet') || type === 'text/csv') {
    return 'spreadsheet';
  }
  return 'other';
}
