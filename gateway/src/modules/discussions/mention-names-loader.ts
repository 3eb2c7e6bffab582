import DataLoader from 'dataloader';
import type { LoaderKind } from '../../graphql/loaders.js';
import { type MentionNames, mentionedIds } from '../../shared/post-markdown.js';
import { memberNames } from '../../shared/post-mentions.js';

/** The current name of each member mentioned: one query for every post of a request. */
export const mentionNameById: LoaderKind<DataLoader<string, string | null>> = {
  create: (em) =>
    new DataLoader(async (ids) => {
      const names = await memberNames(em, ids);
      return ids.map((id) => names.get(id) ?? null);
    }),
};

/** The names a text's mentions show (through the request's loader). */
export async function mentionNamesFor(
  loader: DataLoader<string, string | null>,
  content: string,
): Promise<MentionNames> {
  const ids = mentionedIds(content);
  if (ids.length === 0) return new Map();
  const names = await loader.loadMany(ids);
  const found = new Map<string, string>();
  ids.forEach((id, index) => {
    const name = names[index];
    if (typeof name === 'string') found.set(id, name);
  });
  return found;
}
