import { tablesOf } from '../../db/tables.js';
import { type ModeratedKind, statusReads } from '../../shared/moderated-kind.js';
import { SubmissionStatus, SubmissionType } from '../../values/submission-values.js';
import { publishSubmittedNews } from '../news/index.js';

const LABEL: Record<SubmissionType, string> = {
  [SubmissionType.NEWS]: 'submitted news item',
  [SubmissionType.EVENT]: 'submitted event',
  [SubmissionType.SOCIAL]: 'submitted social post',
};

/**
 * Members' submitted content of one type. Approval publishes it: news as a news item (at its
 * scheduledDate), events in the events list, social posts at their scheduledShare.
 */
export function submissionModeration(type: SubmissionType): ModeratedKind {
  return {
    label: LABEL[type],
    ...statusReads('content_submissions', type),
    async transition(em, decision) {
      const row = await tablesOf(em)
        .updateTable('content_submissions')
        .set({
          status: decision.approved ? SubmissionStatus.APPROVED : SubmissionStatus.REJECTED,
          decided_at: decision.decidedAt,
          decided_by_id: decision.moderatorId,
          rejection_reason: decision.approved ? null : decision.reason,
        })
        .where('id', '=', decision.itemId)
        .where('type', '=', type)
        .where('status', '=', SubmissionStatus.PENDING)
        .returning([
          'id',
          'author_id',
          'title',
          'excerpt',
          'content',
          'category',
          'scheduled_date',
          'scheduled_share',
          'decided_at',
        ])
        .executeTakeFirst();
      if (!row) return undefined;
      if (decision.approved && type === SubmissionType.NEWS) {
        await publishSubmittedNews(
          em,
          {
            id: row.id,
            title: row.title,
            excerpt: row.excerpt,
            content: row.content,
            authorId: row.author_id,
            category: row.category,
            scheduledDate: row.scheduled_date,
          },
          decision.decidedAt,
        );
      }
      const publish =
        decision.approved && type === SubmissionType.SOCIAL
          ? {
              submissionId: row.id,
              at: new Date(row.scheduled_share ?? decision.decidedAt),
            }
          : undefined;
      return {
        submitterId: row.author_id,
        subjectTitle: row.title,
        ...(publish ? { publish } : {}),
      };
    },
  };
}
