import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { listReplies, type ReplyRow } from '../modules/discussions/index.js';
import { User } from '../modules/users/index.js';

/**
 * Request-scoped batch loaders. A field resolver that needs a related row per parent (the author
 * of each discussion, the sender of each message) loads it here: one query per field, not per row.
 */
export interface Loaders {
  userById: DataLoader<string, User | null>;
  /** The replies of a discussion, oldest first. */
  repliesByDiscussionId: DataLoader<string, ReplyRow[]>;
}

export function createLoaders(em: EntityManager): Loaders {
  return {
    userById: new DataLoader(async (ids) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    repliesByDiscussionId: new DataLoader(async (ids) => {
      const replies = await listReplies(em, ids);
      return ids.map((id) => replies.filter((reply) => reply.discussionId === id));
    }),
  };
}
