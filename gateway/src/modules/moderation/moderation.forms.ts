import { badUserInput, forbidden } from '../../errors/domain-error.js';
import { type PageForms, pageFormViewer } from '../../http/page-forms.js';
import type { JobQueue } from '../../queues/job-queue.js';
import { ModeratedItemType } from '../../values/moderation-values.js';
import { STAFF } from '../../values/role.js';
import { decide } from './moderation.service.js';

/** The web's form name (modules/moderation ModerationCard). */
export const QUEUE_DECISION_FORM = 'queueDecision';

/** The tab of /admin each kind waits in (web pages/admin): submitted news beside the news. */
const TAB: Record<ModeratedItemType, string | null> = {
  [ModeratedItemType.NEWS]: 'news',
  [ModeratedItemType.SUBMITTED_NEWS]: 'news',
  [ModeratedItemType.REVIEW]: 'reviews',
  [ModeratedItemType.SUBMITTED_EVENT]: null,
  [ModeratedItemType.SUBMITTED_SOCIAL]: null,
};

/** The notice the page shows, by kind (spec §7: news, reviews and submitted content apart). */
const NOTICE: Record<ModeratedItemType, 'news' | 'review' | 'content'> = {
  [ModeratedItemType.NEWS]: 'news',
  [ModeratedItemType.REVIEW]: 'review',
  [ModeratedItemType.SUBMITTED_NEWS]: 'content',
  [ModeratedItemType.SUBMITTED_EVENT]: 'content',
  [ModeratedItemType.SUBMITTED_SOCIAL]: 'content',
};

const ITEM_TYPES: readonly string[] = Object.values(ModeratedItemType);

function itemTypeOf(value: string | undefined): ModeratedItemType {
  if (value && ITEM_TYPES.includes(value)) return value as ModeratedItemType;
  throw badUserInput({ itemType: `must be one of ${ITEM_TYPES.join(', ')}` });
}

/**
 * The queue's Approve and Reject without the script (http/page-forms.ts): the service the
 * decideNews, decideReview and decideContent mutations call, for staff only as they are. Back
 * to the item's tab with what was done (`?moderated=<kind>&outcome=`), which the page announces.
 */
export function registerModerationForms(pageForms: PageForms, { queues }: { queues: JobQueue }) {
  pageForms.add({
    path: '/admin',
    form: QUEUE_DECISION_FORM,
    fields: ['itemType', 'id', 'decision', 'reason'],
    async handle(request, reply, values) {
      const viewer = await pageFormViewer(request, reply);
      if (!STAFF.includes(viewer.role)) throw forbidden();
      const itemType = itemTypeOf(values.itemType);
      if (values.decision !== 'approve' && values.decision !== 'reject') {
        throw badUserInput({ decision: 'must be approve or reject' });
      }
      const approved = values.decision === 'approve';
      const outcome = await decide(request.em, queues, {
        itemType,
        itemId: values.id ?? '',
        approved,
        reason: approved ? null : values.reason,
        moderatorId: viewer.id,
      });
      const done = outcome.applied ? (approved ? 'approved' : 'rejected') : 'pending';
      const tab = TAB[itemType];
      return `/admin?${tab ? `tab=${tab}&` : ''}moderated=${NOTICE[itemType]}&outcome=${done}`;
    },
  });
}
