import { deliverDueReminders, reminderEmail } from '@portal/gateway/modules/events/worker';
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
 * whoever runs it), then the e-mails when mail is configured. An e-mail that fails is logged,
 * not retried: the reminder counts as sent, and a retry must not repeat the notification.
 */
export default defineJob(JobName.EventsRemind, async ({ eventId }, { em, log, mail }) => {
  const sent = await deliverDueReminders(em, eventId);
  let emailed = 0;
  if (mail) {
    // A member who turned event notices off gets no reminder e-mail either.
    const modes = await mailModesOf(
      em,
      sent.map((reminder) => reminder.userId),
      MailCategory.EVENTS,
    );
    for (const reminder of sent) {
      if (modes.get(reminder.userId) === MailMode.OFF) continue;
      try {
        await mail.mailer.send(
          await withHtmlPart(reminderEmail(reminder, mail.origin), reminder.language),
        );
        emailed += 1;
      } catch (error) {
        log.warn({ err: error, eventId, userId: reminder.userId }, 'reminder e-mail not sent');
      }
    }
  }
  if (sent.length > 0) log.info({ eventId, sent: sent.length, emailed }, 'event reminders sent');
  return { sent: sent.length, emailed };
});
