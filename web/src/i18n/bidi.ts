const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Someone's own text (a name, a title) placed inside a translated sentence that is a plain string
 * (a notification, an accessible name): isolated in its own direction by Unicode's isolates, the
 * plain-text twin of `<bdi>` (ui/UserText), so that "Ahmed Hassan?" keeps its order in Arabic.
 */
export function isolate(text: string): string {
  return text ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}
