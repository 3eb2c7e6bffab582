/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
