import DataLoader from 'dataloader';
import type { LoaderKind } from '../../graphql/loaders.js';
import { type PostRef, postKey } from './post-edits.service.js';
import { flaggedByViewer } from './post-flags.service.js';

/** A post as one viewer reads it: whether they flagged it. */
export interface ViewerPost {
  viewerId: string;
  post: PostRef;
}

const keyOf = ({ viewerId, post }: ViewerPost) => `${viewerId}|${postKey(post)}`;

/** Whether the viewer flagged each post: one query for a discussion's page and its replies. */
export const flaggedByMe: LoaderKind<DataLoader<ViewerPost, boolean, string>> = {
  create: (em) =>
    new DataLoader(
      async (keys) => {
        const byViewer = new Map<string, PostRef[]>();
        for (const { viewerId, post } of keys) {
          byViewer.set(viewerId, [...(byViewer.get(viewerId) ?? []), post]);
        }
        const flagged = new Set<string>();
        for (const [viewerId, posts] of byViewer) {
          for (const key of await flaggedByViewer(em, viewerId, posts)) {
            flagged.add(`${viewerId}|${key}`);
          }
        }
        return keys.map((key) => flagged.has(keyOf(key)));
      },
      { cacheKeyFn: keyOf },
    ),
};
