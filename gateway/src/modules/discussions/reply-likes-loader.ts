import DataLoader from 'dataloader';
import type { LoaderKind } from '../../graphql/loaders.js';
import { type ReplyLikes, replyLikesOf } from './reply-likes.service.js';

/**
 * Each reply's likes as the viewer sees them: one query for every reply of a request. The
 * request has one viewer; the loader is made per viewer all the same, never mixing two.
 */
export const replyLikesByReplyId: LoaderKind<
  (viewerId: string | null) => DataLoader<string, ReplyLikes>
> = {
  create: (em) => {
    const made = new Map<string | null, DataLoader<string, ReplyLikes>>();
    return (viewerId) => {
      let loader = made.get(viewerId);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const found = await replyLikesOf(em, viewerId, ids);
          return ids.map((id) => found.get(id) ?? { likes: 0, likedByMe: false });
        });
        made.set(viewerId, loader);
      }
      return loader;
    };
  },
};
