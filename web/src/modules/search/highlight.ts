/** A piece of text, marked when it is (the start of) a searched word. */
export interface TextPart {
  text: string;
  match: boolean;
}

const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';

/**
 * The words of a search as the server reads them (websearch syntax): quotes, a leading "-"
 * (an excluded word) and the OR operator are not words to highlight.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const raw of query.split(/\s+/u)) {
    if (raw.startsWith('-') || raw.toLowerCase() === 'or') continue;
    for (const word of raw.match(new RegExp(`${WORD_CHAR}+`, 'gu')) ?? []) {
      terms.add(word.toLocaleLowerCase());
    }
  }
  // Longest first, so that "criminal" wins over "crim" where both match.
  return [...terms].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` where a searched word starts a word of it, case-insensitively in any script
 * ("crim" marks the "Crim" of "Criminal"). Plain text in, plain parts out: nothing is parsed
 * as HTML.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = searchTerms(query);
  if (terms.length === 0 || text.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${terms.map(escapeRegExp).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
