/** Spec §9: a discussion card shows the first 200 characters of its content. */
export const EXCERPT_LENGTH = 200;

/**
 * The card text: the content unchanged when it fits, otherwise its first 200 characters (counted
 * in code points, so that an emoji or a surrogate pair is never cut in half) and an ellipsis.
 */
export function excerpt(content: string): string {
  const characters = Array.from(content);
  if (characters.length <= EXCERPT_LENGTH) return content;
  return `${characters.slice(0, EXCERPT_LENGTH).join('')}…`;
}
