import type { EntityManager } from '@mikro-orm/postgresql';
import { countDiscussions } from '../discussions/index.js';
import { countDocuments } from '../documents/index.js';
import { countPendingModeration } from '../moderation/index.js';
import { User } from '../users/index.js';

export type StatName = 'members' | 'discussions' | 'documents' | 'pendingItems';

/** Counts the rows of one feature that make up (part of) a stat. */
export type StatCounter = (em: EntityManager) => Promise<number>;

const countMembers: StatCounter = (em) => em.count(User);

/**
 * The counters behind each stat; a stat is the sum of its counters. A feature that adds
 * documents or items awaiting moderation registers its counter here (pending items
 * will sum pending news, reviews and submissions). Until then those stats count zero rows.
 */
export const STAT_COUNTERS: Readonly<Record<StatName, readonly StatCounter[]>> = {
  members: [countMembers],
  discussions: [countDiscussions],
  documents: [countDocuments],
  pendingItems: [countPendingModeration],
};
