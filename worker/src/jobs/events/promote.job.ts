import { promoteWaitlisted } from '@portal/gateway/modules/events/worker';
import { eventsRemindOptions, JobName } from '@portal/schema';
import { defineJob, type JobContext } from '../../job-handler.js';

/**
 * Gives an event's free places to the first on its waitlist (once: the event row is locked and
 * the answers change in the same transaction as the notifications), then schedules the
 * reminders of those promoted. Shared with the sweep.
 */
export async function promoteEvent(
  { em, enqueue }: Pick<JobContext, 'em' | 'enqueue'>,
  eventId: string,
): Promise<string[]> {
  const { promoted, reminders } = await promoteWaitlisted(em, eventId);
  for (const dueAt of reminders) {
    await enqueue(
      JobName.EventsRemind,
      { eventId, dueAt: dueAt.toISOString() },
      eventsRemindOptions(eventId, dueAt),
    );
  }
  return promoted;
}

export default defineJob(JobName.EventsPromote, async ({ eventId }, context) => {
  const promoted = await promoteEvent(context, eventId);
  if (promoted.length > 0) context.log.info({ eventId, promoted }, 'waitlist promoted');
  return { promoted };
});
