import type { FieldErrors } from '../errors/domain-error.js';

// Text that no field of the portal can use and that breaks what lies behind the gateway:
// PostgreSQL refuses NUL in text (the request then failed with a 500, a queued decision failed
// its job five times), and a lone UTF-16 surrogate has no UTF-8 form (the driver would store
// U+FFFD silently). Every text input passes these checks once, at the edge.

export const NUL_PROBLEM = 'must not contain a NUL character';
export const SURROGATE_PROBLEM = 'must be valid Unicode (it contains an unpaired surrogate)';
export const INVALID_UTF8_PROBLEM = 'must be valid UTF-8';

// In a `u` regex a surrogate pair is one code point: only unpaired halves match the range.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** What is wrong with one string, or undefined when it is fine. */
export function unsafeTextProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_PROBLEM;
  if (LONE_SURROGATE.test(text)) return SURROGATE_PROBLEM;
  return undefined;
}

/** What is wrong with a string decoded leniently from bytes that were not UTF-8. */
export function replacedBytesProblem(text: string): string | undefined {
  return text.includes('\uFFFD') ? INVALID_UTF8_PROBLEM : undefined;
}

/**
 * Records a problem for every unsafe string in a parsed JSON value (keys included), under its
 * dotted path (`input.reason`, `ids.2`). `path` is the name of the value itself, '' at the root.
 * A walk with a list of its own rather than recursion: a body of `[[[…]]]` nested thousands deep
 * overflowed the call stack (a 500, found by the entry-point fuzzer).
 */
export function collectUnsafeText(
  problems: FieldErrors,
  value: unknown,
  path: string,
  problemOf: (text: string) => string | undefined = unsafeTextProblem,
): void {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, currentPath] = next;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) problems[currentPath || 'body'] = problem;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, item] of entries) {
      const keyText = String(key);
      const problem = problemOf(keyText);
      // A bad key cannot name itself: JSON.stringify spells NUL and surrogates as escapes.
      const name = problem ? JSON.stringify(keyText).slice(1, -1) : keyText;
      const itemPath = currentPath ? `${currentPath}.${name}` : name;
      if (problem) problems[itemPath] = problem;
      else pending.push([item, itemPath]);
    }
  }
}

/**
 * The query-string parameters whose percent-encoding is not UTF-8 (`?q=%FF`). Fastify's parser
 * keeps such a value as the raw `%FF` text rather than refusing it.
 */
export function collectMisencodedQuery(problems: FieldErrors, url: string): void {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const pair of url.slice(start + 1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    const key = decodeOrUndefined(rawKey);
    if (key === undefined) problems.query = INVALID_UTF8_PROBLEM;
    else if (decodeOrUndefined(rawValue) === undefined) problems[key] = INVALID_UTF8_PROBLEM;
  }
}

function decodeOrUndefined(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}
