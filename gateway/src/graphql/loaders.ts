import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { User } from '../modules/users/index.js';

/**
 * A loader that a feature declares for its own rows (discussions' replies-by-discussion): how to
 * make it from the request's EntityManager. The object itself is the key, so the platform keeps
 * one per request without importing any feature's services.
 */
export interface LoaderKind<T> {
  readonly create: (em: EntityManager) => T;
}

/**
 * Request-scoped batch loaders. A field resolver that needs a related row per parent (the author
 * of each discussion, the replies of each discussion) loads it here: one query per field, not
 * per row.
 */
export interface Loaders {
  userById: DataLoader<string, User | null>;
  /** This request's loader of `kind`, made on first use. */
  of<T>(kind: LoaderKind<T>): T;
}

/** `emOf`: the request's EntityManager, asked for when a loader first needs it (a lazy fork). */
export function createLoaders(emOf: () => EntityManager): Loaders {
  const made = new Map<LoaderKind<unknown>, unknown>();
  return {
    userById: new DataLoader(async (ids) => {
      const users = await emOf().find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    of<T>(kind: LoaderKind<T>): T {
      if (!made.has(kind)) made.set(kind, kind.create(emOf()));
      return made.get(kind) as T;
    },
  };
}
