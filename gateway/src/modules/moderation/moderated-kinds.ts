// The one registry of what moderators decide on: adding a ModeratedItemType without an entry
// fails to compile. Each entry is owned by the feature that owns the item's table.
import { sql } from 'kysely';
import type { ModeratedKind } from '../../shared/moderated-kind.js';
import { ModeratedItemType } from '../../values/moderation-values.js';
import { SubmissionType } from '../../values/submission-values.js';
import { reviewModeration } from '../consultations/index.js';
import { newsModeration } from '../news/index.js';
import { submissionModeration } from '../submissions/index.js';

export const MODERATED_KINDS: Record<ModeratedItemType, ModeratedKind> = {
  [ModeratedItemType.NEWS]: newsModeration,
  [ModeratedItemType.REVIEW]: reviewModeration,
  [ModeratedItemType.SUBMITTED_NEWS]: submissionModeration(SubmissionType.NEWS),
  [ModeratedItemType.SUBMITTED_EVENT]: submissionModeration(SubmissionType.EVENT),
  [ModeratedItemType.SUBMITTED_SOCIAL]: submissionModeration(SubmissionType.SOCIAL),
};

/** Everything waiting for a moderator, every kind, as one SQL expression. */
export const pendingModerationCount = sql<number>`(${sql.join(
  Object.values(MODERATED_KINDS).map((kind) => kind.pendingCount),
  sql` + `,
)})`;
