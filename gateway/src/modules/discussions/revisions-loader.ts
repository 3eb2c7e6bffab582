import DataLoader from 'dataloader';
import type { LoaderKind } from '../../graphql/loaders.js';
import { listRevisions, type PostRef, postKey, type RevisionRow } from './post-edits.service.js';

/** The earlier versions of each post: one query for every post of a request. */
export const revisionsByPost: LoaderKind<DataLoader<PostRef, RevisionRow[], string>> = {
  create: (em) =>
    new DataLoader(
      async (posts) => {
        const found = await listRevisions(em, posts);
        return posts.map((post) => found.get(postKey(post)) ?? []);
      },
      { cacheKeyFn: postKey },
    ),
};
