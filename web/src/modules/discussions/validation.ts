// The server's limits for a new discussion (createDiscussion), checked before sending so that
// the member sees the problem at once; the server checks them again.
export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 20000;
export const REPLY_MAX = 10000;

export type LengthProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number };

/** What is wrong with a text's length once trimmed, or null when it is acceptable. */
export function lengthProblem(value: string, min: number, max: number): LengthProblem | null {
  const length = Array.from(value.trim()).length;
  if (length === 0) return { kind: 'required' };
  if (length < min) return { kind: 'tooShort', min };
  if (length > max) return { kind: 'tooLong', max };
  return null;
}

export function titleProblem(title: string): LengthProblem | null {
  return lengthProblem(title, TITLE_MIN, TITLE_MAX);
}

export function contentProblem(content: string): LengthProblem | null {
  return lengthProblem(content, CONTENT_MIN, CONTENT_MAX);
}
