/** The `@name` being typed at the caret: where its `@` is and the part of the name after it. */
export interface MentionQuery {
  /** The index of the `@` in the text. */
  start: number;
  query: string;
}

// An `@` at the start of the text or after a space or an opening bracket (not in an address),
// then up to 40 characters of a name in any script, without spaces or a mention's own marks.
const TYPING = /(?:^|[\s(])@([^\s@[\]()]{1,40})$/u;

/** The mention typed right before the caret, or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = TYPING.exec(text.slice(0, caret));
  if (!match?.[1]) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

/** The text with the typed `@name` replaced by the mention's markup and a space. */
export function insertMention(
  text: string,
  at: MentionQuery,
  markup: string,
): { text: string; caret: number } {
  const before = text.slice(0, at.start);
  const after = text.slice(at.start + 1 + at.query.length).replace(/^ /, '');
  const inserted = `${markup} `;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
