/** The content's paragraphs: one per non-blank line, so that the author's line breaks show. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
