import {
  deliverDueReminders,
  markReminderMailed,
  PermanentMailRefusal,
  reminderEmail,
  remindersToMail,
} from '@portal/gateway/modules/events/worker';
import {
  MailCategory,
  MailMode,
  mailModesOf,
  withHtmlPart,
} from '@portal/gateway/modules/notice-mails/worker';
import { JobName } from '@portal/schema';
import { defineJob } from '../../job-handler.js';

/**
 * Sends an event's due reminders: the notification is recorded with the reminder's `sentAt` (once,
 * whoever runs it), then, when mail is configured, each sent reminder's e-mail that has not left
 * yet, marked `emailedAt` as it leaves. An e-mail the SMTP server defers fails the job, so BullMQ
 * retries it with backoff: the retry sends no second notice (they are sent) and mails only the
 * reminders still owed an e-mail, until the event starts.
 */
export default defineJob(JobName.EventsRemind, async ({ eventId }, { em, log, mail }) => {
  const sent = await deliverDueReminders(em, eventId);
  let emailed = 0;
  let deferred = 0;
  if (mail) {
    const owed = await remindersToMail(em, eventId);
    // A member who turned event notices off gets no reminder e-mail either.
    const modes = await mailModesOf(
      em,
      owed.map((reminder) => reminder.userId),
      MailCategory.EVENTS,
    );
    for (const reminder of owed) {
      if (modes.get(reminder.userId) !== MailMode.OFF) {
        try {
          await mail.mailer.send(
            await withHtmlPart(reminderEmail(reminder, mail.origin), reminder.language),
          );
          emailed += 1;
        } catch (error) {
          log.warn({ err: error, eventId, userId: reminder.userId }, 'reminder e-mail not sent');
          // A dead address will not take it later either; anything else is tried again.
          if (!(error instanceof PermanentMailRefusal)) {
            deferred += 1;
            continue;
          }
        }
      }
      await markReminderMailed(em, reminder.id);
    }
  }
  if (sent + emailed > 0) log.info({ eventId, sent, emailed }, 'event reminders sent');
  if (deferred > 0) throw new Error(`${deferred} reminder e-mail(s) deferred; retried`);
  return { sent, emailed };
});
