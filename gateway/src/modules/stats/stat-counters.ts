import type { EntityManager } from '@mikro-orm/postgresql';
import { countDiscussions } from '../discussions/discussions.service.js';
import { countDocuments } from '../documents/documents.service.js';
import { countPendingModeration } from '../moderation/pending-count.js';
import { User } from '../users/user.entity.js';

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
