import DataLoader from 'dataloader';
import type { LoaderKind } from '../../graphql/loaders.js';
import { listReplies, type ReplyRow } from './discussions.service.js';

/** The replies of each discussion, oldest first: one query for every discussion of a request. */
export const repliesByDiscussionId: LoaderKind<DataLoader<string, ReplyRow[]>> = {
  create: (em) =>
    new DataLoader(async (ids) => {
      const replies = await listReplies(em, ids);
      return ids.map((id) => replies.filter((reply) => reply.discussionId === id));
    }),
};
