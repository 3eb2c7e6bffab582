import {
  findEventsToPromote,
  findUnsentReminderTimes,
} from '@portal/gateway/modules/events/worker';
import { eventsRemindOptions, JobName, jobId } from '@portal/schema';
import type { JobContext } from '../../job-handler.js';
import type { ReconcileStep } from '../submissions/reconcile-step.js';
import { promoteEvent } from './promote.job.js';

/**
 * The sweep's step for events, from PostgreSQL alone: an event with a free place and a waitlist
 * is promoted here and now (whatever happened to its wake-up), and every unsent reminder gets
 * its delayed job back (lost with a Redis restart, or failed): at once when due.
 */
export const reconcileEvents: ReconcileStep = {
  name: 'events',
  async run(context: JobContext) {
    let promoted = 0;
    for (const eventId of await findEventsToPromote(context.em)) {
      promoted += (await promoteEvent(context, eventId)).length;
    }
    const wakeups = await findUnsentReminderTimes(context.em);
    let requeued = 0;
    for (const { eventId, dueAt } of wakeups) {
      const options = eventsRemindOptions(eventId, dueAt);
      const outcome = await context.requeue(
        JobName.EventsRemind,
        { eventId, dueAt: dueAt.toISOString() },
        { ...options, jobId: jobId(JobName.EventsRemind, eventId, dueAt.getTime()) },
      );
      if (outcome !== 'live') requeued += 1;
    }
    return { promoted, reminderTimes: wakeups.length, requeued };
  },
};
