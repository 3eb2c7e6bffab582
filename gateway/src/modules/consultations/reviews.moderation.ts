import { tablesOf } from '../../db/tables.js';
import { type ModeratedKind, statusReads } from '../../shared/moderated-kind.js';
import { ReviewStatus } from '../../values/review-status.js';

/** Clients' reviews of lawyers: approved ones count in the ratings. Nobody to notify. */
export const reviewModeration: ModeratedKind = {
  label: 'review',
  ...statusReads('reviews'),
  async transition(em, decision) {
    const row = await tablesOf(em)
      .updateTable('reviews')
      .set({
        status: decision.approved ? ReviewStatus.APPROVED : ReviewStatus.REJECTED,
        decided_at: decision.decidedAt,
      })
      .where('id', '=', decision.itemId)
      .where('status', '=', ReviewStatus.PENDING)
      .returning(['id'])
      .executeTakeFirst();
    return row && { submitterId: null };
  },
};
