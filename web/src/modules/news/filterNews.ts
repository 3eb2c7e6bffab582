import type { NewsEntry } from './types.js';

/**
 * The items whose title, excerpt or content contain the text (trimmed, case-insensitive);
 * all of them for blank text.
 */
export function filterNews<T extends Pick<NewsEntry, 'title' | 'excerpt' | 'content'>>(
  items: readonly T[],
  text: string,
): readonly T[] {
  const query = text.trim().toLocaleLowerCase();
  if (!query) return items;
  return items.filter((item) =>
    [item.title, item.excerpt ?? '', item.content].some((field) =>
      field.toLocaleLowerCase().includes(query),
    ),
  );
}
